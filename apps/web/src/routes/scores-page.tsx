import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useParams } from 'react-router';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { PageHeader } from '../components/page/page-header';
import { PageLoading } from '../components/feedback/page-loading';
import { WeekPicker } from '../features/scores/components/week-picker';
import { WeekScores } from '../features/scores/components/week-scores';
import { formatGtgWeekSearch } from '../features/gtg/lib/gtg-week-query';
import { routeHref } from '../config/paths';
import { resolveScoresWeek } from '../features/scores/lib/resolve-scores-week';
import { usePageTitle } from '../lib/page-title';
import { formatWeekLabel } from '../lib/week-label';
import { getFilmSeasons, getWeekSlug } from '@all22/domain';

/** Seasons to choose from, newest first: the league's first (the film room's, 2018) to the current one. */
const listSeasons = (currentSeason: number): number[] => getFilmSeasons(currentSeason).reverse();

/** Route module of /games/scores/{season}/{seasonType}/{week} (all optional: the current week). */
export function Component() {
  const params = useParams();
  const current = useCurrentSchedule();
  const week = resolveScoresWeek(params, current.data);
  const slug = week ? getWeekSlug(week.seasonType, week.week) : null;
  const label = week ? formatWeekLabel({ ...week, weekSlug: slug ?? '' }) : undefined;
  usePageTitle(label ? `Scores · ${label}` : 'Scores');

  if (week === null) {
    if (current.isError) {
      return (
        <>
          <PageHeader title="Scores & Schedule" />
          <Alert severity="error">The league's current week could not be loaded. Please try again.</Alert>
        </>
      );
    }
    return <PageLoading />;
  }
  const currentWeek = current.data ?? week;
  return (
    <>
      <PageHeader
        title="Scores & Schedule"
        subtitle={
          <>
            <span>{label}</span> ·{' '}
            <Link
              component={RouterLink}
              to={`${routeHref('gtg')}${formatGtgWeekSearch(week)}`}
              underline="always"
            >
              Game Time Guide
            </Link>
          </>
        }
      />
      <WeekPicker seasons={listSeasons(Math.max(currentWeek.season, week.season))} selected={week} />
      <WeekScores week={week} current={currentWeek} />
    </>
  );
}
