import {
  asNflId,
  asTeamId,
  getPlayerMatchQuality,
  type NflId,
  type PlayerMatchQuality,
  type TeamId,
} from '@all22/domain';
import { z } from 'zod';
import { searchPlayersTogether } from './search-players-together.js';
import type { AnalystTool } from '../analyst-tool.js';

const parameters = z.object({
  name: z.string().min(3).describe('A player name or part of one (at least 3 characters)'),
});

export interface FoundPlayer {
  readonly nflId: NflId;
  readonly name: string;
  readonly position: string;
  readonly teamId: TeamId | null;
  readonly teamAbbr: string | null;
  /** How the name matched, best first: exact-full-name, exact-last-name, …, contains. */
  readonly matchQuality: PlayerMatchQuality | null;
}

export interface FindPlayersResult {
  readonly query: string;
  readonly players: readonly FoundPlayer[];
}

/** The toolbar's player search: players matching a name, best first, with how each matched. */
export const findPlayersTool: AnalystTool<typeof parameters, FindPlayersResult> = {
  name: 'find_players',
  description:
    'Finds players by name (fuzzy: case, accents and punctuation ignored; last names and prefixes match). ' +
    'Returns up to 10 matches, best first, each with nflId, position, team and how the name matched. ' +
    'Use it when a name may fit several players; the other tools also accept a name directly.',
  parameters,
  async run({ name }, context) {
    const found = await searchPlayersTogether(context.database, name);
    return {
      query: name,
      players: found.slice(0, 10).map((player) => ({
        nflId: asNflId(player.nflId),
        name: player.displayName,
        position: player.position,
        teamId: player.currentTeamId === null ? null : asTeamId(player.currentTeamId),
        teamAbbr: player.teamAbbr,
        matchQuality: getPlayerMatchQuality(name, { ...player, prominence: 0 }),
      })),
    };
  },
};
