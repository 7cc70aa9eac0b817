import { normalizeClipTypes } from '@all22/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { useTeams } from '../api/teams/get-teams';
import { LoadErrorAlert } from '../components/feedback/load-error-alert';
import { PageHeader } from '../components/page/page-header';
import { routeHref } from '../config/paths';
import { usePlay } from '../features/film/api/get-play';
import { usePlayTracking } from '../features/film/api/get-play-tracking';
import { formatFilmRoomSearch } from '../features/film/lib/film-room-query';
import { getHighlightedPlayerIds } from '../features/film/lib/highlight-players';
import { readPlayPageQuery } from '../features/film/lib/play-page-query';
import { describePlaySituation } from '../features/film/lib/play-situation';
import { PlayDetails } from '../features/film/play/play-details';
import { PlayNeighbours, usePlayNeighbours } from '../features/film/play/play-neighbours';
import { FilmReplay } from '../features/film/replay/film-replay';
import { usePageTitle } from '../lib/page-title';
import { useSession } from '../lib/session/session-context';

/**
 * Route module of /film/plays/{playId} (beyond the spec: a permalink for every play): the replay
 * from the user's film angles, the play's line beside it, and the previous and next plays of the
 * search it was opened from (J/K).
 */
export function Component() {
  const playId = useParams().playId ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useCurrentSchedule();
  const { filters, position } = useMemo(
    () => readPlayPageQuery(params, current.data?.season ?? new Date().getUTCFullYear()),
    [params, current.data],
  );
  const play = usePlay(playId);
  const tracking = usePlayTracking(playId);
  const teams = useTeams().data?.teams;
  const angles = normalizeClipTypes(useSession().account?.data.display.clipTypes);
  const neighbours = usePlayNeighbours(filters, position);
  const abbrOf = useCallback(
    (teamId: string) => teams?.find((team) => team.teamId === teamId)?.abbr ?? teamId,
    [teams],
  );
  const situation = play.data ? describePlaySituation(play.data, abbrOf) : null;
  usePageTitle(situation ? `${situation.matchup} ${situation.time} · Film Room` : 'Play · Film Room');

  const search = formatFilmRoomSearch(filters);
  const backHref = `${routeHref('film-plays')}${search === '' ? '' : `?${search}`}`;
  const goTo = (href: string | null) => (href === null ? undefined : () => void navigate(href));

  return (
    <>
      <Button component={RouterLink} to={backHref} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {position === null ? 'Film room' : 'Back to results'}
      </Button>
      <PageHeader
        title={situation ? `${situation.matchup} · ${situation.time}` : 'Play'}
        subtitle={
          situation ? [situation.week, situation.downAndDistance].filter(Boolean).join(' · ') : undefined
        }
      />
      {play.isError ? (
        <LoadErrorAlert what="This play" error={play.error} onRetry={() => void play.refetch()} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1.5} sx={{ minWidth: 0 }}>
            {tracking.isError && (
              <LoadErrorAlert
                what="The play's tracking"
                error={tracking.error}
                onRetry={() => void tracking.refetch()}
              />
            )}
            {tracking.data && play.data && teams ? (
              <FilmReplay
                tracking={tracking.data}
                play={play.data}
                teams={teams}
                angles={angles}
                highlightIds={getHighlightedPlayerIds(filters, play.data)}
                onPreviousPlay={goTo(neighbours.previousHref)}
                onNextPlay={goTo(neighbours.nextHref)}
              />
            ) : (
              !tracking.isError && (
                <Skeleton
                  role="status"
                  variant="rounded"
                  sx={{ aspectRatio: '16 / 9', height: 'auto' }}
                  aria-label="Loading the film"
                />
              )
            )}
            <PlayNeighbours neighbours={neighbours} />
          </Stack>
          {play.data ? (
            <PlayDetails play={play.data} abbrOf={abbrOf} homeTeamId={play.data.homeTeamId} />
          ) : (
            <Skeleton variant="rounded" height={420} />
          )}
        </Box>
      )}
    </>
  );
}
