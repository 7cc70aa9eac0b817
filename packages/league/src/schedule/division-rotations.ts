import type { DivisionRegion } from '../franchises/index.js';

/** Divisions in a fixed order; the rotation tables below index into it. */
export const DIVISION_REGIONS: readonly DivisionRegion[] = ['East', 'North', 'South', 'West'];

/** The first season of the cycles below (both cycles restart there: 2021 repeats 2018's conference pairs, 2022 its interconference pairs). */
const ROTATION_BASE_SEASON = 2018;

const modulo = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/**
 * Same-conference division pairs, a 3-year cycle (the real NFL's; both conferences alike):
 * 2018 East–South and North–West, 2019 East–North and South–West, 2020 East–West and North–South.
 * Entry i is the partner of division i.
 */
const CONFERENCE_PARTNERS: readonly (readonly number[])[] = [
  [2, 3, 0, 1],
  [1, 0, 3, 2],
  [3, 2, 1, 0],
];

/**
 * AFC division → NFC division, a 4-year cycle (the real NFL's): 2018 AFC East–NFC North,
 * North–South, South–East, West–West; 2019 East–East, North–West, South–South, West–North;
 * 2020 East–West, North–East, South–North, West–South; 2021 East–South, North–North,
 * South–West, West–East. Over four years every AFC division meets every NFC division once.
 */
const INTERCONFERENCE_PARTNERS: readonly (readonly number[])[] = [
  [1, 2, 0, 3],
  [0, 3, 2, 1],
  [3, 0, 1, 2],
  [2, 1, 3, 0],
];

const regionAt = (index: number | undefined): DivisionRegion => DIVISION_REGIONS[index ?? 0] ?? 'East';
const indexOf = (region: DivisionRegion): number => DIVISION_REGIONS.indexOf(region);

/** The same-conference division whose four teams `region` plays this season (2 home, 2 away). */
export function getConferenceRotationDivision(season: number, region: DivisionRegion): DivisionRegion {
  return regionAt(CONFERENCE_PARTNERS[modulo(season - ROTATION_BASE_SEASON, 3)]?.[indexOf(region)]);
}

/** The NFC division that the AFC division `afcRegion` plays in full this season (2 home, 2 away). */
export function getInterconferenceRotationDivision(
  season: number,
  afcRegion: DivisionRegion,
): DivisionRegion {
  return regionAt(INTERCONFERENCE_PARTNERS[modulo(season - ROTATION_BASE_SEASON, 4)]?.[indexOf(afcRegion)]);
}

/**
 * The NFC division whose same-place team each team of `afcRegion` meets in the 17th game (from
 * 2021): the interconference pairing of two seasons earlier, so never this season's or last
 * season's full-division opponent (2021 AFC East–NFC East, 2022 AFC East–NFC West, 2023 AFC
 * East–NFC South, as played).
 */
export function getSeventeenthGameDivision(season: number, afcRegion: DivisionRegion): DivisionRegion {
  return getInterconferenceRotationDivision(season - 2, afcRegion);
}

/** Which full-rotation cycle a season is in (0 from 2018), so home sites can swap between cycles as the NFL's do. */
export function getRotationCycle(season: number, cycleLength: 3 | 4): number {
  return Math.floor((season - ROTATION_BASE_SEASON) / cycleLength);
}
