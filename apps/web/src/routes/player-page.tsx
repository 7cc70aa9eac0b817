import type { Player } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { usePlayer } from '../api/players/get-player';
import { useCurrentSchedule } from '../api/schedules/get-current-schedule';
import { useTeamSchedule } from '../api/teams/get-team-schedule';
import { type SectionTab, SectionTabs } from '../components/page/section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { routeHref } from '../config/paths';
import { PlayerFantasyTab } from '../features/player/components/player-fantasy-tab';
import { PlayerHeaderCard } from '../features/player/components/player-header-card';
import { PlayerHeaderStats } from '../features/player/components/player-header-stats';
import { PlayerInsightsTab } from '../features/player/components/player-insights-tab';
import { PlayerSummaryTab } from '../features/player/components/player-summary-tab';
import { usePlayerHeaderStats } from '../features/player/hooks/use-player-header-stats';
import { useStatsSeason } from '../hooks/use-stats-season';
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
    // Beyond the spec's tabs (docs/decisions/web-app.md, "Splits tabs").
    {
      name: 'players-player-playerId-splits',
      label: 'Splits',
      href: routeHref('players-player-playerId-splits', { playerId }),
    },
  ];
}

/** The Splits tab's code loads with its first visit (the page's own chunk stays as it was). */
const PlayerSplitsTab = lazy(() =>
  import('../features/splits/components/player-splits-tab').then((module) => ({
    default: module.PlayerSplitsTab,
  })),
);

/** The team's schedule for the current season, for the header's bye week and next opponent. */
function useCurrentTeamSchedule(teamId: string | null) {
  const current = useCurrentSchedule().data;
  return useTeamSchedule(
    { teamId: teamId ?? '', season: current?.season ?? 0 },
    { enabled: teamId !== null && current !== undefined },
  );
}

/** The header card with its stat items for the stats season. */
function PlayerHeader({ player, statsSeason }: { player: Player; statsSeason: number | undefined }) {
  const schedule = useCurrentTeamSchedule(player.currentTeam?.teamId ?? null);
  const stats = usePlayerHeaderStats(player, statsSeason);
  return (
    <PlayerHeaderCard
      player={player}
      schedule={schedule.data}
      stats={<PlayerHeaderStats state={stats} position={player.position} />}
    />
  );
}

function PlayerTab({ name, player, statsSeason }: { name: string; player: Player; statsSeason: number }) {
  switch (name) {
    case 'players-player-playerId-fantasy':
      return <PlayerFantasyTab player={player} statsSeason={statsSeason} />;
    case 'players-player-playerId-insights':
      return <PlayerInsightsTab player={player} statsSeason={statsSeason} />;
    case 'players-player-playerId-splits':
      return (
        <Suspense
          fallback={
            <Typography role="status" color="text.secondary">
              Loading the splits…
            </Typography>
          }
        >
          <PlayerSplitsTab player={player} statsSeason={statsSeason} />
        </Suspense>
      );
    default:
      return <PlayerSummaryTab player={player} statsSeason={statsSeason} />;
  }
}

/** Route module of /players/player/{playerId} (nflId, gsisId or smartId) and its tabs. */
export function Component() {
  const { name, title } = useRouteHandle();
  const playerId = useParams().playerId ?? '';
  const player = usePlayer(playerId);
  const statsSeason = useStatsSeason();
  const playerName = player.data?.displayName;
  usePageTitle(
    playerName ? (name === 'players-player-playerId' ? playerName : `${playerName} ${title}`) : title,
  );

  if (player.isError && isApiRequestError(player.error) && player.error.statusCode === 404)
    return <NotFoundPage />;
  return (
    <>
      {player.data && <PlayerHeader player={player.data} statsSeason={statsSeason.season} />}
      {player.isPending && (
        <Skeleton
          role="status"
          variant="rounded"
          height={120}
          sx={{ mb: 3 }}
          aria-label="Loading the player"
        />
      )}
      {player.isError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          The player could not be loaded. {normalizeError(player.error).message}
        </Alert>
      )}
      <SectionTabs label="Player" tabs={playerTabs(playerId)} current={name} />
      {player.data && statsSeason.season !== undefined && (
        <PlayerTab name={name} player={player.data} statsSeason={statsSeason.season} />
      )}
      {player.data && statsSeason.season === undefined && !statsSeason.isError && (
        <Skeleton role="status" variant="rounded" height={240} aria-label="Loading the player's stats" />
      )}
      {statsSeason.isError && (
        <Alert severity="error">
          The league's current week could not be loaded; his stats cannot be shown.
        </Alert>
      )}
    </>
  );
}
