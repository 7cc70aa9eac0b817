import {
  COMPARED_STATS,
  getFantasyScoring,
  type ComparedPlayer,
  type PlayerComparison,
  type StatDifference,
} from '@all22/domain';
import { z } from 'zod';
import type { AnalystContext, AnalystTool } from '../analyst-tool.js';
import { readAnalystSeason, type AnalystSeason } from './analyst-season.js';
import { readPlayerInjury } from './read-injury.js';
import { readPlayerProfile } from './read-player-profile.js';
import { readPlayerUsage } from './read-player-usage.js';
import { readScheduleOutlook } from './read-schedule-outlook.js';
import { resolveAnalystPlayer, resolveAnalystTeam } from './resolve-analyst-entities.js';
import { playerArgument } from './tool-arguments.js';
import { round1 } from './scoring-columns.js';

/** The recent window of a comparison, in games. */
const WINDOW_GAMES = 4;

const parameters = z.object({
  players: z.array(playerArgument).min(2).max(4).describe('Two to four players'),
});

async function comparePlayer(
  context: AnalystContext,
  playerArg: string,
  season: AnalystSeason,
): Promise<ComparedPlayer> {
  const { database: db } = context;
  const player = await resolveAnalystPlayer(context, playerArg);
  const scoring = getFantasyScoring(context.pointsPerReception);
  const [profile, usage, injury, schedule] = await Promise.all([
    readPlayerProfile(context, player, { season: season.season, scoring, recentGames: WINDOW_GAMES }),
    readPlayerUsage(context, player, { season: season.season, windowGames: WINDOW_GAMES }),
    readPlayerInjury(context, player),
    player.teamId
      ? readScheduleOutlook(context, await resolveAnalystTeam(db, player.teamId), { season, count: 1 })
      : Promise.resolve(null),
  ]);
  const next = schedule?.nextGames[0];
  const hasGames = usage.recent.games > 0;
  return {
    player,
    positionRankLabel: profile.positionRankLabel,
    gamesPlayed: profile.gamesPlayed,
    injuryStatus: injury.injuryStatus,
    nextOpponent: next ? `${next.isHome ? 'vs' : 'at'} ${next.opponent.abbr}` : null,
    isOnByeThisWeek: schedule?.isOnByeThisWeek ?? false,
    figures: {
      pointsPerGame: profile.gamesPlayed > 0 ? profile.pointsPerGame : null,
      recentPointsPerGame: profile.recentPointsPerGame,
      fantasyPoints: profile.fantasyPoints,
      targetShare: usage.recent.targets > 0 ? usage.recent.targetShare : null,
      opportunitiesPerGame: hasGames ? round1(usage.recent.targets + usage.recent.carries) : null,
      redZoneTouchesPerGame: hasGames ? usage.recent.redZoneTouches : null,
    },
  };
}

/** For each figure two players or more have: the leader and his margin over the next best. */
function findDifferences(players: readonly ComparedPlayer[]): StatDifference[] {
  return COMPARED_STATS.flatMap((stat) => {
    const values = players
      .map((player) => ({ player, value: player.figures[stat] }))
      .filter((entry): entry is { player: ComparedPlayer; value: number } => entry.value !== null)
      .sort((a, b) => b.value - a.value);
    const [leader, next] = values;
    if (!leader || !next) return [];
    return [
      {
        stat,
        leaderNflId: leader.player.player.nflId,
        leaderName: leader.player.player.name,
        difference: round1(leader.value - next.value),
      },
    ];
  });
}

/** Two to four players side by side, with the differences an answer may state. */
export const comparePlayersTool: AnalystTool<typeof parameters, PlayerComparison> = {
  name: 'compare_players',
  description:
    "Compares two to four players in the user's scoring: position rank, fantasy points and points per game this " +
    'season, points per game over the last 4 games, target share, carries plus targets and red-zone touches per game ' +
    'lately, injury status and next opponent; and for each figure the leader and his margin over the next best.',
  parameters,
  async run({ players }, context) {
    const season = await readAnalystSeason(context);
    // Each player's line is remembered on its own: another comparison of him reads it again.
    const compared = await Promise.all(
      players.map((player) =>
        context.remember(`compared-player:${player}:${JSON.stringify(season)}`, () =>
          comparePlayer(context, player, season),
        ),
      ),
    );
    return {
      season: season.season,
      scoring: getFantasyScoring(context.pointsPerReception).label,
      windowGames: WINDOW_GAMES,
      players: compared,
      differences: findDifferences(compared),
    };
  },
};
