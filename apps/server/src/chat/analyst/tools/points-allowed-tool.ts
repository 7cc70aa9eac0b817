import { getFantasyScoring, type PointsAllowedToPosition } from '@all22/domain';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';
import { readPointsAllowed } from './read-points-allowed.js';
import { resolveTeamInSeason } from './resolve-analyst-entities.js';
import { positionArgument, teamArgument } from './tool-arguments.js';

const parameters = z.object({
  team: teamArgument.describe('The defense: abbreviation, nickname, city, full name or teamId'),
  position: positionArgument,
});

/** How many fantasy points a defense gives up to a position: the matchup. */
export const pointsAllowedTool: AnalystTool<typeof parameters, PointsAllowedToPosition> = {
  name: 'get_points_allowed_to_position',
  description:
    "Fantasy points (user's scoring) a team's defense allowed per game this season to one position, the league " +
    'average, the difference, and its rank among all teams (1 = allows the most, the easiest matchup).',
  parameters,
  async run({ team, position }, context) {
    const { team: resolved, season } = await resolveTeamInSeason(context, team);
    return readPointsAllowed(context, resolved, {
      season: season.season,
      position,
      scoring: getFantasyScoring(context.pointsPerReception),
    });
  },
};
