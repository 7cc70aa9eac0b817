import { type Database, players, teamWeekRosters } from '@all22/db';
import type { NflId, PlayRecord, TeamId } from '@all22/domain';
import { and, eq, inArray } from 'drizzle-orm';

/** A player as the two teams listed him in the play's week. */
export interface PlayRosterEntry {
  displayName: string;
  position: string;
  jerseyNumber: number | null;
  teamId: TeamId;
}

/** Every player the play names: on the field, kicking, punting or returning. */
export function getPlayPlayerIds(play: PlayRecord): NflId[] {
  return [
    ...new Set([
      ...play.offensePlayerIds,
      ...play.defensePlayerIds,
      ...[play.kickerId, play.punterId, play.returnerId].filter((id): id is NflId => id !== null),
    ]),
  ];
}

/**
 * The play's players with their position, number and team that week (team_week_rosters of both
 * teams), falling back to the player's current listing for anyone missing from those rosters.
 */
export async function loadPlayRosters(db: Database, play: PlayRecord): Promise<Map<NflId, PlayRosterEntry>> {
  const nflIds = getPlayPlayerIds(play);
  if (nflIds.length === 0) return new Map();
  const [rosters, people] = await Promise.all([
    db
      .select({ teamId: teamWeekRosters.teamId, players: teamWeekRosters.players })
      .from(teamWeekRosters)
      .where(
        and(
          eq(teamWeekRosters.season, play.season),
          eq(teamWeekRosters.seasonType, play.seasonType),
          eq(teamWeekRosters.week, play.week),
          inArray(teamWeekRosters.teamId, [play.possessionTeamId, play.defenseTeamId]),
        ),
      ),
    db
      .select({
        nflId: players.nflId,
        displayName: players.displayName,
        position: players.position,
        jerseyNumber: players.jerseyNumber,
        currentTeamId: players.currentTeamId,
      })
      .from(players)
      .where(inArray(players.nflId, nflIds)),
  ]);
  const weekly = new Map(
    rosters.flatMap((roster) =>
      roster.players.map((entry) => [entry.nflId, { ...entry, teamId: roster.teamId }]),
    ),
  );
  const entries = new Map<NflId, PlayRosterEntry>();
  for (const person of people) {
    const listed = weekly.get(person.nflId);
    entries.set(person.nflId, {
      displayName: person.displayName,
      position: listed?.position ?? person.position,
      jerseyNumber: listed?.jerseyNumber ?? person.jerseyNumber,
      teamId:
        listed?.teamId ??
        (play.defensePlayerIds.includes(person.nflId) ? play.defenseTeamId : play.possessionTeamId),
    });
  }
  return entries;
}
