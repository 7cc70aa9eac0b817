import type { SandboxResponse } from '@all22/contracts';
import { SANDBOX_PLAYS_COLUMN, type SandboxGrouping } from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { formatSandboxValue, getSandboxRowHeader, getSandboxRowPage } from '../lib/sandbox-table-model';

const stickyNameSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.default',
  minWidth: { xs: 130, sm: 200 },
} as const;

/**
 * The answer's rows, in the answer's order: the name opens the player's or team's page, the play
 * count opens the film room on exactly the row's plays.
 */
export function SandboxTable({ answer, grouping }: { answer: SandboxResponse; grouping: SandboxGrouping }) {
  const filmPath = routeHref('film-plays');
  return (
    <Box
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      role="region"
      aria-label="Answer table (scrolls sideways)"
      tabIndex={0}
    >
      <Table size="small" aria-label="Answer" data-testid="sandbox-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700, ...stickyNameSx }}>{getSandboxRowHeader(grouping)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              <Tooltip title="The film room's plays for the row: open them from the count">
                <span>{SANDBOX_PLAYS_COLUMN.shortLabel}</span>
              </Tooltip>
            </TableCell>
            {answer.columns.map((column) => (
              <TableCell key={column.key} align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                <Tooltip title={column.tooltip}>
                  <span>{column.label}</span>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.rows.map((row) => {
            const page = getSandboxRowPage(row);
            const href =
              page === null
                ? null
                : page.kind === 'player'
                  ? routeHref('players-player-playerId', { playerId: page.playerId })
                  : routeHref('teams-team-teamId', { teamId: page.teamId });
            return (
              <TableRow key={row.key} hover>
                <TableCell component="th" scope="row" sx={stickyNameSx}>
                  {href === null ? (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.label}
                    </Typography>
                  ) : (
                    <Link component={RouterLink} to={href} sx={{ fontWeight: 600 }}>
                      {row.label}
                    </Link>
                  )}
                  {row.detail !== null && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.detail}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Link
                    component={RouterLink}
                    to={`${filmPath}?${row.filter}`}
                    aria-label={`${row.plays} plays of ${row.label} in the film room`}
                  >
                    {row.plays.toLocaleString('en-US')}
                  </Link>
                </TableCell>
                {answer.columns.map((column) => (
                  <TableCell key={column.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatSandboxValue(row.values[column.key], column)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
