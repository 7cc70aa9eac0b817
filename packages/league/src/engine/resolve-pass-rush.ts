import type { PlayRecord } from '@all22/domain';
import type { Personnel } from './choose-personnel.js';
import type { GameDayPlayer } from './game-day-roster.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { clamp, pickIndexByWeight, toRatingScore } from './rating-math.js';

/** How the rush went, decided before the quarterback can throw. */
export interface PassRush {
  isBlitz: boolean;
  isPressured: boolean;
  /** The rusher who got there first (pressure or sack), if anyone did. */
  pressurer: GameDayPlayer | null;
  outcome: 'THROW' | 'SACK' | 'SCRAMBLE' | 'THROW_AWAY';
}

/**
 * Pass-rush weight: the best rushers collect more of a team's pressures and sacks. Mostly flat,
 * because starters rush on every snap here: a steeper weight made a 20-sack man of most teams' star.
 */
const getRushWeight = (player: GameDayPlayer): number => 0.7 + (0.3 * player.ratings.passRush) / 60;

/**
 * The rush against the protection: pressure from the rushers' pass-rush ratings against the
 * blockers' pass-block ratings (plus a blitz), then whether pressure becomes a sack, a scramble
 * or a throw-away. A quarterback's awareness beats pressure; his legs turn it into scrambles.
 */
export function resolvePassRush(
  context: GameContext,
  state: GameState,
  play: PlayRecord,
  personnel: Personnel,
): PassRush {
  const { random } = context;
  const { formation, defense } = personnel;
  const quarterback = formation.quarterback;
  const offenseEdge = context.teams[state.offense].edge;
  const defenseEdge = context.teams[otherSide(state.offense)].edge;
  const isBlitz = random.chance(0.25);
  const blitzIndex = isBlitz ? 1 : 0;
  play.blitz = isBlitz;
  play.passRusherIds = defense.rusherIds[blitzIndex];
  play.coverageDefenderIds = defense.coverageIds[blitzIndex];

  const rushAdvantage =
    toRatingScore(defense.passRush + defenseEdge) - toRatingScore(formation.passBlock + offenseEdge);
  const awareness = toRatingScore(quarterback.ratings.awareness);
  // Rush and quarterback slopes a little gentler than first tuned: generated leagues paired strong
  // fronts with weak passers into 65-sack defenses and 25-sack leaders.
  const pressureChance = clamp(
    0.27 + 0.06 * rushAdvantage + (isBlitz ? 0.08 : 0) - 0.03 * awareness,
    0.1,
    0.6,
  );
  if (!random.chance(pressureChance)) {
    const scrambles = random.chance(
      clamp(0.012 * (1 + toRatingScore(quarterback.ratings.speed)), 0.003, 0.04),
    );
    return { isBlitz, isPressured: false, pressurer: null, outcome: scrambles ? 'SCRAMBLE' : 'THROW' };
  }
  const rushers = defense.rushers[blitzIndex];
  // The blitzer (last of the blitz rushers) often comes free: double weight, so linebackers and
  // nickel backs take their league share of sacks instead of the front four taking nearly all.
  const blitzerIndex = isBlitz ? rushers.length - 1 : -1;
  const pressurer =
    rushers[
      pickIndexByWeight(
        random,
        rushers.length,
        (i) => getRushWeight(rushers[i] as GameDayPlayer) * (i === blitzerIndex ? 2 : 1),
      )
    ];
  play.pressure = true;
  play.defPressure = true;
  if (pressurer) play.pressurePlayerIds = [pressurer.nflId];
  const sackChance = clamp(
    0.18 + 0.03 * rushAdvantage - 0.025 * awareness - 0.02 * toRatingScore(quarterback.ratings.agility),
    0.08,
    0.4,
  );
  if (random.chance(sackChance))
    return { isBlitz, isPressured: true, pressurer: pressurer ?? null, outcome: 'SACK' };
  const scrambleChance = clamp(0.1 * (1 + 0.7 * toRatingScore(quarterback.ratings.speed)), 0.03, 0.3);
  if (random.chance(scrambleChance)) {
    return { isBlitz, isPressured: true, pressurer: pressurer ?? null, outcome: 'SCRAMBLE' };
  }
  const outcome = random.chance(0.08) ? 'THROW_AWAY' : 'THROW';
  return { isBlitz, isPressured: true, pressurer: pressurer ?? null, outcome };
}
