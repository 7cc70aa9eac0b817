import type { PlayRecord, TeamId } from '@all22/domain';
import { isCountedPlay, isOffensiveTouchdown, isScrimmagePlay } from '../plays/classify-play.js';

/** Red-zone trips and the touchdowns they ended in, for one team. */
export interface RedZoneRecord {
  trips: number;
  touchdowns: number;
}

/**
 * Red-zone trips per team: drives with at least one play from scrimmage snapped at the
 * opponent's 20 or closer, and how many of those drives the offense finished with a touchdown.
 * Plays outside drives (kickoffs, tries) do not count.
 */
export function countRedZoneTrips(plays: readonly PlayRecord[]): Map<TeamId, RedZoneRecord> {
  const drives = new Map<number, { teamId: TeamId; isInRedZone: boolean; hasTouchdown: boolean }>();
  for (const play of plays) {
    if (play.drive === null || !isScrimmagePlay(play)) continue;
    let drive = drives.get(play.drive);
    if (drive === undefined) {
      drive = { teamId: play.possessionTeamId, isInRedZone: false, hasTouchdown: false };
      drives.set(play.drive, drive);
    }
    if (play.yardlineNumber !== null && play.yardlineNumber <= 20) drive.isInRedZone = true;
    if (isCountedPlay(play) && isOffensiveTouchdown(play)) drive.hasTouchdown = true;
  }
  const records = new Map<TeamId, RedZoneRecord>();
  for (const drive of drives.values()) {
    if (!drive.isInRedZone) continue;
    const record = records.get(drive.teamId) ?? { trips: 0, touchdowns: 0 };
    record.trips += 1;
    if (drive.hasTouchdown) record.touchdowns += 1;
    records.set(drive.teamId, record);
  }
  return records;
}
