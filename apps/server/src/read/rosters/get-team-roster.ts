import type { RosterPlayer, TeamRosterResponse } from '@all22/contracts';
import { players, teamWeekRosters, type Database, type RosterEntry } from '@all22/db';
import type { NflId } from '@all22/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { findInjuryStatuses, NO_INJURY } from './find-injury-statuses.js';
import type { TeamRosterWeek } from './roster-week.js';

type PlayerBio = Omit<
  RosterPlayer,
  'position' | 'jerseyNumber' | 'status' | 'isPracticeSquad' | 'depth' | 'injury'
>;

const findPlayerBios = async (db: Database, nflIds: readonly NflId[]): Promise<Map<NflId, PlayerBio>> => {
  if (nflIds.length === 0) return new Map();
  const rows = await db
    .select({
      nflId: players.nflId,
      gsisId: players.gsisId,
      smartId: players.smartId,
      displayName: players.displayName,
      firstName: players.firstName,
      lastName: players.lastName,
      positionGroup: players.positionGroup,
      birthDate: players.birthDate,
      heightInches: players.heightInches,
      weight: players.weight,
      college: players.college,
      experience: players.experience,
      headshot: players.headshotUrl,
    })
    .from(players)
    .where(inArray(players.nflId, [...nflIds]));
  return new Map(rows.map((row) => [row.nflId, row]));
};

const toRosterPlayer = (
  entry: RosterEntry,
  bio: PlayerBio,
  injury: RosterPlayer['injury'],
): RosterPlayer => ({
  ...bio,
  position: entry.position,
  jerseyNumber: entry.jerseyNumber,
  status: entry.status,
  isPracticeSquad: entry.isPracticeSquad,
  depth: entry.depth,
  injury: { injuryStatus: injury.injuryStatus },
});

/**
 * A team's roster in one week, in the order the league wrote it (active, reserve, practice
 * squad), each player with his bio and that week's injury status. Null when the week has no
 * roster for the team.
 */
export async function getTeamRoster(db: Database, key: TeamRosterWeek): Promise<TeamRosterResponse | null> {
  const [row] = await db
    .select({ players: teamWeekRosters.players })
    .from(teamWeekRosters)
    .where(
      and(
        eq(teamWeekRosters.teamId, key.teamId),
        eq(teamWeekRosters.season, key.season),
        eq(teamWeekRosters.seasonType, key.seasonType),
        eq(teamWeekRosters.week, key.week),
      ),
    );
  if (!row) return null;
  const nflIds = row.players.map((entry) => entry.nflId);
  const [bios, injuries] = await Promise.all([
    findPlayerBios(db, nflIds),
    findInjuryStatuses(db, key, nflIds),
  ]);
  const rosterPlayers = row.players.flatMap((entry) => {
    const bio = bios.get(entry.nflId);
    // Roster ids carry no foreign key (docs/decisions.md); a player missing from players is skipped.
    return bio ? [toRosterPlayer(entry, bio, injuries.get(entry.nflId) ?? NO_INJURY)] : [];
  });
  return { ...key, players: rosterPlayers };
}
