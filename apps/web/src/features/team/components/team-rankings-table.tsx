import type { TeamResponse } from '@all22/contracts';
import { formatOrdinal, formatStatValue, formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';
import { TeamLogo } from '../../../components/games/team-logo';
import { routeHref } from '../../../config/paths';
import {
  RANKING_COLUMNS,
  type RankingSort,
  sortTeamRankings,
  type TeamRanking,
  toggleRankingSort,
} from '../lib/team-rankings';

/** The team column stays in view while a phone scrolls the figures sideways. */
const stickySx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.default' } as const;

/** The full team name: shown from the sm breakpoint, read by screen readers only on phones. */
const fullNameSx = Object.fromEntries(
  Object.entries(visuallyHiddenSx).map(([property, value]) => [property, { xs: value, sm: 'initial' }]),
);

/** A line before the first column of each side (offense, defense). */
const sideStartSx = (isFirst: boolean) => (isFirst ? { borderLeft: 1, borderLeftColor: 'divider' } : {});

/**
 * Every team's offense and defense per-game figures with their ranks (1st = best: most for the
 * offense, fewest allowed for the defense). Each header sorts by its column (best first, again for
 * worst first); the headers are buttons, so the keyboard sorts too.
 */
export function TeamRankingsTable({
  rankings,
  teams,
}: {
  rankings: readonly TeamRanking[];
  teams: readonly TeamResponse[];
}) {
  const [sort, setSort] = useState<RankingSort>({ key: 'ppg', direction: 'best' });
  const rows = useMemo(() => sortTeamRankings(rankings, sort), [rankings, sort]);
  const teamById = useMemo(() => new Map(teams.map((team) => [team.teamId, team])), [teams]);
  // Best first is ascending for every column: rank 1 first, or the team names A to Z.
  const direction = sort.direction === 'best' ? 'asc' : 'desc';
  const header = (key: RankingSort['key'], label: string, description: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key ? direction : 'asc'}
      onClick={() => setSort((current) => toggleRankingSort(current, key))}
    >
      {label}
      {/* The visible abbreviation starts the name (WCAG 2.5.3); the rest says what and how sorted. */}
      <Box component="span" sx={visuallyHiddenSx}>
        {` (${description})`}
        {sort.key === key && (sort.direction === 'best' ? ', sorted best first' : ', sorted worst first')}
      </Box>
    </TableSortLabel>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Team rankings" sx={{ minWidth: { xs: 760, sm: 880 } }}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={{ verticalAlign: 'bottom', ...stickySx, zIndex: 2 }}>
              {header('team', 'Team', 'Team')}
            </TableCell>
            <TableCell rowSpan={2} align="right" sx={{ verticalAlign: 'bottom' }}>
              GP
            </TableCell>
            <TableCell
              colSpan={4}
              align="center"
              sx={{ fontWeight: 700, borderLeft: 1, borderLeftColor: 'divider' }}
            >
              Offense
            </TableCell>
            <TableCell
              colSpan={4}
              align="center"
              sx={{ fontWeight: 700, borderLeft: 1, borderLeftColor: 'divider' }}
            >
              Defense
            </TableCell>
          </TableRow>
          <TableRow>
            {RANKING_COLUMNS.map((column, index) => (
              <TableCell
                key={column.key}
                align="right"
                sortDirection={sort.key === column.key ? direction : false}
                sx={sideStartSx(index % 4 === 0)}
              >
                {header(column.key, column.label, column.description)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const team = teamById.get(row.teamId);
            return (
              <TableRow key={row.teamId} data-testid="ranking-row" data-team-id={row.teamId}>
                <TableCell sx={{ whiteSpace: 'nowrap', ...stickySx }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {team && <TeamLogo team={team} size={24} />}
                    {/* Phones show the abbreviation, the full name for screen readers after it. */}
                    <Link component={RouterLink} to={routeHref('teams-team-teamId', { teamId: row.teamId })}>
                      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                        {`${formatTeamAbbr(row.teamAbbr)} `}
                      </Box>
                      <Box component="span" sx={fullNameSx}>
                        {team?.fullName ?? row.teamAbbr}
                      </Box>
                    </Link>
                  </Box>
                </TableCell>
                <TableCell align="right">{row.games}</TableCell>
                {RANKING_COLUMNS.map((column, index) => {
                  const { value, rank } = row.figures[column.key];
                  return (
                    <TableCell
                      key={column.key}
                      align="right"
                      sx={{ whiteSpace: 'nowrap', ...sideStartSx(index % 4 === 0) }}
                    >
                      {formatStatValue(value)}
                      <Box component="span" sx={{ display: 'block', fontSize: 11, color: 'text.secondary' }}>
                        {rank === null ? '' : formatOrdinal(rank)}
                      </Box>
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
