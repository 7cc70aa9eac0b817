import type { PlayerSearchResult } from '@all22/contracts';
import { players, playerSeasonStats, teams, type Database } from '@all22/db';
import {
  getPlayerSearchProminence,
  normalizePersonName,
  rankPlayerSearchResults,
  RETIRED_PLAYER_STATUS,
} from '@all22/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { findInjuryStatuses, NO_INJURY } from '../rosters/find-injury-statuses.js';
import { findLatestRosterWeek } from '../rosters/find-latest-roster-week.js';
import { matchesEveryNameWord, searchableNamesSql } from './player-name-sql.js';

/** Snaps in the latest season with stats: the measure of who plays. */
const recentSnaps = sql<number>`coalesce((
  select sum(${playerSeasonStats.snaps}) from ${playerSeasonStats}
  where ${playerSeasonStats.nflId} = ${players.nflId}
    and ${playerSeasonStats.season} = (select max(${playerSeasonStats.season}) from ${playerSeasonStats})
), 0)`.mapWith(Number);

/**
 * The database narrows to players whose folded names contain every word of one of the terms — a
 * superset of what the ranking accepts for each term (it drops whoever another term brought in).
 */
const findCandidates = async (db: Database, wordLists: readonly (readonly string[])[]) =>
  db
    .select({
      nflId: players.nflId,
      smartId: players.smartId,
      displayName: players.displayName,
      firstName: players.firstName,
      lastName: players.lastName,
      headshot: players.headshotUrl,
      currentTeamId: players.currentTeamId,
      teamAbbr: teams.abbr,
      position: players.position,
      status: players.status,
      experience: players.experience,
      recentSnaps,
    })
    .from(players)
    .leftJoin(teams, eq(teams.teamId, players.currentTeamId))
    .where(inArray(players.nflId, matchingPlayerIds(wordLists)));

/**
 * The ids of players (never retired ones) whose folded names contain every word of one of the
 * word lists. Each player's names are folded once, in a subquery the planner keeps as it is
 * (`offset 0`), however many terms are matched against them: folding is most of a search's cost,
 * and written into each term's conditions it was done again for every term.
 */
const matchingPlayerIds = (wordLists: readonly (readonly string[])[]): SQL => {
  const folded = sql.raw('folded.names');
  return sql`(select folded.nfl_id from (
      select ${players.nflId} as nfl_id, ${searchableNamesSql} as names from ${players}
      where upper(trim(${players.status})) <> ${RETIRED_PLAYER_STATUS}
      offset 0
    ) as folded
    where ${or(...wordLists.map((words) => and(...matchesEveryNameWord(words, folded))))})`;
};

/**
 * Players matching `term`, best first (match quality, then prominence: status, recent snaps,
 * experience), at most 20, never retired ones, each with his latest injury status.
 */
export async function searchPlayers(db: Database, term: string): Promise<PlayerSearchResult[]> {
  const [results = []] = await searchPlayersForTerms(db, [term]);
  return results;
}

/**
 * `searchPlayers` for several terms at once, one list per term in their order: one scan of the
 * players for all of them (the Fantasy AI looks up a crowd's names together).
 */
export async function searchPlayersForTerms(
  db: Database,
  terms: readonly string[],
): Promise<PlayerSearchResult[][]> {
  const wordLists = terms.map((term) => normalizePersonName(term).split(' ').filter(Boolean));
  const searched = wordLists.filter((words) => words.length > 0);
  if (searched.length === 0) return terms.map(() => []);
  const candidates = (await findCandidates(db, searched)).map((candidate) => ({
    ...candidate,
    prominence: getPlayerSearchProminence(candidate),
  }));
  const rankedLists = terms.map((term, index) =>
    wordLists[index]?.length ? rankPlayerSearchResults(term, candidates) : [],
  );
  const latestWeek = await findLatestRosterWeek(db);
  const rankedIds = [...new Set(rankedLists.flat().map((player) => player.nflId))];
  const injuries = latestWeek ? await findInjuryStatuses(db, latestWeek, rankedIds) : new Map();
  return rankedLists.map((ranked) =>
    ranked.map((player) => ({
      nflId: player.nflId,
      smartId: player.smartId,
      displayName: player.displayName,
      firstName: player.firstName,
      lastName: player.lastName,
      headshot: player.headshot,
      currentTeamId: player.currentTeamId,
      teamAbbr: player.teamAbbr,
      position: player.position,
      status: player.status,
      injury: { injuryStatus: (injuries.get(player.nflId) ?? NO_INJURY).injuryStatus },
    })),
  );
}
