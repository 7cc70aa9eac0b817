import type { Player } from '@all22/contracts';
import { getPositionGroup } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTeams } from '../../../api/teams/get-teams';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useFantasyScoring } from '../../../hooks/use-fantasy-scoring';
import { usePlayerGameLog } from '../api/get-player-game-log';
import { usePlayerSeasonChoice } from '../hooks/use-player-season-choice';
import { MAIN_WEEKLY_STAT } from '../lib/player-stat-columns';
import { PlayerGameLog } from './player-game-log';
import { PlayerSeasonPicker } from './player-season-picker';
import { PlayerSeasonTable } from './player-season-table';
import { PlayerTabSection } from './player-tab-section';
import { WeeklyBarChart } from './weekly-bar-chart';

/** The Summary tab: season-by-season lines, then one season's weekly chart and game log. */
export function PlayerSummaryTab({ player, statsSeason }: { player: Player; statsSeason: number }) {
  const group = getPositionGroup(player.position);
  const scoring = useFantasyScoring();
  const teams = useTeams();
  const { seasonsQuery, regularSeasons, choice, requested, setSeason } = usePlayerSeasonChoice(
    player.nflId,
    statsSeason,
  );
  const gameLog = usePlayerGameLog({ nflId: player.nflId, season: choice.season });
  const mainStat = group === null ? null : MAIN_WEEKLY_STAT[group];
  const finished = (gameLog.data?.games ?? []).filter((game) => game.result !== null);

  return (
    <Stack spacing={4}>
      <PlayerTabSection title="Season by season">
        {seasonsQuery.isPending && <Skeleton variant="rounded" height={160} />}
        {seasonsQuery.isError && (
          <LoadErrorAlert
            what="His seasons"
            error={seasonsQuery.error}
            onRetry={() => void seasonsQuery.refetch()}
          />
        )}
        {seasonsQuery.data &&
          (seasonsQuery.data.seasons.some((row) => row.seasonType !== 'PRE') ? (
            <PlayerSeasonTable
              seasons={seasonsQuery.data.seasons}
              group={group}
              scoring={scoring}
              teams={teams.data?.teams ?? []}
            />
          ) : (
            <Alert severity="info">No regular-season or postseason games yet.</Alert>
          ))}
      </PlayerTabSection>
      <PlayerTabSection title={`${choice.season} game log`}>
        <PlayerSeasonPicker
          seasons={regularSeasons}
          choice={choice}
          requested={requested}
          onChange={setSeason}
        />
        {gameLog.isPending && <Skeleton variant="rounded" height={240} />}
        {gameLog.isError && (
          <LoadErrorAlert what="The game log" error={gameLog.error} onRetry={() => void gameLog.refetch()} />
        )}
        {gameLog.data && gameLog.data.games.length === 0 && (
          <Alert severity="info">No regular-season games in {choice.season}.</Alert>
        )}
        {gameLog.data && gameLog.data.games.length > 0 && (
          <>
            {mainStat && mainStat.key !== 'snaps' && (
              <WeeklyBarChart
                title={mainStat.label}
                values={finished.map((game) => ({ week: game.week, value: game.headline[mainStat.key] }))}
              />
            )}
            <PlayerGameLog games={gameLog.data.games} group={group} scoring={scoring} />
          </>
        )}
      </PlayerTabSection>
    </Stack>
  );
}
