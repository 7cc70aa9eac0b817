import type { PlayerStatEntry, StatSection } from '@all22/contracts';
import { formatStatValue } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { PlayerLink } from '../../../components/players/player-link';
import { useTeamSeasonStats } from '../../../api/teams/get-team-season-stats';
import {
  PLAYER_STAT_TABLES,
  type StatColumn,
  TEAM_DEFENSE_FIGURES,
  TEAM_OFFENSE_FIGURES,
  type TeamFigure,
} from '../lib/team-stat-tables';

const show = (value: number | null | undefined, column: Pick<StatColumn, 'decimals' | 'isPercentage'>) =>
  formatStatValue(value, { decimals: column.decimals ?? 0, isPercentage: column.isPercentage ?? false });

function TeamFigureTable({
  title,
  figures,
  stats,
}: {
  title: string;
  figures: readonly TeamFigure[];
  stats: StatSection;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={`${title} season figures`}>
        <TableHead>
          <TableRow>
            <TableCell>Figure</TableCell>
            <TableCell align="right">Season</TableCell>
            <TableCell align="right">Per game</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure.key}>
              <TableCell component="th" scope="row" title={figure.description}>
                {figure.label}
              </TableCell>
              <TableCell align="right">{show(stats[figure.key], figure)}</TableCell>
              <TableCell align="right">
                {figure.perGameKey ? formatStatValue(stats[figure.perGameKey]) : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function PlayerStatTable({
  title,
  columns,
  entries,
}: {
  title: string;
  columns: readonly StatColumn[];
  entries: readonly PlayerStatEntry[];
}) {
  return (
    <Box component="section" aria-label={`${title} stats`}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${title} player stats`}>
          <TableHead>
            <TableRow>
              <TableCell>Player</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align="right">
                  <abbr title={column.description} style={{ textDecoration: 'none' }}>
                    {column.label}
                  </abbr>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.nflId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <PlayerLink nflId={entry.nflId} name={entry.displayName} />{' '}
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                    {entry.position}
                  </Box>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} align="right">
                    {show(entry.stats[column.key], column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** The Stats tab: the team's season figures (offense and defense) and its players' season lines. */
export function TeamStatsTab({ teamId, season }: { teamId: string; season: number }) {
  const stats = useTeamSeasonStats({ teamId, season, seasonType: 'REG' });
  if (stats.isPending) return <Skeleton variant="rounded" height={480} />;
  if (stats.isError)
    return (
      <LoadErrorAlert what="The team's stats" error={stats.error} onRetry={() => void stats.refetch()} />
    );
  const { games, players } = stats.data;
  return (
    <Stack spacing={4}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {season} team stats
        </Typography>
        {games === 0 ? (
          <Alert severity="info">No {season} regular-season games played yet.</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              Regular season, {games} {games === 1 ? 'game' : 'games'}.
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <TeamFigureTable title="Offense" figures={TEAM_OFFENSE_FIGURES} stats={stats.data.stats} />
              <TeamFigureTable title="Defense" figures={TEAM_DEFENSE_FIGURES} stats={stats.data.stats} />
            </Stack>
          </>
        )}
      </Stack>
      {games > 0 && (
        <Stack spacing={3}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {season} player stats
          </Typography>
          {PLAYER_STAT_TABLES.filter(({ section }) => players[section].length > 0).map(
            ({ section, title, columns }) => (
              <PlayerStatTable key={section} title={title} columns={columns} entries={players[section]} />
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}
