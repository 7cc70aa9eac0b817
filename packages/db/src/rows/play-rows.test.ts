import { asNflId } from '@all22/domain';
import { makePlayRecord } from '@all22/domain/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Play } from '../schema/plays.js';
import { fromPlayRow, toPlayRow, type StoredPlay } from './play-rows.js';

describe('the plays table', () => {
  it('has a column for every field of a PlayRecord and no other, in the encodings StoredPlay names', () => {
    // A field added to PlayRecord or to the table alone fails this at compile time (tsc -b).
    expectTypeOf<Play>().toEqualTypeOf<StoredPlay>();
  });

  it('gives back the record it stored', () => {
    const play = makePlayRecord({
      tacklerIds: [asNflId(52330), asNflId(52331)],
      alignments: { '52330': 'WIDE', '52331': 'SLOT' },
    });
    const row = { ...toPlayRow(play), videoClips: null } satisfies Play;
    expect(row.occurredAt).toEqual(new Date(play.occurredAt));
    expect(fromPlayRow(row)).toEqual(play);
  });
});
