import { AnalystToolError } from '../analyst-tool-error.js';
import type { ScheduleOutlook } from '@all22/domain';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readAnalystSeason } from './analyst-season.js';
import { readScheduleOutlook } from './read-schedule-outlook.js';
import { resolveAnalystPlayer, resolveAnalystTeam } from './resolve-analyst-entities.js';
import { playerArgument, teamArgument } from './tool-arguments.js';

const parameters = z.object({
  team: teamArgument.optional(),
  player: playerArgument.optional().describe("A player, for his team's schedule (instead of team)"),
  games: z.number().int().min(1).max(6).default(3).describe('How many upcoming games (default 3)'),
});

/** Bye week and next opponents of a team (or of a player's team). */
export const scheduleOutlookTool: AnalystTool<typeof parameters, ScheduleOutlook> = {
  name: 'get_schedule_outlook',
  description:
    "A team's bye week this season (and whether it is past), the current week, and its next games not yet " +
    "finished (week, opponent, home or away, kickoff). Give a team, or a player for his current team's schedule.",
  parameters,
  async run({ team, player, games }, context) {
    const { database } = context;
    let resolved;
    if (team) resolved = await resolveAnalystTeam(database, team);
    else if (player) {
      const { teamId, teamAbbr } = await resolveAnalystPlayer(context, player);
      if (!teamId || !teamAbbr) throw new AnalystToolError(`${player} has no team`);
      resolved = await resolveAnalystTeam(database, teamId);
    } else throw new AnalystToolError('Give a team or a player');
    return readScheduleOutlook(context, resolved, {
      season: await readAnalystSeason(context),
      count: games,
    });
  },
};
