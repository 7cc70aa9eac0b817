import type { PlayerInjury } from '@all22/domain';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readPlayerInjury } from './read-injury.js';
import { resolveAnalystPlayer } from './resolve-analyst-entities.js';
import { playerArgument } from './tool-arguments.js';

const parameters = z.object({ player: playerArgument });

/** A player's status on the latest injury report. */
export const injuryStatusTool: AnalystTool<typeof parameters, PlayerInjury> = {
  name: 'get_injury_status',
  description:
    "A player's line on the league's latest injury report: status (OUT, DOUBTFUL, QUESTIONABLE, IR…; UNSPECIFIED " +
    'when he is not on it), body part, practice status, and the report week.',
  parameters,
  async run({ player }, context) {
    return readPlayerInjury(context, await resolveAnalystPlayer(context, player));
  },
};
