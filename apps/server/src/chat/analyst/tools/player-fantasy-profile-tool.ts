import { getFantasyScoring, type PlayerFantasyProfile } from '@all22/domain';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readPlayerProfile } from './read-player-profile.js';
import { resolvePlayerInSeason } from './resolve-analyst-entities.js';
import { playerArgument } from './tool-arguments.js';

const parameters = z.object({
  player: playerArgument,
  recentGames: z
    .number()
    .int()
    .min(1)
    .max(8)
    .default(4)
    .describe('How many recent games to list (default 4)'),
});

/** A player's season line and recent games, fantasy points in the user's scoring. */
export const playerFantasyProfileTool: AnalystTool<typeof parameters, PlayerFantasyProfile> = {
  name: 'get_player_fantasy_profile',
  description:
    "A player's fantasy season in the user's scoring (Standard, Half PPR or PPR): games played, fantasy points, " +
    'points per game and position rank (e.g. WR12), plus his most recent finished games (fantasy points, yards, ' +
    'touchdowns, receptions), their average and its change on the season average.',
  parameters,
  async run({ player, recentGames }, context) {
    const { player: resolved, season } = await resolvePlayerInSeason(context, player);
    return readPlayerProfile(context, resolved, {
      season: season.season,
      scoring: getFantasyScoring(context.pointsPerReception),
      recentGames,
    });
  },
};
