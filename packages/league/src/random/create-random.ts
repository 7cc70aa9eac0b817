import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { hashStringTo128 } from './hash-string.js';

/**
 * A seeded, deterministic random source. Every draw advances this stream only; sub-tasks take
 * their own stream with {@link Random.fork}, so adding a draw in one part of the league does not
 * shift the numbers every other part sees.
 */
export interface Random {
  /** The seed path this stream was derived from: the seed, then each fork label, joined by "/". */
  readonly path: string;
  /** A uniform integer in [min, max], both bounds inclusive. Both must be safe integers, min ≤ max. */
  int(min: number, max: number): number;
  /** A uniform float in [0, 1), 53 bits of randomness. */
  float(): number;
  /** True with probability `p` (p ≤ 0 never, p ≥ 1 always). */
  chance(p: number): boolean;
  /** A uniformly chosen element; throws on an empty array. */
  pick<T>(items: readonly T[]): T;
  /** A uniformly shuffled copy (Fisher–Yates); the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
  /** A normally distributed number (Box–Muller) with the given mean and standard deviation. */
  normal(mean: number, sd: number): number;
  /**
   * An independent stream for a sub-task, derived from this stream's path and `label` — not from
   * its current position, so it is the same however many draws were taken before.
   * `fork('a').fork('b')` is the same stream as `fork('a/b')`.
   */
  fork(label: string): Random;
}

/** The generator's state for a seed path: the path's 128-bit hash (never all zero, which xoroshiro forbids). */
const createGenerator = (path: string) => {
  const [a, b, c, d] = hashStringTo128(path);
  const state = a === 0 && b === 0 && c === 0 && d === 0 ? [0, 1, 0, 0] : [a | 0, b | 0, c | 0, d | 0];
  return xoroshiro128plusFromState(state);
};

/**
 * Creates the random source for a string seed (e.g. LEAGUE_SEED). The seed is hashed to a
 * xoroshiro128+ state (pure-rand), so the same seed gives the same sequence on every platform.
 * int, float, chance, pick and shuffle use integer arithmetic only and are bit-for-bit portable;
 * normal() goes through Math.log and Math.cos, which V8 computes with its own (fdlibm) code on
 * every OS, so Node gives the same values everywhere — another engine could differ in the last bit.
 */
export function createRandom(seed: string): Random {
  const generator = createGenerator(seed);

  const int = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`int(${min}, ${max}): bounds must be safe integers with min <= max`);
    }
    return uniformInt(generator, min, max);
  };

  const float = (): number => uniformFloat64(generator);

  return {
    path: seed,
    int,
    float,
    chance: (p) => float() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        const held = copy[index] as T;
        copy[index] = copy[other] as T;
        copy[other] = held;
      }
      return copy;
    },
    normal: (mean, sd) => {
      // 1 - float() lies in (0, 1], so the logarithm is finite.
      const radius = Math.sqrt(-2 * Math.log(1 - float()));
      return mean + sd * radius * Math.cos(2 * Math.PI * float());
    },
    fork: (label) => createRandom(`${seed}/${label}`),
  };
}
