import type { StandingsRowResponse } from '@all22/contracts';
import { formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import { explainStandingsRow } from '../../lib/standings-explanation';

/**
 * How each team of a standings table got its place (division rank, seed, the tie-breaker step
 * when a tie decided it), folded in a native disclosure under a compact table: no script, works
 * by touch and keyboard. Nothing before the first games (no explanations yet).
 */
export function StandingsExplanations({ rows }: { rows: readonly { row: StandingsRowResponse }[] }) {
  const lines = rows.flatMap(({ row }) => {
    const text = explainStandingsRow(row);
    return text.length > 0
      ? [{ teamId: row.team.id, abbr: formatTeamAbbr(row.team.abbr), text: text.join(' ') }]
      : [];
  });
  if (lines.length === 0) return null;
  return (
    <Box
      component="details"
      sx={{
        mt: 0.5,
        px: 2,
        typography: 'caption',
        color: 'text.secondary',
        '& summary': { cursor: 'pointer', py: 0.5 },
      }}
    >
      <summary>How the places were decided</summary>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {lines.map((line) => (
          <li key={line.teamId}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {line.abbr}
            </Box>{' '}
            {line.text}
          </li>
        ))}
      </Box>
    </Box>
  );
}
