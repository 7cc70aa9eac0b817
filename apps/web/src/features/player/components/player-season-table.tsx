import type { PlayerSeasonsResponse, TeamResponse } from '@all22/contracts';
import {
  type FantasyScoring,
  describeFantasyStat,
  type PositionGroup,
  formatStatValue,
  formatTeamAbbr,
  getNumberAtPath,
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
import { GAMES_PLAYED_COLUMN, SEASON_COLUMNS } from '../lib/player-stat-columns';
import { StatHeaderCell } from './stat-header-cell';

type SeasonRow = PlayerSeasonsResponse['seasons'][number];

const SEASON_TYPE_NAMES = { PRE: 'Preseason', REG: 'Regular', POST: 'Postseason' } as const;

/** The career table: regular season and postseason lines, oldest first (preseason left out). */
export function PlayerSeasonTable({
  seasons,
  group,
  scoring,
  teams,
}: {
  seasons: readonly SeasonRow[];
  group: PositionGroup | null;
  scoring: FantasyScoring;
  teams: readonly TeamResponse[];
}) {
  const columns = group === null ? [] : SEASON_COLUMNS[group];
  const fantasyPoints = describeFantasyStat('points', scoring);
  const rows = seasons.filter((row) => row.seasonType !== 'PRE');
  const teamById = new Map(teams.map((team) => [team.teamId, team]));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Season by season">
        <TableHead>
          <TableRow>
            <TableCell>Season</TableCell>
            <TableCell>Team</TableCell>
            <StatHeaderCell label={GAMES_PLAYED_COLUMN.shortLabel} tooltip={GAMES_PLAYED_COLUMN.tooltip} />
            {columns.map((column) => (
              <StatHeaderCell key={column.label} label={column.label} tooltip={column.tooltip} />
            ))}
            <StatHeaderCell label={fantasyPoints.shortLabel} tooltip={fantasyPoints.tooltip} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const team = teamById.get(row.teamId);
            return (
              <TableRow key={`${row.season}-${row.seasonType}`} hover>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {row.season} {SEASON_TYPE_NAMES[row.seasonType]}
                </TableCell>
                <TableCell>
                  {team ? (
                    <Link component={RouterLink} to={routeHref('teams-team-teamId', { teamId: team.teamId })}>
                      {formatTeamAbbr(team.abbr)}
                    </Link>
                  ) : (
                    row.teamId
                  )}
                </TableCell>
                <TableCell align="right">{row.gamesPlayed}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.label} align="right">
                    {formatStatValue(getNumberAtPath(row.stats, column.path), column)}
                  </TableCell>
                ))}
                <TableCell align="right">{formatStatValue(row[scoring.pointsKey])}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
