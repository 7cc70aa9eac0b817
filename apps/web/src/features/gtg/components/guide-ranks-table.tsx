import type { GtgGame } from '@all22/contracts';
import { GUIDE_TEAM_FIGURE_KEYS, formatTeamAbbr } from '@all22/domain';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import { formatRankedFigure, guideFigureLabel } from '../lib/guide-labels';

/** Both sides' per-game figures with their league ranks (1st the best), side by side. */
export function GuideRanksTable({ entry }: { entry: GtgGame }) {
  const { visitor, home } = entry;
  return (
    // Three narrow columns fit a phone; the box scrolls sideways rather than the page if not.
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        aria-label={`Team ranks, ${formatTeamAbbr(visitor.abbr)} and ${formatTeamAbbr(home.abbr)}`}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Per game (league rank)
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {formatTeamAbbr(visitor.abbr)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {formatTeamAbbr(home.abbr)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {GUIDE_TEAM_FIGURE_KEYS.map((figure) => (
            <TableRow key={figure}>
              <TableCell component="th" scope="row">
                {guideFigureLabel(figure)}
              </TableCell>
              <TableCell align="right">{formatRankedFigure(visitor.figures[figure])}</TableCell>
              <TableCell align="right">{formatRankedFigure(home.figures[figure])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
