import type { Player } from '@all22/contracts';
import {
  describeFantasyStat,
  formatStatValue,
  formatTeamAbbr,
  getPositionGroup,
  isFantasyPositionGroup,
} from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTeams } from '../../../api/teams/get-teams';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import { useFantasyScoring } from '../../../hooks/use-fantasy-scoring';
import { useIsSubscriber } from '../../../hooks/use-is-subscriber';
import { usePlayerFantasySeason } from '../api/get-player-fantasy-season';
import { usePlayerFantasyWeeks } from '../api/get-player-fantasy-weeks';
import { usePlayerSeasonChoice } from '../hooks/use-player-season-choice';
import { PlayerSeasonPicker } from './player-season-picker';
import { PlayerTabSection } from './player-tab-section';
import { StatHeaderCell } from './stat-header-cell';
import { WeeklyBarChart } from './weekly-bar-chart';

/** "QB12 · 277.3 points · 19.8 per game" from the subscriber ranking; nothing when unavailable. */
function SeasonRank({ nflId, season }: { nflId: number; season: number }) {
  const isSubscriber = useIsSubscriber();
  const scoring = useFantasyScoring();
  const row = usePlayerFantasySeason({ nflId, season }, { enabled: isSubscriber }).data;
  if (!isSubscriber) {
    return <Typography color="text.secondary">Season ranks are for subscribers.</Typography>;
  }
  if (!row) return null;
  const rank = row[scoring.rankLabelKey];
  return (
    <Typography data-testid="fantasy-season-rank" sx={{ fontWeight: 700 }}>
      {[
        rank ?? 'Unranked',
        `${formatStatValue(row[scoring.pointsKey])} points`,
        `${formatStatValue(row[scoring.perGameKey])} per game`,
      ].join(' · ')}
    </Typography>
  );
}

/** The Fantasy tab: season rank, points by week (chart and table) in the user's scoring. */
export function PlayerFantasyTab({ player, statsSeason }: { player: Player; statsSeason: number }) {
  const scoring = useFantasyScoring();
  const teams = useTeams();
  const { regularSeasons, choice, requested, setSeason } = usePlayerSeasonChoice(player.nflId, statsSeason);
  const weeks = usePlayerFantasyWeeks({ nflId: player.nflId, season: choice.season });
  const abbrOf = (teamId: string) => {
    const team = teams.data?.teams.find((candidate) => candidate.teamId === teamId);
    return team ? formatTeamAbbr(team.abbr) : teamId;
  };
  const isFantasyPlayer = isFantasyPositionGroup(getPositionGroup(player.position));

  return (
    <Stack spacing={3}>
      <PlayerTabSection title={`${choice.season} fantasy season`}>
        <Typography variant="body2" color="text.secondary">
          {scoring.label} scoring ·{' '}
          <Link component={RouterLink} to={routeHref('settings')}>
            change in settings
          </Link>
        </Typography>
        {!isFantasyPlayer && (
          <Alert severity="info">
            Fantasy leagues score {player.position} players as part of a team defense.
          </Alert>
        )}
        <PlayerSeasonPicker
          seasons={regularSeasons}
          choice={choice}
          requested={requested}
          onChange={setSeason}
        />
        <SeasonRank nflId={player.nflId} season={choice.season} />
      </PlayerTabSection>
      {weeks.isPending && <Skeleton variant="rounded" height={240} />}
      {weeks.isError && (
        <LoadErrorAlert what="His fantasy points" error={weeks.error} onRetry={() => void weeks.refetch()} />
      )}
      {weeks.data && weeks.data.weeks.length === 0 && (
        <Alert severity="info">No regular-season games in {choice.season}.</Alert>
      )}
      {weeks.data && weeks.data.weeks.length > 0 && (
        <>
          <WeeklyBarChart
            title={describeFantasyStat('points', scoring).label}
            decimals={1}
            values={weeks.data.weeks.map((entry) => ({ week: entry.week, value: entry[scoring.pointsKey] }))}
          />
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Fantasy points by week">
              <TableHead>
                <TableRow>
                  <TableCell>Week</TableCell>
                  <TableCell>Opponent</TableCell>
                  <StatHeaderCell label="STD" tooltip="Standard scoring: no points per reception." />
                  <StatHeaderCell label="HALF" tooltip="Half a point per reception." />
                  <StatHeaderCell label="PPR" tooltip="A point per reception." />
                </TableRow>
              </TableHead>
              <TableBody>
                {weeks.data.weeks.map((entry) => (
                  <TableRow key={entry.gameId} hover>
                    <TableCell component="th" scope="row">
                      <Link
                        component={RouterLink}
                        to={routeHref('games-game-gameId', { gameId: String(entry.gameId) })}
                      >
                        Week {entry.week}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={routeHref('teams-team-teamId', { teamId: entry.opponentTeamId })}
                      >
                        {abbrOf(entry.opponentTeamId)}
                      </Link>
                    </TableCell>
                    {(['fpStd', 'fpHalfPPR', 'fpPPR'] as const).map((key) => (
                      <TableCell
                        key={key}
                        align="right"
                        sx={{ fontWeight: key === scoring.pointsKey ? 800 : undefined }}
                      >
                        {formatStatValue(entry[key])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
                    Season
                  </TableCell>
                  {(['fpStd', 'fpHalfPPR', 'fpPPR'] as const).map((key) => (
                    <TableCell key={key} align="right" sx={{ fontWeight: 800 }}>
                      {formatStatValue(weeks.data.totals[key])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
