import type { PlayerGameLogResponse } from '@all22/contracts';
import {
  type FantasyScoring,
  describeFantasyStat,
  type PositionGroup,
  formatStatValue,
  formatTeamAbbr,
  getResultColor,
} from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { GAME_LOG_COLUMNS } from '../lib/player-stat-columns';
import { StatHeaderCell } from './stat-header-cell';

type GameLogEntry = PlayerGameLogResponse['games'][number];

/** "W 24-17" once final, else the live score; coloured by the result (spec 1 §9). */
function ResultLink({ game }: { game: GameLogEntry }) {
  const score = `${game.teamScore}-${game.opponentScore}`;
  const label = game.result === null ? `Live ${score}` : `${game.result} ${score}`;
  const color =
    game.result === 'W' ? getResultColor('win') : game.result === 'L' ? getResultColor('loss') : 'inherit';
  return (
    <Link
      component={RouterLink}
      to={routeHref('games-game-gameId', { gameId: String(game.gameId) })}
      sx={{ color, fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {label}
    </Link>
  );
}

/** The season's games, by week: opponent, result (linking to the game), the group's figures, points. */
export function PlayerGameLog({
  games,
  group,
  scoring,
}: {
  games: readonly GameLogEntry[];
  group: PositionGroup | null;
  scoring: FantasyScoring;
}) {
  const columns = group === null ? [] : GAME_LOG_COLUMNS[group];
  const fantasyPoints = describeFantasyStat('points', scoring);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Game log">
        <TableHead>
          <TableRow>
            <TableCell>Week</TableCell>
            <TableCell>Opponent</TableCell>
            <TableCell>Result</TableCell>
            {columns.map((column) => (
              <StatHeaderCell key={column.key} label={column.label} tooltip={column.tooltip} />
            ))}
            <StatHeaderCell label={fantasyPoints.shortLabel} tooltip={fantasyPoints.tooltip} />
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((game) => (
            <TableRow key={game.gameId} hover data-game-id={game.gameId}>
              <TableCell component="th" scope="row">
                {game.week}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {game.isHome ? 'vs ' : '@ '}
                <Link
                  component={RouterLink}
                  to={routeHref('teams-team-teamId', { teamId: game.opponentTeamId })}
                >
                  {formatTeamAbbr(game.opponentAbbr)}
                </Link>
              </TableCell>
              <TableCell>
                <ResultLink game={game} />
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align="right">
                  {formatStatValue(game.headline[column.key], column)}
                </TableCell>
              ))}
              <TableCell align="right">{formatStatValue(game.headline[scoring.pointsKey])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
