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
  const profile = await tools.run<PlayerFantasyProfile>('get_player_fantasy_profile', { player: id });
  const usage = await tools.run<PlayerUsage>('get_player_usage', { player: id });
  const injury = await tools.run<PlayerInjury>('get_injury_status', { player: id });
  const schedule = player.teamId
    ? await tools.run<ScheduleOutlook>('get_schedule_outlook', { team: player.teamId })
    : null;
  const matchup = await readNextMatchup(tools, player, schedule);
  return { profile, usage, injury, schedule, matchup };
}

/** The next-game matchup of each player, for a lineup comparison. */
export async function gatherMatchups(
  tools: ToolRunner,
  players: readonly AnalystPlayer[],
): Promise<Map<NflId, PointsAllowedToPosition>> {
  const matchups = new Map<NflId, PointsAllowedToPosition>();
  for (const player of players) {
    if (!player.teamId) continue;
    const schedule = await tools.run<ScheduleOutlook>('get_schedule_outlook', {
      team: player.teamId,
      games: 1,
    });
    const matchup = await readNextMatchup(tools, player, schedule);
    if (matchup) matchups.set(player.nflId, matchup);
  }
  return matchups;
}
