import { resolvePlayerId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { getHeadshotUrlTemplate } from './headshot-url.js';
import { createPlayerIds, FIRST_PLAYER_NFL_ID } from './player-ids.js';

describe('createPlayerIds', () => {
  it('gives each serial unique, well-formed ids that the id resolver accepts', () => {
    const all = Array.from({ length: 10_000 }, (_, serial) => createPlayerIds('seed/players', serial));
    expect(new Set(all.map((ids) => ids.nflId)).size).toBe(10_000);
    expect(new Set(all.map((ids) => ids.gsisId)).size).toBe(10_000);
    expect(new Set(all.map((ids) => ids.smartId)).size).toBe(10_000);
    for (const ids of all) {
      expect(ids.gsisId).toMatch(/^00-00\d{5}$/);
      expect(resolvePlayerId(ids.gsisId)).toMatchObject({ ok: true, kind: 'gsisId' });
      expect(resolvePlayerId(ids.smartId)).toMatchObject({ ok: true, kind: 'smartId' });
      expect(resolvePlayerId(ids.nflId)).toMatchObject({ ok: true, kind: 'nflId' });
    }
    expect(all[0]).toMatchObject({ nflId: FIRST_PLAYER_NFL_ID, gsisId: '00-0030000' });
  });

  it('is stable for a serial and differs between league seeds only in the smartId', () => {
    expect(createPlayerIds('a', 7)).toEqual(createPlayerIds('a', 7));
    const [a, b] = [createPlayerIds('a', 7), createPlayerIds('b', 7)];
    expect(a.nflId).toBe(b.nflId);
    expect(a.smartId).not.toBe(b.smartId);
  });

  it('refuses serials that do not fit the five gsis digits', () => {
    expect(() => createPlayerIds('a', -1)).toThrow(RangeError);
    expect(() => createPlayerIds('a', 70_000)).toThrow(RangeError);
    expect(createPlayerIds('a', 69_999).gsisId).toBe('00-0099999');
  });
});

describe('getHeadshotUrlTemplate', () => {
  it('leaves size and pixel ratio to the client, with auto quality and crop', () => {
    const { smartId } = createPlayerIds('seed', 1);
    expect(getHeadshotUrlTemplate(smartId)).toBe(
      `/api/images/headshots/${smartId}?size={size}&dpr={dpr}&quality=auto&crop=auto`,
    );
  });
});
