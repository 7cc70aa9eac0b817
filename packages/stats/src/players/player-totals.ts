// The counting figures of a player's stat line, by section, and what each means: PLAYER_TOTAL_KEYS
// in the domain, which the contracts' schemas and the stat vocabulary read too.
import { PLAYER_TOTAL_KEYS, type PlayerStatSection, type PlayerTotalKey } from '@all22/domain';

export const PLAYER_STAT_SECTIONS = Object.keys(PLAYER_TOTAL_KEYS) as PlayerStatSection[];

/** The counting figures of one section, all numbers. */
export type SectionTotals<S extends PlayerStatSection> = Record<PlayerTotalKey<S>, number>;
export type PassingTotals = SectionTotals<'passing'>;
export type RushingTotals = SectionTotals<'rushing'>;
export type ReceivingTotals = SectionTotals<'receiving'>;
export type DefenseTotals = SectionTotals<'defense'>;
export type CoverageTotals = SectionTotals<'coverage'>;
export type KickingTotals = SectionTotals<'kicking'>;
export type PuntingTotals = SectionTotals<'punting'>;
export type ReturningTotals = SectionTotals<'returning'>;
export type GeneralTotals = SectionTotals<'general'>;

/** All counting figures of a player for a game or a season. */
export type PlayerTotals = { [S in PlayerStatSection]: SectionTotals<S> };

/**
 * One object of zeros per section, built once; every new line copies them with a spread, which
 * V8 serves from its object-clone cache (a season load creates a few hundred thousand lines, and
 * building each from the key list was a tenth of its time).
 */
const ZERO_SECTIONS = Object.fromEntries(
  PLAYER_STAT_SECTIONS.map((section) => [
    section,
    Object.fromEntries(PLAYER_TOTAL_KEYS[section].map((key) => [key, 0])),
  ]),
) as PlayerTotals;

const zeros = <S extends PlayerStatSection>(section: S): SectionTotals<S> => ({
  ...ZERO_SECTIONS[section],
});

/** A line of zeros, the starting point of every accumulation. */
export function createPlayerTotals(): PlayerTotals {
  return {
    passing: zeros('passing'),
    rushing: zeros('rushing'),
    receiving: zeros('receiving'),
    defense: zeros('defense'),
    coverage: zeros('coverage'),
    kicking: zeros('kicking'),
    punting: zeros('punting'),
    returning: zeros('returning'),
    general: zeros('general'),
  };
}

const isMaximumKey = (key: string): boolean => key.startsWith('longest');

/**
 * Adds `source` into `target` in place (sums; maxima for "longest" keys). In place because a
 * season is hundreds of thousands of additions and a copy per addition would dominate.
 */
export function addPlayerTotals(target: PlayerTotals, source: PlayerTotals): void {
  for (const section of PLAYER_STAT_SECTIONS) {
    const into = target[section] as Record<string, number>;
    const from = source[section] as Record<string, number>;
    for (const key of PLAYER_TOTAL_KEYS[section]) {
      const value = from[key] ?? 0;
      into[key] = isMaximumKey(key) ? Math.max(into[key] ?? 0, value) : (into[key] ?? 0) + value;
    }
  }
}
