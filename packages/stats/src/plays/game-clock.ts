import type { PlayRecord, SeasonType } from '@all22/domain';

/** Regulation has four 15-minute quarters. */
export const REGULATION_SECONDS = 3600;
const QUARTER_SECONDS = 900;
/** Regular-season overtime is 10 minutes (since 2017); postseason overtime periods are 15. */
const REGULAR_SEASON_OVERTIME_SECONDS = 600;

/** Length of a period in seconds: quarters 1–4 are 15 minutes, overtime (5+) 10 or 15. */
export function getPeriodSeconds(quarter: number, seasonType: SeasonType): number {
  return quarter <= 4 || seasonType === 'POST' ? QUARTER_SECONDS : REGULAR_SEASON_OVERTIME_SECONDS;
}

/** Seconds of game time before `quarter` starts. */
const periodStart = (quarter: number, seasonType: SeasonType): number => {
  let start = 0;
  for (let period = 1; period < quarter; period += 1) start += getPeriodSeconds(period, seasonType);
  return start;
};

/** Seconds of game time played before the snap of `play` (0 at the opening kickoff). */
export function getElapsedSeconds(play: Pick<PlayRecord, 'quarter' | 'clockSeconds' | 'seasonType'>): number {
  return (
    periodStart(play.quarter, play.seasonType) +
    getPeriodSeconds(play.quarter, play.seasonType) -
    play.clockSeconds
  );
}

/** Seconds of game time at the end of the play's period. */
export function getPeriodEndSeconds(play: Pick<PlayRecord, 'quarter' | 'seasonType'>): number {
  return periodStart(play.quarter + 1, play.seasonType);
}

/**
 * Seconds left before the snap: in regulation, to the end of the 4th quarter; in overtime, to the
 * end of the current overtime period (what is left for the teams to change the outcome).
 */
export function getSecondsLeft(play: Pick<PlayRecord, 'quarter' | 'clockSeconds'>): number {
  return play.quarter > 4 ? play.clockSeconds : (4 - play.quarter) * QUARTER_SECONDS + play.clockSeconds;
}
