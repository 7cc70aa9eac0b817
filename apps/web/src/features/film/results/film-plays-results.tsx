import type { Play } from '@all22/contracts';
import type { FilmFilterKey, FilmFilters } from '@all22/domain';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { useTeams } from '../../../api/teams/get-teams';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { normalizeError } from '../../../lib/errors';
import { usePlaysInfinite } from '../api/get-plays';
import { NoPlaysFound } from './no-plays-found';
import { PlayRow } from './play-row';
import { PlaysList } from './plays-list';

/** The plays view: the search's plays, page by page, each opening its play page. */
export function FilmPlaysResults({
  filters,
  keys,
  labelOf,
  onChange,
  playHref,
}: {
  filters: FilmFilters;
  keys: readonly FilmFilterKey[];
  labelOf: (key: FilmFilterKey) => string;
  onChange: (next: FilmFilters) => void;
  /** Where a row leads: the play page, carrying the search and the play's place in it. */
  playHref: (play: Play, position: number) => string;
}) {
  const query = usePlaysInfinite(filters);
  const teams = useTeams().data?.teams;
  const abbrOf = useCallback(
    (teamId: string) => teams?.find((team) => team.teamId === teamId)?.abbr ?? teamId,
    [teams],
  );
  const plays = useMemo(() => query.data?.pages.flatMap((page) => page.plays) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;

  if (query.isPending) {
    return (
      <Stack spacing={1} aria-label="Loading plays">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  if (query.isError && plays.length === 0) {
    return <LoadErrorAlert what="The plays" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (total === 0)
    return <NoPlaysFound filters={filters} keys={keys} labelOf={labelOf} onChange={onChange} />;
  return (
    <PlaysList
      plays={plays}
      total={total}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      fetchNextPage={() => void query.fetchNextPage()}
      nextPageError={query.isFetchNextPageError ? normalizeError(query.error).message : null}
      renderRow={(play, index) => <PlayRow play={play} href={playHref(play, index + 1)} abbrOf={abbrOf} />}
    />
  );
}
