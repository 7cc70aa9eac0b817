import {
  getPositionGroup,
  isFantasyPositionGroup,
  type AnalystPlayer,
  type NflId,
  type PlayerAnalysisFacts,
  type PlayerFantasyProfile,
  type PlayerInjury,
  type PlayerUsage,
  type PointsAllowedToPosition,
  type ScheduleOutlook,
} from '@all22/domain';
import type { ToolRunner } from './tool-runner.js';

/** How the player's next opponent defends his position, when he has a team, a next game and a fantasy position. */
export async function readNextMatchup(
  tools: ToolRunner,
  player: AnalystPlayer,
  schedule: ScheduleOutlook | null,
): Promise<PointsAllowedToPosition | null> {
  const next = schedule?.nextGames[0];
  if (!next || !isFantasyPositionGroup(getPositionGroup(player.position))) return null;
  return tools.run<PointsAllowedToPosition>('get_points_allowed_to_position', {
    team: next.opponent.teamId,
    position: player.position,
  });
}

/** Every fact of one player an answer about him uses: the profile, usage, injury, schedule and matchup. */
export async function gatherPlayerFacts(
  tools: ToolRunner,
  player: AnalystPlayer,
): Promise<PlayerAnalysisFacts> {
  const id = String(player.nflId);
  // The calls are independent but for the matchup (it needs the schedule), so they run at once:
  // an answer waits for its slowest call, not for their sum.
  const schedule = player.teamId
    ? tools.run<ScheduleOutlook>('get_schedule_outlook', { team: player.teamId })
    : Promise.resolve(null);
  const [profile, usage, injury, matchup] = await Promise.all([
    tools.run<PlayerFantasyProfile>('get_player_fantasy_profile', { player: id }),
    tools.run<PlayerUsage>('get_player_usage', { player: id }),
    tools.run<PlayerInjury>('get_injury_status', { player: id }),
    schedule.then((outlook) => readNextMatchup(tools, player, outlook)),
  ]);
  return { profile, usage, injury, schedule: await schedule, matchup };
}

/** The next-game matchup of each player, for a lineup comparison. */
export async function gatherMatchups(
  tools: ToolRunner,
  players: readonly AnalystPlayer[],
): Promise<Map<NflId, PointsAllowedToPosition>> {
  const found = await Promise.all(
    players.map(async (player) => {
      if (!player.teamId) return null;
      const schedule = await tools.run<ScheduleOutlook>('get_schedule_outlook', {
        team: player.teamId,
        games: 1,
      });
      const matchup = await readNextMatchup(tools, player, schedule);
      return matchup ? ([player.nflId, matchup] as const) : null;
    }),
  );
  return new Map(found.filter((entry) => entry !== null));
}
