import type { PlayerUsage } from '@all22/domain';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readPlayerUsage } from './read-player-usage.js';
import { resolvePlayerInSeason } from './resolve-analyst-entities.js';
import { playerArgument } from './tool-arguments.js';

const parameters = z.object({
  player: playerArgument,
  weeks: z
    .number()
    .int()
    .min(1)
    .max(8)
    .default(4)
    .describe('How many recent games make the window (default 4)'),
});

/** Snaps, targets, target share, carries and red-zone touches, recent games against earlier ones. */
export const playerUsageTool: AnalystTool<typeof parameters, PlayerUsage> = {
  name: 'get_player_usage',
  description:
    "A player's usage game by game over his last finished games (snaps and snap share of the team's offensive plays, " +
    'targets and target share, carries, red-zone touches), their per-game averages, the averages of his earlier games ' +
    'this season, the change between them and the trend (rising, falling, steady).',
  parameters,
  async run({ player, weeks }, context) {
    const { player: resolved, season } = await resolvePlayerInSeason(context, player);
    return readPlayerUsage(context, resolved, { season: season.season, windowGames: weeks });
  },
};
