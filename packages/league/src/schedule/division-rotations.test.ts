import { describe, expect, it } from 'vitest';
import {
  DIVISION_REGIONS,
  getConferenceRotationDivision,
  getInterconferenceRotationDivision,
  getSeventeenthGameDivision,
} from './division-rotations.js';

describe('division rotations', () => {
  it('pairs same-conference divisions as the NFL did 2018–2021', () => {
    expect(getConferenceRotationDivision(2018, 'East')).toBe('South');
    expect(getConferenceRotationDivision(2018, 'North')).toBe('West');
    expect(getConferenceRotationDivision(2019, 'East')).toBe('North');
    expect(getConferenceRotationDivision(2020, 'East')).toBe('West');
    expect(getConferenceRotationDivision(2021, 'East')).toBe('South');
  });

  it('pairs AFC and NFC divisions as the NFL did 2018–2022', () => {
    expect(getInterconferenceRotationDivision(2018, 'East')).toBe('North');
    expect(getInterconferenceRotationDivision(2018, 'South')).toBe('East');
    expect(getInterconferenceRotationDivision(2019, 'East')).toBe('East');
    expect(getInterconferenceRotationDivision(2019, 'North')).toBe('West');
    expect(getInterconferenceRotationDivision(2020, 'South')).toBe('North');
    expect(getInterconferenceRotationDivision(2021, 'West')).toBe('East');
    expect(getInterconferenceRotationDivision(2022, 'East')).toBe('North');
  });

  it("picks the 17th game's division as played: AFC East v NFC East 2021, NFC West 2022, NFC South 2023", () => {
    expect(getSeventeenthGameDivision(2021, 'East')).toBe('East');
    expect(getSeventeenthGameDivision(2022, 'East')).toBe('West');
    expect(getSeventeenthGameDivision(2023, 'East')).toBe('South');
  });

  it('meets every other-conference division once in four years, and never the same one twice in a season', () => {
    for (const afc of DIVISION_REGIONS) {
      const opponents = [2024, 2025, 2026, 2027].map((season) =>
        getInterconferenceRotationDivision(season, afc),
      );
      expect(new Set(opponents).size).toBe(4);
      for (let season = 2021; season <= 2030; season += 1) {
        expect(getSeventeenthGameDivision(season, afc)).not.toBe(
          getInterconferenceRotationDivision(season, afc),
        );
        expect(getSeventeenthGameDivision(season, afc)).not.toBe(
          getInterconferenceRotationDivision(season - 1, afc),
        );
      }
    }
  });

  it('is a pairing: partners point back at each other', () => {
    for (let season = 2018; season <= 2026; season += 1) {
      for (const region of DIVISION_REGIONS) {
        const partner = getConferenceRotationDivision(season, region);
        expect(partner).not.toBe(region);
        expect(getConferenceRotationDivision(season, partner)).toBe(region);
      }
      const nfc = DIVISION_REGIONS.map((region) => getInterconferenceRotationDivision(season, region));
      expect(new Set(nfc).size).toBe(4);
    }
  });
});
