import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIRST_DOWN_COLOR, LINE_OF_SCRIMMAGE_COLOR } from './draw-field';
import { HIGHLIGHT_COLOR } from './draw-players';
import { formatPlayerLabel, type ReplayPlayer } from './replay-description';
import type { MatchupPaints } from './team-paints';

/** What the colours mean: the two teams, the two lines, and the players the search was about. */
export function ReplayLegend({
  paints,
  players,
  hasFirstDownLine,
}: {
  paints: MatchupPaints;
  players: readonly ReplayPlayer[];
  hasFirstDownLine: boolean;
}) {
  const highlighted = players.filter((player) => player.isHighlighted);
  return (
    <Stack
      component="ul"
      aria-label="Legend"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, px: 2, py: 1 }}
    >
      {(['offense', 'defense'] as const).map((side) => (
        <LegendItem key={side} label={`${paints[side].abbr || 'Unknown team'} ${side}`}>
          <Box
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: paints[side].fill,
              border: `2px solid ${paints[side].outline}`,
            }}
          />
        </LegendItem>
      ))}
      <LegendItem label="Line of scrimmage">
        <Box sx={{ width: 4, height: 14, bgcolor: LINE_OF_SCRIMMAGE_COLOR }} />
      </LegendItem>
      {hasFirstDownLine && (
        <LegendItem label="Line to gain">
          <Box sx={{ width: 4, height: 14, bgcolor: FIRST_DOWN_COLOR }} />
        </LegendItem>
      )}
      {highlighted.map((player) => (
        <LegendItem key={player.nflId} label={formatPlayerLabel(player)}>
          <Box sx={{ width: 14, height: 14, borderRadius: '50%', border: `3px solid ${HIGHLIGHT_COLOR}` }} />
        </LegendItem>
      ))}
    </Stack>
  );
}

function LegendItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ display: 'flex' }}>
        {children}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}
