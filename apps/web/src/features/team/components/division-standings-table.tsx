import { formatRecord } from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ClinchLegend } from '../../../components/standings/clinch-legend';
import { routeHref } from '../../../config/paths';
import type { DivisionStandings } from '../../../lib/division-standings';
import { explainStandingsRow } from '../../../lib/standings-explanation';

const formatPct = (winPct: number) => winPct.toFixed(3).replace(/^0/, '');

/**
 * One division's standings in rank order, the clinch prefix (z, y, x, e) before each clinched or
 * eliminated team, the page's own team marked as current. Under each team, how its division rank
 * and seed were decided (the tie-breaker step when a tie decided them); the prefixes' key below.
 */
export function DivisionStandingsTable({
  division,
  teamId,
}: {
  division: DivisionStandings;
  teamId: string;
}) {
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${division.name} standings`}>
          <TableHead>
            <TableRow>
              <TableCell>Team</TableCell>
              <TableCell align="right">W-L-T</TableCell>
              <TableCell align="right">Pct</TableCell>
              <TableCell align="right">Div</TableCell>
              <TableCell align="right">PF</TableCell>
              <TableCell align="right">PA</TableCell>
              <TableCell align="right">Strk</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {division.rows.map(({ row, prefix }) => {
              const isCurrent = row.team.id === teamId;
              const { wins, losses, ties } = row.overall;
              const explanation = explainStandingsRow(row);
              return (
                <TableRow
                  key={row.team.id}
                  selected={isCurrent}
                  aria-current={isCurrent ? 'true' : undefined}
                >
                  <TableCell sx={{ minWidth: 220, maxWidth: 420 }}>
                    <Box sx={{ whiteSpace: 'nowrap' }}>
                      {prefix && (
                        <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                          {prefix}-
                        </Box>
                      )}
                      <Link
                        component={RouterLink}
                        to={routeHref('teams-team-teamId', { teamId: row.team.id })}
                      >
                        {row.team.fullName}
                      </Link>
                    </Box>
                    {explanation.length > 0 && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        data-testid="standings-explanation"
                        sx={{ mt: 0.25, lineHeight: 1.35 }}
                      >
                        {explanation.map((line) => (
                          <Box component="span" key={line} sx={{ display: 'block' }}>
                            {line}
                          </Box>
                        ))}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{`${wins}-${losses}-${ties}`}</TableCell>
                  <TableCell align="right">{formatPct(row.winPct)}</TableCell>
                  <TableCell align="right">{formatRecord(row.division)}</TableCell>
                  <TableCell align="right">{row.pointsFor}</TableCell>
                  <TableCell align="right">{row.pointsAgainst}</TableCell>
                  <TableCell align="right">{row.streak ?? '—'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ mt: 1 }}>
        <ClinchLegend />
      </Box>
    </Box>
  );
}
