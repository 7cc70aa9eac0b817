import { POSITIONS, type Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import { drawRookieAge } from './draw-career-start.js';
import { drawPeakTalent } from './draw-talent.js';
import { ACTIVE_ROSTER_TEMPLATE, PRACTICE_SQUAD_TEMPLATE } from './roster-template.js';

/**
 * A college player entering the league. Prospects are only drawn up front; a player is
 * generated (ids, name, ratings) only when a team drafts or signs him, so unsigned prospects
 * leave no trace and every league keeps the same ids for the same history.
 */
export interface DraftProspect {
  position: Position;
  rookieAge: number;
  peakTalent: number;
  /** What teams believe he will be: his peak level seen through scouting noise. */
  scoutedValue: number;
}

/** Specialists are rare in a draft class: a few per year. */
const SPECIALISTS_PER_CLASS = 5;

/**
 * This year's class: `size` prospects whose positions follow the league's roster make-up.
 * Prospects are a little better on average than the league's pool (the best college players
 * come out), and the scouted value misjudges them by about five points.
 */
export function createDraftClass(size: number, random: Random): DraftProspect[] {
  const shares = POSITIONS.map(
    (position) => ACTIVE_ROSTER_TEMPLATE[position] + PRACTICE_SQUAD_TEMPLATE[position],
  );
  const regularTotal = shares.filter((share) => share > 1).reduce((sum, share) => sum + share, 0);
  const prospects: DraftProspect[] = [];
  POSITIONS.forEach((position, index) => {
    const share = shares[index] ?? 0;
    const count =
      share > 1
        ? Math.round((size - 3 * SPECIALISTS_PER_CLASS) * (share / regularTotal))
        : SPECIALISTS_PER_CLASS;
    for (let pick = 0; pick < count; pick += 1) {
      const peakTalent = Math.min(97, drawPeakTalent(random) + 3);
      prospects.push({
        position,
        rookieAge: drawRookieAge(random),
        peakTalent,
        scoutedValue: peakTalent + random.normal(0, 5),
      });
    }
  });
  return prospects;
}
