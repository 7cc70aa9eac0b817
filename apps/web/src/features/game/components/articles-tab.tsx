import type { GameResponse } from '@all22/contracts';
import { generateGameRecap, isFinal } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePlayByPlay } from '../api/get-play-by-play';
import { QueryView } from './query-view';

/** Articles: the game story the domain's recap generator writes from the play-by-play. */
export function ArticlesTab({ game }: { game: GameResponse }) {
  const playByPlay = usePlayByPlay(String(game.gameId));
  return (
    <QueryView query={playByPlay} what="The play-by-play">
      {(pbp) => {
        const recap = generateGameRecap({
          phase: game.phase,
          home: game.homeTeam,
          visitor: game.visitorTeam,
          plays: pbp.drives.flatMap((drive) => drive.plays),
        });
        if (!recap) return <Alert severity="info">The game story is written once the game kicks off.</Alert>;
        return (
          <Box component="article" sx={{ maxWidth: 760 }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 0.5 }}>
              {recap.headline}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
              Generated from the play-by-play{isFinal(game.phase) ? '' : ' so far'}.
            </Typography>
            {recap.paragraphs.map((paragraph, index) => (
              <Typography key={index} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        );
      }}
    </QueryView>
  );
}
