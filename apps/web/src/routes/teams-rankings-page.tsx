import type { CurrentScheduleResponse } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { useLiveGames } from '../api/schedules/get-live-games';
import { useLeaders } from '../api/stats/get-leaders';
import { useTeams } from '../api/teams/get-teams';
import { LoadErrorAlert } from '../components/feedback/load-error-alert';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs } from '../components/page/section-tabs';
import { useSectionTabs } from '../components/page/use-section-tabs';
import { TeamRankingsTable } from '../features/team/components/team-rankings-table';
import { getTeamHeaderWeek } from '../features/team/lib/team-header-week';
import { buildTeamRankings } from '../features/team/lib/team-rankings';
import { usePageTitle } from '../lib/page-title';

/** Every team's row of the public team-offense and team-defense season tables (32 teams: one page). */
const TEAM_COUNT = 32;

function SeasonRankings({ season }: { season: number }) {
  const request = { period: 'season', season, seasonType: 'REG', pageSize: TEAM_COUNT } as const;
  const offense = useLeaders({ ...request, group: 'team-offense', sortKey: 'ppg', sortValue: 'DESC' });
  const defense = useLeaders({ ...request, group: 'team-defense', sortKey: 'ppgAllowed', sortValue: 'ASC' });
  const teams = useTeams();
  const rankings = useMemo(
    () =>
      buildTeamRankings(offense.data?.leaders ?? [], defense.data?.leaders ?? [], teams.data?.teams ?? []),
    [offense.data, defense.data, teams.data],
  );
  const failed = offense.isError ? offense : defense.isError ? defense : null;
  if (failed) {
    return (
      <LoadErrorAlert
        what="The team rankings"
        error={failed.error}
        onRetry={() => {
          void offense.refetch();
          void defense.refetch();
        }}
      />
    );
  }
  if (offense.isPending || defense.isPending) {
    return <Skeleton role="status" variant="rounded" height={640} aria-label="Loading the team rankings" />;
  }
  const hasGames = rankings.some((row) => row.games > 0);
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {season} regular season, per game
      </Typography>
      {hasGames ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Ranks under each figure: 1st is the most for the offense and the fewest allowed for the defense.
            Select a column to sort by it, again to reverse.
          </Typography>
          <TeamRankingsTable rankings={rankings} teams={teams.data?.teams ?? []} />
        </>
      ) : (
        <Alert severity="info">
          No {season} regular-season games played yet: the rankings start after week 1.
        </Alert>
      )}
    </Stack>
  );
}

/** The season waits for the current week's games (getTeamHeaderWeek, as the team page's header). */
function RankingsForCurrentWeek({ current }: { current: CurrentScheduleResponse }) {
  const games = useLiveGames(current);
  if (games.isPending)
    return <Skeleton role="status" variant="rounded" height={640} aria-label="Loading the team rankings" />;
  return <SeasonRankings season={getTeamHeaderWeek(current, games.data?.games ?? []).season} />;
}

/** Route module of /teams/rankings: every team's offense and defense per-game figures with ranks. */
export function Component() {
  usePageTitle('Team Rankings');
  const section = useSectionTabs('teams-rankings');
  const current = useCurrentSchedule();
  return (
    <>
      <PageHeader title="Team Rankings" />
      {section && <SectionTabs label={section.label} tabs={section.tabs} current="teams-rankings" />}
      {current.isPending && (
        <Skeleton role="status" variant="rounded" height={640} aria-label="Loading the team rankings" />
      )}
      {current.isError && (
        <LoadErrorAlert
          what="The league's current week"
          error={current.error}
          onRetry={() => void current.refetch()}
        />
      )}
      {current.data && <RankingsForCurrentWeek current={current.data} />}
    </>
  );
}
