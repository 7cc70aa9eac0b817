import { describe, expectTypeOf, it } from 'vitest';
import type { Play, PlayDetailResponse, PlayRecordJson } from './plays.js';

describe('the play contract', () => {
  it('sends every field of a PlayRecord and no other, in the encodings PlayRecordJson names', () => {
    // A field added to PlayRecord or to playSchema alone fails this at compile time (tsc -b).
    expectTypeOf<Play>().toEqualTypeOf<PlayRecordJson>();
    expectTypeOf<
      Omit<PlayDetailResponse, 'participants' | 'homeTeamId' | 'homeWinProbabilityBefore'>
    >().toEqualTypeOf<PlayRecordJson>();
  });
});
