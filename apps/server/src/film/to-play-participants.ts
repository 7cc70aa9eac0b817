import type { PlayParticipant } from '@all22/contracts';
import type { NflId, PlayRecord } from '@all22/domain';
import { type PlayRosterEntry, getPlayPlayerIds } from './load-play-rosters.js';

/**
 * Who took part in the play, offense first, each side in the record's order. The offense is the
 * team the record gives possession to (on kickoffs the engine may give it to either team).
 */
export function toPlayParticipants(
  play: PlayRecord,
  rosters: ReadonlyMap<NflId, PlayRosterEntry>,
): PlayParticipant[] {
  const participants = getPlayPlayerIds(play).flatMap((nflId): PlayParticipant[] => {
    const entry = rosters.get(nflId);
    if (entry === undefined) return [];
    return [
      {
        nflId,
        displayName: entry.displayName,
        position: entry.position,
        jerseyNumber: entry.jerseyNumber,
        teamId: entry.teamId,
        side: entry.teamId === play.possessionTeamId ? 'offense' : 'defense',
        alignment: play.alignments[String(nflId)] ?? null,
      },
    ];
  });
  return participants.sort((a, b) => (a.side === b.side ? 0 : a.side === 'offense' ? -1 : 1));
}
