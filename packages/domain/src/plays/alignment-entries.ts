/**
 * A play's alignments (nflId → WIDE, SLOT, EDGE…) as the database stores them: a text array of
 * "nflId:ALIGNMENT" entries, which PostgreSQL reads and writes far faster than a JSON object.
 */

/** Entries already built, per alignments object: the engine shares one object across many plays. */
const entriesByAlignments = new WeakMap<object, readonly string[]>();

/** "52330:WIDE"-style entries, in the object's key order. */
export function toAlignmentEntries(alignments: Readonly<Record<string, string>>): readonly string[] {
  const cached = entriesByAlignments.get(alignments);
  if (cached) return cached;
  const entries = Object.entries(alignments).map(([nflId, alignment]) => `${nflId}:${alignment}`);
  entriesByAlignments.set(alignments, entries);
  return entries;
}

/** The alignments object back from stored entries; an entry without a colon is ignored. */
export function fromAlignmentEntries(entries: readonly string[]): Record<string, string> {
  const alignments: Record<string, string> = {};
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon > 0) alignments[entry.slice(0, colon)] = entry.slice(colon + 1);
  }
  return alignments;
}
