import type { Player } from '@all22/contracts';
import { players, teams, type Database } from '@all22/db';
import type { NflId, PlayerIdLookup } from '@all22/domain';
import { eq, type SQL } from 'drizzle-orm';
import { findInjuryStatuses, NO_INJURY } from '../rosters/find-injury-statuses.js';
import { findLatestRosterWeek } from '../rosters/find-latest-roster-week.js';
import { playerTeamColumns, toPlayerTeam } from './player-team.js';

type ValidPlayerId = Extract<PlayerIdLookup, { ok: true }>;

const matchPlayerId = (id: ValidPlayerId): SQL => {
  switch (id.kind) {
    case 'nflId':
      return eq(players.nflId, id.value);
    case 'gsisId':
      return eq(players.gsisId, id.value);
    case 'smartId':
      return eq(players.smartId, id.value);
  }
};

/**
 * A player by nflId, gsisId or smartId, with his current team and his status on the league's
 * latest injury report (UNSPECIFIED when he is not on it). Null when no player has that id.
 */
export async function findPlayer(db: Database, id: ValidPlayerId): Promise<Player | null> {
  const [row] = await db
    .select({
      nflId: players.nflId,
      gsisId: players.gsisId,
      smartId: players.smartId,
      displayName: players.displayName,
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      positionGroup: players.positionGroup,
      jerseyNumber: players.jerseyNumber,
      currentTeamId: players.currentTeamId,
      birthDate: players.birthDate,
      heightInches: players.heightInches,
      weight: players.weight,
      college: players.college,
      experience: players.experience,
      status: players.status,
      headshot: players.headshotUrl,
      team: playerTeamColumns,
    })
    .from(players)
    .leftJoin(teams, eq(teams.teamId, players.currentTeamId))
    .where(matchPlayerId(id));
  if (!row) return null;
  const latestWeek = await findLatestRosterWeek(db);
  const injury = latestWeek && (await findInjuryStatuses(db, latestWeek, [row.nflId])).get(row.nflId);
  const { team, ...player } = row;
  return { ...player, currentTeam: toPlayerTeam(team), injury: injury ?? NO_INJURY };
}

/** Just the nflId of the player with that id, or null: for calls keyed by any of his ids. */
export async function findPlayerNflId(db: Database, id: ValidPlayerId): Promise<NflId | null> {
  const [row] = await db.select({ nflId: players.nflId }).from(players).where(matchPlayerId(id));
  return row?.nflId ?? null;
}
