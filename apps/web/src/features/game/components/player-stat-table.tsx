import type { PlayerStatEntry } from '@all22/contracts';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import type { StatColumn } from '../lib/player-stat-columns';
import { ScrollTable } from './scroll-table';

/** A player's name linking to his page. */
export function PlayerLink({ nflId, name }: { nflId: number; name: string }) {
  return (
    <Link
      component={RouterLink}
      to={routeHref('players-player-playerId', { playerId: String(nflId) })}
      color="inherit"
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {name}
    </Link>
  );
}

/** One team's players in one stat section: a row per player, names linking to their pages. */
export function PlayerStatTable({
  label,
  columns,
  players,
}: {
  /** The table's name: "TEN passing". */
  label: string;
  columns: readonly StatColumn[];
  players: readonly PlayerStatEntry[];
}) {
  return (
    <ScrollTable label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Player
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.label} component="th" scope="col" align="right" title={column.title}>
              <abbr title={column.title} style={{ textDecoration: 'none' }}>
                {column.label}
              </abbr>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {players.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary' }}>
              No one yet.
            </TableCell>
          </TableRow>
        )}
        {players.map((player) => (
          <TableRow key={player.nflId} data-nfl-id={player.nflId}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              <PlayerLink nflId={player.nflId} name={player.displayName} />{' '}
              <span style={{ opacity: 0.7, fontSize: '0.8em' }}>{player.position}</span>
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.label} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {column.format(player.stats)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
