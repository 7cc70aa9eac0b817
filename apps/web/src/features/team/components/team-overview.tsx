import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import { useStandings } from '../../../api/schedules/get-standings';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { useTeamSchedule } from '../../../api/teams/get-team-schedule';
import { useTeams } from '../../../api/teams/get-teams';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { groupStandingsByDivision } from '../../../lib/division-standings';
import { useTeamSeasonStats } from '../../../api/teams/get-team-season-stats';
import { DivisionStandingsTable } from './division-standings-table';
import { TeamLeaders } from './team-leaders';
import { TeamScheduleTable } from './team-schedule-table';

function OverviewSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The Overview tab: the header season's team leaders, schedule and results, and division standings. */
export function TeamOverview({
  teamId,
  week,
  current,
}: {
  teamId: string;
  week: SeasonWeek;
  current: SeasonWeek;
}) {
  const schedule = useTeamSchedule({ teamId, season: week.season });
  const stats = useTeamSeasonStats({ teamId, season: week.season, seasonType: 'REG' });
  const standings = useStandings(week, current);
  const teams = useTeams();
  const division = useMemo(() => {
    const divisions = groupStandingsByDivision(standings.data?.standings ?? [], teams.data?.teams ?? []);
    return divisions.find((candidate) => candidate.rows.some(({ row }) => row.team.id === teamId));
  }, [standings.data, teams.data, teamId]);

  return (
    <Stack spacing={4}>
      <OverviewSection title={`${week.season} team leaders`}>
        {stats.isPending && <Skeleton variant="rounded" height={120} />}
        {stats.isError && (
          <LoadErrorAlert what="The team leaders" error={stats.error} onRetry={() => void stats.refetch()} />
        )}
        {stats.data && <TeamLeaders players={stats.data.players} season={week.season} />}
      </OverviewSection>
      <OverviewSection title={`${week.season} schedule and results`}>
        {schedule.isPending && <Skeleton variant="rounded" height={320} />}
        {schedule.isError && (
          <LoadErrorAlert
            what="The schedule"
            error={schedule.error}
            onRetry={() => void schedule.refetch()}
          />
        )}
        {schedule.data && schedule.data.length === 0 && <Alert severity="info">No games scheduled.</Alert>}
        {schedule.data && schedule.data.length > 0 && (
          <TeamScheduleTable games={schedule.data} teamId={teamId} />
        )}
      </OverviewSection>
      <OverviewSection title="Division standings">
        {standings.isPending && <Skeleton variant="rounded" height={180} />}
        {standings.isError && (
          <LoadErrorAlert
            what="The standings"
            error={standings.error}
            onRetry={() => void standings.refetch()}
          />
        )}
        {division && <DivisionStandingsTable division={division} teamId={teamId} />}
        {standings.data && !division && (
          <Alert severity="info">
            The {week.season} standings start once its first regular-season games are final.
          </Alert>
        )}
      </OverviewSection>
    </Stack>
  );
}
