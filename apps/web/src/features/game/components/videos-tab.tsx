import type { GameResponse } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { useCanOpenPage } from '../../../hooks/use-can-open-page';
import { useGamePlays } from '../api/get-game-plays';
import { getPlayFilmHref } from '../lib/film-links';
import { QueryView } from './query-view';

/** Videos: every play of the game with its link into the film room. */
export function VideosTab({ game }: { game: GameResponse }) {
  const canWatch = useCanOpenPage(routeHref('film-plays'));
  const plays = useGamePlays(String(game.gameId), { enabled: canWatch });
  if (!canWatch) {
    return <Alert severity="info">Film is for subscribers: subscribe to watch every play of the game.</Alert>;
  }
  return (
    <QueryView query={plays} what="The game's film">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="info">No film yet: plays appear here once they are run.</Alert>
        ) : (
          <Box component="ol" aria-label="Plays with film" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {list.map((play, index) => (
              <Box
                component="li"
                key={play.id}
                data-play-id={play.id}
                sx={{
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  gap: 2,
                  alignItems: 'baseline',
                }}
              >
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, width: 72 }}>
                  Q{play.quarter > 4 ? 'OT' : play.quarter} {play.clock}
                </Typography>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {play.description}
                </Typography>
                <Link
                  component={RouterLink}
                  to={getPlayFilmHref(play, index + 1)}
                  sx={{ flexShrink: 0 }}
                  aria-label={`Film of ${play.description}`}
                >
                  Film
                </Link>
              </Box>
            ))}
          </Box>
        )
      }
    </QueryView>
  );
}
