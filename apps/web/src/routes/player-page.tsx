import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { usePlayer } from '../api/players/get-player';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { useTeamSchedule } from '../api/teams/get-team-schedule';
import { ComingSoon } from '../components/page/coming-soon';
import { type SectionTab, SectionTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { routeHref } from '../config/paths';
import { PlayerHeaderCard } from '../features/player/components/player-header-card';
import { isApiRequestError } from '../lib/api-client';
import { normalizeError } from '../lib/errors';
import { usePageTitle } from '../lib/page-title';
import { NotFoundPage } from './not-found';

function playerTabs(playerId: string): SectionTab[] {
  return [
    {
      name: 'players-player-playerId',
      label: 'Summary',
      href: routeHref('players-player-playerId', { playerId }),
    },
    {
      name: 'players-player-playerId-fantasy',
      label: 'Fantasy',
      href: routeHref('players-player-playerId-fantasy', { playerId }),
    },
    {
      name: 'players-player-playerId-insights',
      label: 'Insights',
      href: routeHref('players-player-playerId-insights', { playerId }),
    },
  ];
}

/** The team's schedule for the current season, for the header's bye week and next opponent. */
function useCurrentTeamSchedule(teamId: string | null) {
  const current = useCurrentSchedule().data;
  return useTeamSchedule(
    { teamId: teamId ?? '', season: current?.season ?? 0 },
    { enabled: teamId !== null && current !== undefined },
  );
}

/** Route module of /players/player/{playerId} (nflId, gsisId or smartId) and its tabs. */
export function Component() {
  const { name, title } = useRouteHandle();
  const playerId = useParams().playerId ?? '';
  const player = usePlayer(playerId);
  const schedule = useCurrentTeamSchedule(player.data?.currentTeam?.teamId ?? null);
  const playerName = player.data?.displayName;
  usePageTitle(
    playerName ? (name === 'players-player-playerId' ? playerName : `${playerName} ${title}`) : title,
  );

  if (player.isError && isApiRequestError(player.error) && player.error.statusCode === 404)
    return <NotFoundPage />;
  return (
    <>
      {player.data && <PlayerHeaderCard player={player.data} schedule={schedule.data} />}
      {player.isPending && (
        <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} aria-label="Loading the player" />
      )}
      {player.isError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          The player could not be loaded. {normalizeError(player.error).message}
        </Alert>
      )}
      <SectionTabs label="Player" tabs={playerTabs(playerId)} current={name} />
      <ComingSoon what={`The ${title.toLowerCase()} page`} />
    </>
  );
}
