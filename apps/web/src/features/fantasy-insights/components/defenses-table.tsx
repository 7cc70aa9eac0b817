import type { FantasyInsightsResponse } from '@all22/contracts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';
import { formatChange } from '../lib/insight-format';
import { TeamLink } from './insight-links';

type Defenses = FantasyInsightsResponse['matchups']['defenses'];
const POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

/**
 * Every defense against each position: points allowed a game over what the same offenses score
 * elsewhere (the opponent-adjusted figure), with its rank in the tooltip-free text ("+4.8 (2)").
 */
export function DefensesTable({ defenses, weeks }: { defenses: Defenses; weeks: string }) {
  return (
    <Table size="small" data-testid="defenses-table" sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}>
      <Box component="caption" sx={visuallyHiddenSx}>
        Fantasy points each defense allowed per game over its opponents' average, {weeks}; rank in brackets, 1
        the softest
      </Box>
      <TableHead>
        <TableRow>
          <TableCell>Defense</TableCell>
          {POSITIONS.map((position) => (
            <TableCell key={position} align="right">
              vs {position}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {defenses.map((row) => (
          <TableRow key={row.team.teamId}>
            <TableCell component="th" scope="row">
              <TeamLink team={row.team} />
            </TableCell>
            {POSITIONS.map((position) => {
              const line = row[position];
              return (
                <TableCell key={position} align="right">
                  {line ? `${formatChange(line.adjustmentPerGame)} (${line.rank})` : '—'}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
