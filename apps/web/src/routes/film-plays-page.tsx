import type { Play } from '@all22/contracts';
import type { FilmFilters } from '@all22/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { LoadErrorAlert } from '../components/feedback/load-error-alert';
import { PageHeader } from '../components/page/page-header';
import { routeHref } from '../config/paths';
import { FilmRoomSearch } from '../features/film/components/film-room-search';
import { applyFilmFilterChange } from '../features/film/filters/edit-film-filters';
import {
  type FilmRoomUiState,
  formatFilmRoomSearch,
  readFilmRoomQuery,
} from '../features/film/lib/film-room-query';
import { toPlayPageHref } from '../features/film/lib/play-page-query';
import { SaveSearchButton } from '../features/film/saved/save-search-button';
import { SavedSearchesTab } from '../features/film/saved/saved-searches-tab';
import { usePageTitle } from '../lib/page-title';

const FILM_PATH = routeHref('film-plays');

/**
 * Route module of /film/plays (spec 2 §2): the address is the state — every filter a query
 * parameter in the film filter codec, plus the tab and the picked week — so a copied URL opens the
 * same search and back/forward walk the searches.
 */
export function Component() {
  usePageTitle('Film Room');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useCurrentSchedule();
  const query = useMemo(
    () => (current.data ? readFilmRoomQuery(params, current.data.season) : null),
    [params, current.data],
  );

  // The newest search asked for, until the address (and so `query`) catches up with it: a second
  // quick change applies to it rather than to what the panel last drew (applyFilmFilterChange).
  const asked = useRef<FilmFilters | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  const hrefFor = (filters: FilmFilters, ui: Partial<FilmRoomUiState> = {}) => {
    const search = formatFilmRoomSearch(filters, ui);
    return search === '' ? FILM_PATH : `${FILM_PATH}?${search}`;
  };

  let content;
  if (current.isError) {
    content = (
      <LoadErrorAlert
        what="The league's current week"
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  } else if (!current.data || query === null) {
    content = <Skeleton role="status" variant="rounded" height={480} aria-label="Loading the film room" />;
  } else if (!query.ok) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" component={RouterLink} to={`${FILM_PATH}?displayGameFilmCards=true`}>
            Start over
          </Button>
        }
      >
        <AlertTitle>This film search has parameters the film room does not understand</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {query.errors.map((error) => (
            <li key={`${error.field}:${error.value}`}>{error.message}</li>
          ))}
        </Box>
      </Alert>
    );
  } else {
    const { filters, ui } = query;
    const onSearch = (next: FilmFilters, nextUi: Partial<FilmRoomUiState> = {}) => {
      const search = applyFilmFilterChange(asked.current ?? filters, filters, next);
      asked.current = search;
      void navigate(hrefFor(search, { tab: ui.tab, ...nextUi }));
    };
    const playHref = (play: Play, position: number) => toPlayPageHref(play.id, filters, position);
    content = (
      <>
        <Tabs value={ui.tab} aria-label="Film room" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tab
            value="plays"
            label="Plays"
            component={RouterLink}
            to={hrefFor(filters, { weekSelected: ui.weekSelected })}
          />
          <Tab
            value="saved"
            label="Saved searches"
            component={RouterLink}
            to={hrefFor(filters, { ...ui, tab: 'saved' })}
          />
        </Tabs>
        {ui.tab === 'saved' ? (
          <SavedSearchesTab
            currentSeason={current.data.season}
            onApply={(saved) => void navigate(hrefFor(saved))}
          />
        ) : (
          <FilmRoomSearch
            filters={filters}
            ui={ui}
            current={current.data}
            onSearch={onSearch}
            hrefFor={(next) => hrefFor(next)}
            playHref={playHref}
            saveAction={<SaveSearchButton filters={filters} />}
          />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title="Film Room" subtitle="Every play of every game, searchable by what happened on it." />
      {content}
    </>
  );
}
