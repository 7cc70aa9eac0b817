import type { GameResponse } from '@all22/contracts';
import { isLive } from '@all22/domain';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { useCanOpenPage } from '../../../hooks/use-can-open-page';
import { useGamePlays } from '../api/get-game-plays';
import { getPlayFilmHref } from '../lib/film-links';
import { groupVideos, type VideoDrive, type VideoQuarter } from '../lib/video-groups';
import { QueryView } from './query-view';

/**
 * Videos: every play of the game with its link into the film room, a quarter at a time (collapsed,
 * the latest open while the game is live) and by drive within it, so the list is not one long page.
 */
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
          <VideoQuarters game={game} plays={list} />
        )
      }
    </QueryView>
  );
}

function VideoQuarters({ game, plays }: { game: GameResponse; plays: Parameters<typeof groupVideos>[0] }) {
  const quarters = useMemo(() => groupVideos(plays), [plays]);
  const openQuarter = isLive(game.phase) ? quarters.at(-1)?.quarter : undefined;
  return (
    <Box>
      {quarters.map((quarter) => (
        <QuarterVideos
          key={quarter.quarter}
          game={game}
          quarter={quarter}
          defaultExpanded={quarter.quarter === openQuarter}
        />
      ))}
    </Box>
  );
}

function QuarterVideos({
  game,
  quarter,
  defaultExpanded,
}: {
  game: GameResponse;
  quarter: VideoQuarter;
  defaultExpanded: boolean;
}) {
  const id = `videos-q${quarter.quarter}`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      defaultExpanded={defaultExpanded}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary aria-controls={`${id}-panel`} id={`${id}-summary`}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {quarter.label}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ ml: 1.5, alignSelf: 'center' }}>
          {quarter.playCount} {quarter.playCount === 1 ? 'play' : 'plays'}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-panel`} sx={{ pt: 0 }}>
        {quarter.drives.map((drive, index) => (
          <DriveVideos key={`${drive.number ?? 'none'}-${index}`} game={game} drive={drive} />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

function DriveVideos({ game, drive }: { game: GameResponse; drive: VideoDrive }) {
  const team = [game.homeTeam, game.visitorTeam].find((side) => side.teamId === drive.possessionTeamId);
  const title =
    drive.number === null ? `${team?.abbr ?? ''} special teams` : `${team?.abbr ?? ''} drive ${drive.number}`;
  return (
    <Box component="section" aria-label={title} sx={{ mt: 1.5 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {drive.plays.map(({ play, position }) => (
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
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, width: 44 }}>
              {play.clock}
            </Typography>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {play.description}
            </Typography>
            <Link
              component={RouterLink}
              to={getPlayFilmHref(play, position)}
              sx={{ flexShrink: 0 }}
              aria-label={`Film of ${play.description}`}
            >
              Film
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
