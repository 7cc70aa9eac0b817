/**
 * A play's record (`PlayRecord`, @all22/domain, the one source of its shape) as the `plays` table
 * stores it, and back. The table's columns carry the record's field names (in snake_case in SQL),
 * so the mapping is the few encodings written down in `StoredPlay`; play-rows.test.ts fails the
 * type check when the table and the record drift apart.
 */
import { fromAlignmentEntries, toAlignmentEntries, type PlayRecord } from '@all22/domain';
import type { Play, PlayVideoClips } from '../schema/plays.js';

/** How the table differs from the record, field by field. */
interface PlayRowEncoding {
  /** timestamptz, read as a Date; the record keeps the ISO string. */
  occurredAt: Date | null;
  /** "nflId:ALIGNMENT" entries (toAlignmentEntries); the record keeps an nflId → alignment map. */
  alignments: string[];
  /** Film clips of the play, when real video exists: not part of what the feed reports. */
  videoClips: PlayVideoClips | null;
}

/** A plays row as it is read, spelled as the record with the table's deliberate differences. */
export type StoredPlay = {
  [K in keyof PlayRecord | keyof PlayRowEncoding]: K extends keyof PlayRowEncoding
    ? PlayRowEncoding[K]
    : K extends keyof PlayRecord
      ? PlayRecord[K]
      : never;
};

/** A row written from a record: no video clips, which come from elsewhere. */
export type NewStoredPlay = Omit<StoredPlay, 'videoClips'>;

export function toPlayRow(play: PlayRecord): NewStoredPlay {
  return {
    ...play,
    occurredAt: new Date(play.occurredAt),
    alignments: [...toAlignmentEntries(play.alignments)],
  };
}

/**
 * A stored play as the league wrote it (the inverse of toPlayRow). Its video clips are not part
 * of a play's record and are left out.
 */
export function fromPlayRow({ videoClips: _videoClips, ...row }: Play): PlayRecord {
  return {
    ...row,
    occurredAt: row.occurredAt?.toISOString() ?? '',
    alignments: fromAlignmentEntries(row.alignments),
  };
}
