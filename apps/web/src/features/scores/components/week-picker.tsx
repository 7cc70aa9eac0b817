import type { WeekResponse } from '@all22/contracts';
import { getWeekText, isWeekSlug } from '@all22/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SeasonWeek } from '../../../api/schedules/season-week';
import { useWeeks } from '../../../api/schedules/get-weeks';
import { routeHref } from '../../../config/paths';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { scoresHref } from '../lib/scores-href';

/** A week's name in the picker: "Week 6", "Hall of Fame", "Super Bowl LIX"… */
function weekLabel(week: WeekResponse): string {
  return isWeekSlug(week.weekSlug) ? getWeekText(week.weekSlug, week.season) : week.text;
}

const isSameWeek = (week: WeekResponse, selected: SeasonWeek) =>
  week.seasonType === selected.seasonType && week.week === selected.week;

/** The season choice: a native select, so phones get their own picker. */
function SeasonSelect({ seasons, selected }: { seasons: readonly number[]; selected: number }) {
  const navigate = useNavigate();
  return (
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
        value={selected}
        onChange={(event) =>
          void navigate(
            routeHref('games-scores-season-seasonType-week', { season: event.currentTarget.value }),
          )
        }
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
  );
}

/**
 * The scores page's week choice (issue: week picker from /api/schedules/weeks): the season, then
 * that season's weeks from the preseason to the Super Bowl as links, the shown one marked as the
 * current page and scrolled into view.
 */
export function WeekPicker({ seasons, selected }: { seasons: readonly number[]; selected: SeasonWeek }) {
  const weeks = useWeeks(selected.season);
  const selectedRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [weeks.data, selected]);

  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <SeasonSelect seasons={seasons} selected={selected.season} />
      {weeks.isPending && (
        <Skeleton role="status" variant="rounded" height={36} aria-label="Loading the weeks" />
      )}
      {weeks.isError && (
        <LoadErrorAlert
          what={`The weeks of ${selected.season}`}
          error={weeks.error}
          onRetry={() => void weeks.refetch()}
        />
      )}
      {weeks.data && (
        <Box component="nav" aria-label="Weeks" sx={{ overflowX: 'auto', pb: 0.5 }}>
          <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {weeks.data.weeks.map((week) => {
              const isSelected = isSameWeek(week, selected);
              return (
                <li key={week.seasonTypeWeek}>
                  <Button
                    component={RouterLink}
                    to={scoresHref(week)}
                    ref={isSelected ? selectedRef : undefined}
                    aria-current={isSelected ? 'page' : undefined}
                    variant={isSelected ? 'contained' : 'outlined'}
                    color={isSelected ? 'primary' : 'inherit'}
                    size="small"
                    sx={{ whiteSpace: 'nowrap', borderColor: 'divider' }}
                  >
                    {weekLabel(week)}
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
