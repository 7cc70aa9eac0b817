import type { Database } from '@all22/db';
import type { AnalystPlayer, NflId } from '@all22/domain';
import { createStatementBatcher } from '../../create-statement-batcher.js';
import {
  findAnalystPlayers,
  listAnalystTeams,
  type AnalystTeamRow,
} from '../tools/resolve-analyst-entities.js';

/** What a question's names are matched against, besides the player search. */
export interface MentionSources {
  /** The league's franchises. */
  listTeams(): Promise<AnalystTeamRow[]>;
  /** Players by id, in the order asked ("he": the players of the last answer). */
  findPlayers(nflIds: readonly NflId[]): Promise<AnalystPlayer[]>;
}

/** Room for every follow-up of a crowd in one statement (each names one to a few players). */
const MAX_LOOKUPS_PER_READ = 256;

/**
 * The sources, read from the database. Follow-ups asked at the same moment are looked up in one
 * statement (a crowd's "he" is one read, not one each: bench:chat).
 */
export function createMentionSources(db: Database): MentionSources {
  const lookups = createStatementBatcher<readonly NflId[], AnalystPlayer[]>({
    async run(lists) {
      const found = new Map(
        (await findAnalystPlayers(db, [...new Set(lists.flat())])).map((player) => [player.nflId, player]),
      );
      return lists.map((nflIds) => nflIds.flatMap((nflId) => found.get(nflId) ?? []));
    },
    maxBatchSize: MAX_LOOKUPS_PER_READ,
  });
  return {
    listTeams: () => listAnalystTeams(db),
    findPlayers: (nflIds) => (nflIds.length === 0 ? Promise.resolve([]) : lookups.submit(nflIds)),
  };
}
