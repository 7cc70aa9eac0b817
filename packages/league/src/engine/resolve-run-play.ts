import type { PlayRecord, RushDirection } from '@all22/domain';
import { getDefendersInTheBoxType } from '@all22/domain';
import { fillPersonnel, type Personnel } from './choose-personnel.js';
import { createPlayRecord } from './create-play-record.js';
import { creditTackle, isDefensiveStop, setMaxSpeed } from './credit-tackle.js';
import { formatGain, formatTacklers, formatYardLine, prefixPlayText } from './format-play-text.js';
import type { GameDayPlayer } from './game-day-roster.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import { limitGain, recordPlay, settleLiveBall } from './move-ball.js';
import { clamp, drawExponential, pickIndexByWeight, toRatingScore } from './rating-math.js';
import { runGameClock } from './run-game-clock.js';

const INSIDE_GAPS = ['up the middle', 'left guard', 'right guard', 'left tackle', 'right tackle'] as const;

/** Who carries: usually the formation's back; now and then a sneak, a designed quarterback run or a jet sweep. */
const chooseBallCarrier = (context: GameContext, state: GameState, personnel: Personnel): GameDayPlayer => {
  const { random } = context;
  const { formation } = personnel;
  const quarterback = formation.quarterback;
  if (state.distance <= 1 && random.chance(0.25)) return quarterback;
  const legs = Math.max(0, toRatingScore(quarterback.ratings.speed));
  if (random.chance(0.035 * (1 + 2 * legs))) return quarterback;
  if (random.chance(0.015)) {
    const wide = formation.receivers.find(
      (receiver) => receiver.alignment !== 'BACKFIELD' && receiver.alignment !== 'TIGHT',
    );
    if (wide) return wide.player;
  }
  if (formation.personnelRb === 2 && random.chance(0.15)) {
    const second = formation.receivers.filter((receiver) => receiver.alignment === 'BACKFIELD')[1];
    if (second) return second.player;
  }
  return formation.ballCarrier;
};

/**
 * Yards on a carry: blocking and the runner against the box's run defense (each extra man in the
 * box costs the offense). A stuff at or behind the line, a body of short gains with an exponential
 * tail, and occasional breakaways for fast backs.
 */
const drawRunYards = (
  context: GameContext,
  state: GameState,
  personnel: Personnel,
  carrier: GameDayPlayer,
  box: number,
): number => {
  const { random } = context;
  const offenseEdge = context.teams[state.offense].edge;
  const defenseEdge = context.teams[otherSide(state.offense)].edge;
  const { ratings } = carrier;
  const runnerQuality = ratings.elusiveness * 0.4 + ratings.speed * 0.3 + ratings.strength * 0.3;
  const advantage =
    0.55 * toRatingScore(personnel.formation.runBlock + offenseEdge) +
    0.35 * toRatingScore(runnerQuality) -
    0.65 * toRatingScore(personnel.defense.runStop + defenseEdge) -
    0.25 * (box - 7);
  if (carrier === personnel.formation.quarterback && state.distance <= 1 && random.chance(0.8))
    return random.int(1, 2);
  if (random.chance(clamp(0.17 - 0.05 * advantage, 0.06, 0.32)))
    return -Math.floor(drawExponential(random, 1.1));
  // A mean of 4.25 puts yards per carry mid-range (3.9–4.7) for generated and test rosters alike.
  let yards = 1 + Math.floor(drawExponential(random, clamp(4.25 + 0.6 * advantage, 1.5, 6.5)));
  const burst = toRatingScore(ratings.speed);
  // Speed adds breakaways, but not so many that one star back runs for 2,200 yards.
  if (random.chance(clamp(0.055 + 0.015 * advantage + 0.008 * burst, 0.01, 0.1))) {
    yards += 5 + Math.round(drawExponential(random, clamp(12 + 2.5 * burst, 6, 22)));
  }
  return yards;
};

/** A designed run: carrier, direction, box, yards, fumble, tacklers and the record of it. */
export function resolveRunPlay(context: GameContext, state: GameState, personnel: Personnel): void {
  const { random } = context;
  const { formation, defense } = personnel;
  const offenseTeam = context.teams[state.offense];
  const defenseTeam = context.teams[otherSide(state.offense)];
  const play = createPlayRecord(context, state, 'play_type_rush', true);
  fillPersonnel(context, state, play, personnel);
  const { down, distance, yardlineNumber: startLine } = state;
  const isHeavy = formation.personnelRb + formation.personnelTe >= 3;
  const isStacked = random.chance(0.18 + (distance <= 2 ? 0.3 : 0) + (isHeavy ? 0.2 : 0));
  const box = defense.box[isStacked ? 1 : 0];
  play.defendersInTheBox = box.length;
  play.defendersInTheBoxType = getDefendersInTheBoxType(box.length);
  play.boxDefenderIds = defense.boxIds[isStacked ? 1 : 0];
  play.runPlay = true;
  play.carries = 1;
  play.qbAlignment = random.chance(0.45) ? 'SHOTGUN' : random.chance(0.82) ? 'UNDER_CENTER' : 'PISTOL';

  const carrier = chooseBallCarrier(context, state, personnel);
  play.rusherId = carrier.nflId;
  play.ballCarrierId = carrier.nflId;
  const isOutside = random.chance(clamp(0.42 + 0.1 * toRatingScore(carrier.ratings.speed), 0.25, 0.65));
  const direction: RushDirection = isOutside ? 'OUTSIDE' : 'INSIDE';
  play.rushDirection = direction;
  const yards = limitGain(state, drawRunYards(context, state, personnel, carrier, box.length));
  play.rush10PlusYards = yards >= 10;
  play.runStuff = yards <= 0;
  play.defRunStuff = yards <= 0;
  setMaxSpeed(random, play, carrier, yards);
  const isFumble = random.chance(
    0.007 * clamp(1 - 0.5 * toRatingScore(carrier.ratings.ballSecurity), 0.3, 2),
  );
  const isFumbleLost = isFumble && yards < startLine && random.chance(0.5);
  play.fumble = isFumble && yards < startLine;

  const isStop = isDefensiveStop(down, distance, yards);
  const isTouchdown = yards >= startLine;
  const isOutOfBounds = !isTouchdown && random.chance(isOutside ? 0.22 : 0.04);
  const names: string[] = [];
  if (!isTouchdown) {
    // Short runs end in the box; long ones with a defensive back.
    const pool = yards >= 8 ? defense.coverage[0] : box;
    const weightOf = (i: number) => {
      const { ratings } = pool[i] as GameDayPlayer;
      return (ratings.tackling + ratings.runStop) ** 2;
    };
    const tackler = pool[pickIndexByWeight(random, pool.length, weightOf)] as GameDayPlayer;
    const assistant = random.chance(0.3)
      ? (pool[pickIndexByWeight(random, pool.length, weightOf)] ?? null)
      : null;
    creditTackle(play, tackler, assistant, isStop, isStop && !box.includes(tackler));
    for (const player of assistant && assistant !== tackler ? [tackler, assistant] : [tackler]) {
      names.push(context.nameOf(player));
    }
  } else {
    play.stop = false;
  }
  settleLiveBall(context, state, play, yards, isFumbleLost);

  const gap = isOutside ? (random.chance(0.5) ? 'left end' : 'right end') : INSIDE_GAPS[random.int(0, 4)];
  const spot = formatYardLine(clamp(startLine - yards, 0, 100), offenseTeam, defenseTeam);
  let text = `${context.nameOf(carrier)} ${gap} ${isTouchdown ? '' : `to ${spot} `}${formatGain(yards)}${formatTacklers(names)}.`;
  if (play.touchdown && !play.fumbleLost) text += ' TOUCHDOWN.';
  if (play.fumble)
    text += ` FUMBLES, ${isFumbleLost ? `RECOVERED by ${defenseTeam.abbr}` : `recovered by ${offenseTeam.abbr}`}.`;
  if (play.touchdown && play.fumbleLost) text += ' TOUCHDOWN.';
  if (play.isSafety) text += ' SAFETY.';
  play.description = prefixPlayText(play, text);
  recordPlay(state, play);
  const effect =
    state.next !== 'SCRIMMAGE' || play.isTurnover ? 'STOPPED' : isOutOfBounds ? 'OUT_OF_BOUNDS' : 'RUNNING';
  runGameClock(context, state, clamp(4 + Math.round(Math.abs(yards) / 7), 3, 11), effect);
}

/** Victory formation: the quarterback takes a knee, a yard back, and the clock runs. */
export function resolveKneel(context: GameContext, state: GameState, personnel: Personnel): void {
  const play: PlayRecord = createPlayRecord(context, state, 'play_type_rush', true);
  fillPersonnel(context, state, play, personnel);
  const quarterback = personnel.formation.quarterback;
  const yards = limitGain(state, -1);
  play.runPlay = true;
  play.carries = 1;
  play.qbAlignment = 'UNDER_CENTER';
  play.rusherId = quarterback.nflId;
  play.ballCarrierId = quarterback.nflId;
  play.rushDirection = 'INSIDE';
  play.runStuff = true;
  play.defRunStuff = true;
  play.defendersInTheBox = personnel.defense.box[1].length;
  play.defendersInTheBoxType = getDefendersInTheBoxType(play.defendersInTheBox);
  play.boxDefenderIds = personnel.defense.boxIds[1];
  const spot = formatYardLine(
    Math.min(99, state.yardlineNumber - yards),
    context.teams[state.offense],
    context.teams[otherSide(state.offense)],
  );
  settleLiveBall(context, state, play, yards, false);
  play.description = prefixPlayText(
    play,
    `${context.nameOf(quarterback)} kneels to ${spot} ${formatGain(yards)}.`,
  );
  recordPlay(state, play);
  runGameClock(context, state, 2, state.next === 'SCRIMMAGE' ? 'RUNNING' : 'STOPPED');
}
