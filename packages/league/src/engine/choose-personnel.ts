import type { PlayRecord } from '@all22/domain';
import { PACKAGE_COUNT, type DefensivePackage } from './build-defensive-packages.js';
import {
  FORMATION_BASE_WEIGHTS,
  LEAD_BACK_SNAP_SHARE,
  type FormationName,
  type OffensiveFormation,
} from './build-offensive-formations.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';
import type { PlayCall } from './choose-play-call.js';
import { pickIndexByWeight } from './rating-math.js';
import { isHurryUp } from './run-game-clock.js';

/** The two sides' personnel for a snap. */
export interface Personnel {
  formation: OffensiveFormation;
  defense: DefensivePackage;
}

/** Situational multipliers on the formation shares: heavy sets on short yardage, spread when throwing. */
const getFormationWeight = (name: FormationName, state: GameState, call: PlayCall): number => {
  let weight = FORMATION_BASE_WEIGHTS[name];
  const isShort = state.distance <= 2 || state.yardlineNumber <= 3;
  const isHeavy = name === '13' || name === '22' || name === '21' || name === '12';
  const isSpread = name === '10' || name === '11';
  if (isShort && isHeavy) weight *= 2.5;
  if (call === 'RUN' && isHeavy) weight *= 1.8;
  if (call === 'PASS' && isSpread) weight *= 1.4;
  if ((state.distance >= 8 && state.down >= 2) || isHurryUp(state)) weight *= isSpread ? 2 : 0.3;
  return weight;
};

const chooseFormation = (context: GameContext, state: GameState, call: PlayCall): OffensiveFormation => {
  const { formations } = context.teams[state.offense].units;
  const index = pickIndexByWeight(context.random, formations.length, (candidate) => {
    const formation = formations[candidate] as OffensiveFormation;
    // Formations list each single-back set twice: lead back, then the second back.
    const backShare =
      formation.personnelRb === 1
        ? formation.ballCarrier === formations[0]?.ballCarrier
          ? LEAD_BACK_SNAP_SHARE
          : 1 - LEAD_BACK_SNAP_SHARE
        : 1;
    const singleBackOnly = formation.name === '13' || formation.name === '10' ? 1 / LEAD_BACK_SNAP_SHARE : 1;
    return getFormationWeight(formation.name, state, call) * backShare * singleBackOnly;
  });
  return formations[index] as OffensiveFormation;
};

/** The defense matches personnel: more defensive backs against more receivers. */
const choosePackage = (
  context: GameContext,
  state: GameState,
  formation: OffensiveFormation,
): DefensivePackage => {
  const { packages } = context.teams[otherSide(state.offense)].units;
  const { random } = context;
  if (state.yardlineNumber <= 3 && formation.personnelWr <= 1) return packages.GOAL_LINE;
  if (formation.personnelWr >= 4) return packages.DIME;
  if (formation.personnelWr === 3) {
    const dimeChance = state.distance >= 8 && state.down >= 3 ? 0.6 : 0.12;
    return random.chance(dimeChance) ? packages.DIME : packages.NICKEL;
  }
  return random.chance(0.15) ? packages.NICKEL : packages.BASE;
};

/** Picks the offensive formation and the defense's answer for a run or pass. */
export function choosePersonnel(context: GameContext, state: GameState, call: PlayCall): Personnel {
  const formation = chooseFormation(context, state, call);
  return { formation, defense: choosePackage(context, state, formation) };
}

/** Both sides' alignments in one frozen record, built once per formation–package pair per game. */
const getAlignments = (
  context: GameContext,
  state: GameState,
  personnel: Personnel,
): Record<string, string> => {
  const key = (state.offense * 64 + personnel.formation.index) * PACKAGE_COUNT + personnel.defense.index;
  let alignments = context.alignmentCache.get(key);
  if (!alignments) {
    alignments = Object.freeze({
      ...personnel.formation.receiverAlignments,
      ...personnel.defense.alignments,
    });
    context.alignmentCache.set(key, alignments);
  }
  return alignments as Record<string, string>;
};

/** Writes personnel counts, the 22 players on the field and their alignments onto a snap. */
export function fillPersonnel(
  context: GameContext,
  state: GameState,
  play: PlayRecord,
  personnel: Personnel,
): void {
  const { formation, defense } = personnel;
  play.personnelRb = formation.personnelRb;
  play.personnelTe = formation.personnelTe;
  play.personnelWr = formation.personnelWr;
  play.personnelDl = defense.dl;
  play.personnelLb = defense.lb;
  play.personnelDb = defense.db;
  play.personnel = defense.personnel;
  play.offensePlayerIds = formation.playerIds;
  play.defensePlayerIds = defense.playerIds;
  play.alignments = getAlignments(context, state, personnel);
}
