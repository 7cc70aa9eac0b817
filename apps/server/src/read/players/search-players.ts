import type { PlayerSearchResult } from '@all22/contracts';
import { players, playerSeasonStats, teams, type Database } from '@all22/db';
import {
  getPlayerSearchProminence,
  normalizePersonName,
  rankPlayerSearchResults,
  RETIRED_PLAYER_STATUS,
} from '@all22/domain';
import { and, eq, sql } from 'drizzle-orm';
import { findInjuryStatuses, NO_INJURY } from '../rosters/find-injury-statuses.js';
import { findLatestRosterWeek } from '../rosters/find-latest-roster-week.js';
import { matchesEveryNameWord } from './player-name-sql.js';

/** Snaps in the latest season with stats: the measure of who plays. */
const recentSnaps = sql<number>`coalesce((
  select sum(${playerSeasonStats.snaps}) from ${playerSeasonStats}
  where ${playerSeasonStats.nflId} = ${players.nflId}
    and ${playerSeasonStats.season} = (select max(${playerSeasonStats.season}) from ${playerSeasonStats})
), 0)`.mapWith(Number);

/**
 * The database narrows to players whose folded names contain every word of the term — a superset
 * of what the ranking accepts.
 */
const findCandidates = async (db: Database, words: readonly string[]) =>
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
    .where(
      and(sql`upper(trim(${players.status})) <> ${RETIRED_PLAYER_STATUS}`, ...matchesEveryNameWord(words)),
    );

/**
 * Players matching `term`, best first (match quality, then prominence: status, recent snaps,
 * experience), at most 20, never retired ones, each with his latest injury status.
 */
export async function searchPlayers(db: Database, term: string): Promise<PlayerSearchResult[]> {
  const words = normalizePersonName(term).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const candidates = (await findCandidates(db, words)).map((candidate) => ({
    ...candidate,
    prominence: getPlayerSearchProminence(candidate),
  }));
  const ranked = rankPlayerSearchResults(term, candidates);
  const latestWeek = await findLatestRosterWeek(db);
  const injuries = latestWeek
    ? await findInjuryStatuses(
        db,
        latestWeek,
        ranked.map((player) => player.nflId),
      )
    : new Map();
  return ranked.map((player) => ({
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
  }));
}
