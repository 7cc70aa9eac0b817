import type { CurrentScheduleResponse, Play } from '@all22/contracts';
import {
  type FilmFilters,
  describeFilmFilter,
  getActiveFilmFilterKeys,
  formatStatValue,
  getFilmRoomView,
  hasPlayLevelFilter,
} from '@all22/domain';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { usePlayCount } from '../../../api/plays/get-play-count';
import { ActiveFilterChips } from '../filters/active-filter-chips';
import { useFilmFilterNames } from '../filters/use-film-filter-names';
import { useFilmResultsTitle } from '../filters/use-film-results-title';
import { FilmFilterPanel } from '../filters/film-filter-panel';
import { getFilmCardScope } from '../lib/film-card-scope';
import { removeFilmFilter } from '../filters/edit-film-filters';
import type { FilmRoomUiState } from '../lib/film-room-query';
import { FilmGameCards } from '../results/film-game-cards';
import { FilmPlaysResults } from '../results/film-plays-results';
import { CardWeekPicker } from './card-week-picker';

type CurrentWeek = Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week' | 'gamesPlayedSmartIds'>;

/** The width of the filter column beside the results on wide screens. */
const PANEL_WIDTH = 340;

/**
 * The film room's search (the Plays tab): the filter panel (a column on wide screens, a drawer on
 * phones), the results' title, count and active filters, then game film cards or the plays.
 */
export function FilmRoomSearch({
  filters,
  ui,
  current,
  onSearch,
  hrefFor,
  playHref,
  saveAction,
}: {
  filters: FilmFilters;
  ui: FilmRoomUiState;
  current: CurrentWeek;
  onSearch: (filters: FilmFilters, ui?: Partial<FilmRoomUiState>) => void;
  hrefFor: (filters: FilmFilters) => string;
  playHref: (play: Play, position: number) => string;
  saveAction: ReactNode;
}) {
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const view = getFilmRoomView(filters);
  const searchFilters = removeFilmFilter(filters, 'displayGameFilmCards');
  const count = usePlayCount(searchFilters);
  const title = useFilmResultsTitle(filters);
  const names = useFilmFilterNames(filters);
  const keys = getActiveFilmFilterKeys(filters);
  const labelOf = (key: (typeof keys)[number]) => describeFilmFilter(key, filters[key] as never, names);
  const onChange = (next: FilmFilters) => onSearch(next);

  const panel = <FilmFilterPanel filters={filters} onChange={onChange} currentSeason={current.season} />;
  const scope = getFilmCardScope(filters, ui.weekSelected, current);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      {isWide ? (
        <Box
          component="aside"
          aria-label="Film filters"
          sx={{
            width: PANEL_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 16,
            maxHeight: 'calc(100vh - 32px)',
            overflowY: 'auto',
          }}
        >
          {panel}
        </Box>
      ) : (
        <Drawer
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: 'min(92vw, 380px)' } } }}
        >
          <Box component="aside" aria-label="Film filters" sx={{ p: 1.5 }}>
            <Button onClick={() => setDrawerOpen(false)} sx={{ mb: 1 }}>
              Show results
            </Button>
            {panel}
          </Box>
        </Drawer>
      )}
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Stack sx={{ flex: 1, minWidth: 200 }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }} data-testid="film-results-title">
              {title}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="film-results-total"
              aria-live="polite"
            >
              {count.data === undefined
                ? count.isError
                  ? 'The plays could not be counted.'
                  : 'Counting plays…'
                : `${formatStatValue(count.data, { decimals: 0 })} ${count.data === 1 ? 'play' : 'plays'}`}
            </Typography>
          </Stack>
          {!isWide && (
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setDrawerOpen(true)}>
              <Badge badgeContent={keys.length} color="primary" sx={{ pr: keys.length > 0 ? 1.5 : 0 }}>
                Filters
              </Badge>
            </Button>
          )}
          {saveAction}
        </Stack>
        <ActiveFilterChips filters={filters} onChange={onChange} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label="Show"
            onChange={(_, next: 'game-cards' | 'plays' | null) => {
              if (next !== null) onSearch({ ...filters, displayGameFilmCards: next === 'game-cards' });
            }}
          >
            <ToggleButton value="game-cards" disabled={hasPlayLevelFilter(filters)}>
              Game cards
            </ToggleButton>
            <ToggleButton value="plays">Plays</ToggleButton>
          </ToggleButtonGroup>
          {view === 'game-cards' && scope.kind === 'week' && (
            <CardWeekPicker
              scope={scope}
              current={current}
              onPick={(weekSlug) =>
                filters.weekSlug !== undefined
                  ? onSearch({ ...filters, weekSlug })
                  : onSearch(filters, { weekSelected: weekSlug })
              }
            />
          )}
        </Stack>
        {view === 'game-cards' ? (
          <FilmGameCards filters={filters} scope={scope} current={current} hrefFor={hrefFor} />
        ) : (
          <FilmPlaysResults
            filters={searchFilters}
            keys={keys}
            labelOf={labelOf}
            onChange={onChange}
            playHref={playHref}
          />
        )}
      </Stack>
    </Box>
  );
}
