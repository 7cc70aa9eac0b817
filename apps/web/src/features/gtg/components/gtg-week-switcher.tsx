import type { WeekResponse } from '@all22/contracts';
import { compareWeeks, getFilmSeasons, getWeekText, isWeekSlug } from '@all22/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useWeeks } from '../../../api/schedules/get-weeks';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import type { GtgWeek } from '../api/gtg-week';
import { formatGtgWeekSearch, GTG_SEASON_PARAM } from '../lib/gtg-week-query';

/** The guide's two pages: the week switcher keeps the page it is on. */
export type GtgRoute = 'gtg' | 'gtg-fun-facts';

/** A week's link: the page alone for the current week, else with the week in the address. */
export function gtgWeekHref(route: GtgRoute, week: GtgWeek, current: GtgWeek): string {
  return compareWeeks(week, current) === 0
    ? routeHref(route)
    : `${routeHref(route)}${formatGtgWeekSearch(week)}`;
}

const weekLabel = (week: WeekResponse) =>
  isWeekSlug(week.weekSlug) ? getWeekText(week.weekSlug, week.season) : week.text;

/**
 * The guide's week switcher: the season (a native select: phones get their own picker), then the
 * season's weeks as links (shareable, Back returns), the shown one marked and scrolled into view.
 */
export function GtgWeekSwitcher({
  route,
  week,
  current,
}: {
  route: GtgRoute;
  week: GtgWeek;
  current: GtgWeek;
}) {
  const navigate = useNavigate();
  const weeks = useWeeks(week.season);
  const selectedRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [weeks.data, week]);
  const seasons = getFilmSeasons(current.season).reverse();

  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Box
        component="label"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.secondary',
          typography: 'body2',
        }}
      >
        Season
        <Box
          component="select"
          value={week.season}
          onChange={(event) => {
            const season = Number(event.currentTarget.value);
            void navigate(
              season === current.season
                ? routeHref(route)
                : `${routeHref(route)}?${new URLSearchParams({ [GTG_SEASON_PARAM]: String(season) })}`,
            );
          }}
          sx={{
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.75,
          }}
        >
          {seasons.map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </Box>
      </Box>
      {weeks.isPending && (
        <Skeleton role="status" variant="rounded" height={36} aria-label="Loading the weeks" />
      )}
      {weeks.isError && (
        <LoadErrorAlert
          what={`The weeks of ${week.season}`}
          error={weeks.error}
          onRetry={() => void weeks.refetch()}
        />
      )}
      {weeks.data && (
        <Box component="nav" aria-label="Weeks" sx={{ overflowX: 'auto', pb: 0.5 }}>
          <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {weeks.data.weeks.map((entry) => {
              const isSelected = compareWeeks(entry, week) === 0;
              return (
                <li key={entry.seasonTypeWeek}>
                  <Button
                    component={RouterLink}
                    to={gtgWeekHref(route, entry, current)}
                    ref={isSelected ? selectedRef : undefined}
                    aria-current={isSelected ? 'page' : undefined}
                    variant={isSelected ? 'contained' : 'outlined'}
                    color={isSelected ? 'primary' : 'inherit'}
                    size="small"
                    sx={{ whiteSpace: 'nowrap', borderColor: 'divider' }}
                  >
                    {weekLabel(entry)}
                  </Button>
                </li>
              );
            })}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
