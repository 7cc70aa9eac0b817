import type { TeamStatsSummary } from '@all22/domain';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readTeamStats } from './read-team-stats.js';
import { resolveTeamInSeason } from './resolve-analyst-entities.js';
import { teamArgument } from './tool-arguments.js';

const parameters = z.object({ team: teamArgument });

/** A team's regular season so far. */
export const teamStatsTool: AnalystTool<typeof parameters, TeamStatsSummary> = {
  name: 'get_team_stats',
  description:
    "A team's regular season in its finished games: games, wins, losses, ties, points scored and allowed per game, " +
    'yards per game (total, passing, rushing, allowed), turnovers, takeaways, red-zone touchdown and third-down ' +
    'conversion rates (%).',
  parameters,
  async run({ team }, context) {
    const { team: resolved, season } = await resolveTeamInSeason(context, team);
    return readTeamStats(context.database, resolved, season.season);
  },
};
