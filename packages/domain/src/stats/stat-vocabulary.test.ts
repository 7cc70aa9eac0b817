import { describe, expect, it } from 'vitest';
import { SHARED_STAT_TEXTS } from './shared-stat-texts.js';
import { STAT_SURFACES, type StatWording } from './stat-definition.js';
import {
  STAT_VOCABULARY,
  describeStat,
  getCategoryStats,
  isStatKey,
  type StatKey,
} from './stat-vocabulary.js';

const KEYS = Object.keys(STAT_VOCABULARY) as StatKey[];

/** Every text of one role (label or tooltip) in the vocabulary, and the stats that use it. */
function textsOf(role: 'label' | 'tooltip'): Map<string, Set<StatKey>> {
  const texts = new Map<string, Set<StatKey>>();
  for (const key of KEYS) {
    for (const surface of STAT_SURFACES) {
      const text = describeStat(key, surface)[role];
      texts.set(text, (texts.get(text) ?? new Set()).add(key));
    }
  }
  return texts;
}

const sharedKeysOf = (text: string) =>
  [...(SHARED_STAT_TEXTS.find((shared) => shared.text === text)?.keys ?? [])].sort();

describe('the stat vocabulary', () => {
  it.each(['label', 'tooltip'] as const)(
    'gives no two stats the same %s, but for the shared texts',
    (role) => {
      const shared = [...textsOf(role)].filter(([, keys]) => keys.size > 1);
      expect(shared.map(([text, keys]) => ({ text, keys: [...keys].sort() }))).toEqual(
        shared.map(([text]) => ({ text, keys: sharedKeysOf(text) })),
      );
    },
  );

  it('lists each shared text once, for stats that do share it', () => {
    const texts = SHARED_STAT_TEXTS.map((shared) => shared.text);
    expect(new Set(texts).size).toBe(texts.length);
    const labels = textsOf('label');
    const tooltips = textsOf('tooltip');
    for (const { text, keys } of SHARED_STAT_TEXTS) {
      const users = new Set([...(labels.get(text) ?? []), ...(tooltips.get(text) ?? [])]);
      expect(
        keys.every((key) => users.has(key)),
        text,
      ).toBe(true);
    }
  });

  it('keeps a page wording only where it differs from the vocabulary', () => {
    for (const key of KEYS) {
      const definition = STAT_VOCABULARY[key];
      for (const wording of Object.values(definition.pageWordings ?? {})) {
        for (const [field, value] of Object.entries(wording)) {
          expect(value, `${key} ${field}`).not.toBe(definition[field as keyof StatWording]);
        }
      }
    }
  });

  it('writes tooltips as sentences and labels as names', () => {
    for (const key of KEYS) {
      const { label, tooltip } = STAT_VOCABULARY[key];
      expect(tooltip, key).toMatch(/^[A-Z"'].*\.$/);
      expect(label, key).not.toMatch(/\.$/);
    }
  });

  it('keys each stat by its category', () => {
    const prefixes = {
      passing: ['passing'],
      rushing: ['rushing'],
      receiving: ['receiving'],
      defense: ['defense', 'coverage'],
      kicking: ['kicking'],
      punting: ['punting'],
      'team-offense': ['team'],
      'team-defense': ['team'],
      general: ['general'],
    };
    for (const key of KEYS) {
      expect(prefixes[STAT_VOCABULARY[key].category], key).toContain(key.split('.')[0]);
    }
  });

  it("answers a category's stats with their words and decimals, as a split's line reads them", () => {
    const passing = getCategoryStats('passing');
    expect(passing.slice(0, 3)).toEqual([
      {
        key: 'passing.completions',
        category: 'passing',
        label: 'Completions',
        shortLabel: 'CMP',
        tooltip: 'Completed passes.',
        decimals: 0,
        isPercentage: false,
      },
      expect.objectContaining({ key: 'passing.attempts' }),
      expect.objectContaining({ key: 'passing.completionPercentage', decimals: 1, isPercentage: true }),
    ]);
    for (const category of ['passing', 'rushing', 'receiving', 'defense'] as const) {
      expect(getCategoryStats(category).every((stat) => stat.category === category)).toBe(true);
    }
    expect(getCategoryStats('defense').map((stat) => stat.key)).toContain('coverage.passerRatingAllowed');
  });

  it("gives a page's own words where it keeps them, and the game log the player page's", () => {
    expect(describeStat('passing.passerRating').shortLabel).toBe('RATE');
    expect(describeStat('passing.passerRating', 'playerPage').shortLabel).toBe('RTG');
    expect(describeStat('passing.yards', 'playerGameLog').tooltip).toBe('Passing yards.');
    expect(describeStat('defense.sacks', 'playerGameLog').tooltip).toBe('Sacks.');
    expect(describeStat('team.sacks', 'teamPage').decimals).toBe(1);
    expect(isStatKey('passing.yards')).toBe(true);
    expect(isStatKey('passing.nope')).toBe(false);
  });
});
