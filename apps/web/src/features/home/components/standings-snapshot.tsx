import { formatRecord, getResultColor } from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { useCurrentWeekStandings } from '../../../api/schedules/get-standings';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { useTeams } from '../../../api/teams/get-teams';
import { type DivisionStandings, groupStandingsByDivision } from '../../../lib/division-standings';
import { CurrentWeekGate } from './current-week-gate';
import { HomeSection, HomeSectionEmpty } from './home-section';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';

const TITLE = 'Standings';

/** What the prefixes mean (spec 1 §4), shown under the tables when any team has one. */
const CLINCH_LEGEND = 'z clinched home field · y clinched division · x clinched playoff berth · e eliminated';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

function StandingsSkeleton() {
  return (
    <Box sx={gridSx} role="status" aria-label="Loading standings">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={176} />
      ))}
    </Box>
  );
}

/** A streak ("W3", "L1") in the result colours: win green, loss red (spec 1 §9). */
function Streak({ streak }: { streak: string | null }) {
  if (!streak) return null;
  const color = streak.startsWith('W')
    ? getResultColor('win')
    : streak.startsWith('L')
      ? getResultColor('loss')
      : undefined;
  return (
    <Box component="span" sx={{ color, fontWeight: 600 }}>
      {streak}
    </Box>
  );
}

function DivisionTable({ division }: { division: DivisionStandings }) {
  return (
    // Four divisions side by side leave narrow columns: names may wrap, records and streaks may not.
    <Table
      size="small"
      aria-label={division.name}
      sx={{ '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {division.name}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            W-L
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Strk
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {division.rows.map(({ row, prefix }) => (
          <TableRow key={row.team.id}>
            <TableCell component="th" scope="row">
              {prefix && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {prefix}-
                </Typography>
              )}
              <Link component={RouterLink} to={routeHref('teams-team-teamId', { teamId: row.team.id })}>
                {row.team.fullName}
              </Link>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatRecord(row.overall)}
            </TableCell>
            <TableCell align="right">
              <Streak streak={row.streak} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DivisionStandingsGrid({ week }: { week: SeasonWeek }) {
  const standings = useCurrentWeekStandings(week);
  const teams = useTeams();
  const divisions = useMemo(
    () => groupStandingsByDivision(standings.data?.standings ?? [], teams.data?.teams ?? []),
    [standings.data, teams.data],
  );

  if (standings.isPending || teams.isPending) return <StandingsSkeleton />;
  const failed = standings.isError ? standings : teams.isError ? teams : null;
  if (failed)
    return <LoadErrorAlert what={TITLE} error={failed.error} onRetry={() => void failed.refetch()} />;
  if (divisions.length === 0) return <HomeSectionEmpty>No standings yet this season</HomeSectionEmpty>;

  const hasPrefixes = divisions.some((division) => division.rows.some(({ prefix }) => prefix !== ''));
  return (
    <>
      <Box sx={gridSx}>
        {divisions.map((division) => (
          <DivisionTable key={division.name} division={division} />
        ))}
      </Box>
      {hasPrefixes && (
        <Typography variant="caption" color="text.secondary">
          {CLINCH_LEGEND}
        </Typography>
      )}
    </>
  );
}

/** Home's standings snapshot: every division at the current week, teams linking to their pages. */
export function StandingsSnapshot() {
  return (
    <HomeSection title={TITLE}>
      <CurrentWeekGate what={TITLE} skeleton={<StandingsSkeleton />}>
        {(week) => <DivisionStandingsGrid week={week} />}
      </CurrentWeekGate>
    </HomeSection>
  );
}
