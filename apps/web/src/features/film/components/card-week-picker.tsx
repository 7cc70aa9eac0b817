import type { CurrentScheduleResponse } from '@all22/contracts';
import {
  POSTSEASON_WEEK_SLUGS,
  PRESEASON_WEEK_SLUGS,
  REGULAR_SEASON_WEEK_SLUGS,
  type WeekSlug,
  compareWeeks,
  getWeekFromSlug,
  getWeekText,
} from '@all22/domain';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { FilmCardScope } from '../lib/film-card-scope';

type CurrentWeek = Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week'>;

const GROUPS = [
  { label: 'Preseason', slugs: PRESEASON_WEEK_SLUGS },
  { label: 'Regular season', slugs: REGULAR_SEASON_WEEK_SLUGS },
  { label: 'Postseason', slugs: POSTSEASON_WEEK_SLUGS },
] as const;

/** The game cards' week: every week of the season up to the current one (later weeks have no film). */
export function CardWeekPicker({
  scope,
  current,
  onPick,
}: {
  scope: Extract<FilmCardScope, { kind: 'week' }>;
  current: CurrentWeek;
  onPick: (weekSlug: WeekSlug) => void;
}) {
  const isPlayed = (slug: WeekSlug) =>
    compareWeeks({ season: scope.season, ...getWeekFromSlug(slug) }, current) <= 0;
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="film-card-week-label">{scope.season} week</InputLabel>
      <Select
        labelId="film-card-week-label"
        label={`${scope.season} week`}
        value={scope.weekSlug}
        onChange={(event) => onPick(event.target.value as WeekSlug)}
      >
        {GROUPS.flatMap((group) => [
          <ListSubheader key={group.label}>{group.label}</ListSubheader>,
          ...group.slugs.map((slug) => (
            <MenuItem key={slug} value={slug} disabled={!isPlayed(slug)}>
              {getWeekText(slug, scope.season)}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
}
