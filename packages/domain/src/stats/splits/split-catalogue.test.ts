import { describe, expect, it } from 'vitest';
import { FILM_FILTER_KEYS, type FilmFilterKey } from '../../film/film-filter-catalogue.js';
import { parseFilmFilterQuery } from '../../film/parse-film-filter-query.js';
import { formatFilmFilterQuery } from '../../film/serialize-film-filter-query.js';
import type { NflId, TeamId } from '../../ids.js';
import { describeStat } from '../stat-vocabulary.js';
import {
  SPLIT_CATALOGUES,
  SPLIT_CATEGORIES,
  SPLIT_GROUPS,
  groupSplitOptions,
  isSplitCategory,
  isTeamSplitCategory,
} from './split-catalogue.js';
import { SPLIT_STAT_KEYS } from './split-columns.js';
import { getSplitFilmFilters, getSplitSubjectFilters, parseSplitFilter } from './split-film-filters.js';

const toQuery = (filter: string) => Object.fromEntries(filter.split('&').map((pair) => pair.split('=')));
const SEASON = { season: 2024, seasonType: 'REG' } as const;
const subjectOf = (category: (typeof SPLIT_CATEGORIES)[number]) =>
  isTeamSplitCategory(category) ? { teamId: '3800' as TeamId } : { nflId: 52_001 as NflId };
/** The keys a split's subject and season set: an option must leave them alone. */
const SUBJECT_KEYS: readonly FilmFilterKey[] = [
  'season',
  'seasonType',
  'passerId',
  'rusherId',
  'targetId',
  'defenderId',
  'nflId',
  'possessionTeamId',
  'defenseTeamId',
  'teamId',
  'passPlay',
  'runPlay',
];

describe('the split catalogues', () => {
  it.each(SPLIT_CATEGORIES)('%s: every option filter parses with the film filter codec', (category) => {
    for (const option of SPLIT_CATALOGUES[category]) {
      const parsed = parseFilmFilterQuery(toQuery(option.filter), { currentSeason: 2025 });
      expect(parsed, `${category} ${option.code}`).toMatchObject({ ok: true });
      // Written canonically, so the filter reads as the film room's address does.
      expect(formatFilmFilterQuery(parseSplitFilter(option.filter)), option.code).toBe(option.filter);
      const keys = Object.keys(parseSplitFilter(option.filter));
      expect(
        keys.filter((key) => SUBJECT_KEYS.includes(key as FilmFilterKey)),
        option.code,
      ).toEqual([]);
    }
  });

  it.each(SPLIT_CATEGORIES)('%s: codes and filters are unique, labels unique within a group', (category) => {
    const options = SPLIT_CATALOGUES[category];
    expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
    expect(new Set(options.map((option) => option.filter)).size).toBe(options.length);
    for (const { options: grouped } of groupSplitOptions(options)) {
      expect(new Set(grouped.map((option) => option.label)).size).toBe(grouped.length);
    }
    for (const option of options) expect(option.code).toMatch(/^[A-Z][A-Z0-9_]*[A-Z0-9]$/);
  });

  it('gives a code the same label and group in every category', () => {
    const seen = new Map<string, string>();
    for (const category of SPLIT_CATEGORIES) {
      for (const option of SPLIT_CATALOGUES[category]) {
        const identity = `${option.group} / ${option.label}`;
        expect(seen.get(option.code) ?? identity, option.code).toBe(identity);
        seen.set(option.code, identity);
      }
    }
  });

  it("covers every group of the spec's list", () => {
    const used = new Set(
      SPLIT_CATEGORIES.flatMap((category) => SPLIT_CATALOGUES[category].map((o) => o.group)),
    );
    expect([...used].sort()).toEqual([...SPLIT_GROUPS].sort());
  });

  it('keeps groups together and in the tables order', () => {
    for (const category of SPLIT_CATEGORIES) {
      const groups = groupSplitOptions(SPLIT_CATALOGUES[category]);
      expect(groups.flatMap((entry) => entry.options)).toHaveLength(SPLIT_CATALOGUES[category].length);
      const order = groups.map((entry) => SPLIT_GROUPS.indexOf(entry.group));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("adds a split's filter to its subject's plays in the season", () => {
    const [deep] = SPLIT_CATALOGUES.passing.filter((option) => option.code === 'AIR_YARDS_DEEP');
    expect(getSplitFilmFilters('passing', deep!, { nflId: 7 as NflId }, SEASON)).toEqual({
      season: [2024],
      seasonType: 'REG',
      passerId: 7,
      airYardType: 'DEEP',
    });
    expect(getSplitSubjectFilters('team-defense-rush', { teamId: '0200' as TeamId }, SEASON)).toEqual({
      season: [2024],
      seasonType: 'REG',
      defenseTeamId: '0200',
      runPlay: true,
    });
    // A player subject names no team, and the other way round.
    expect(getSplitSubjectFilters('team-offense', { nflId: 7 as NflId }, SEASON)).toEqual({
      season: [2024],
      seasonType: 'REG',
    });
  });

  it('reads the score from the side of the ball of the category', () => {
    const filterOf = (category: (typeof SPLIT_CATEGORIES)[number]) =>
      SPLIT_CATALOGUES[category].find((option) => option.code === 'SCORE_LEADING')?.filter;
    expect(filterOf('passing')).toBe('offense_scoreDifferentialType=LEADING');
    expect(filterOf('defense')).toBe('defense_scoreDifferentialType=LEADING');
    expect(filterOf('team-defense-pass')).toBe('defense_scoreDifferentialType=LEADING');
  });

  it('names every column in the stat vocabulary, the plays first', () => {
    for (const category of SPLIT_CATEGORIES) {
      const keys = SPLIT_STAT_KEYS[category];
      expect(keys[0]).toBe('general.plays');
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(describeStat(key).label.length).toBeGreaterThan(0);
    }
  });

  it('tells categories from other words', () => {
    expect(SPLIT_CATEGORIES.every(isSplitCategory)).toBe(true);
    expect(isSplitCategory('kicking')).toBe(false);
    expect(SPLIT_CATEGORIES.filter(isTeamSplitCategory)).toHaveLength(6);
    for (const category of SPLIT_CATEGORIES) {
      const subject = getSplitSubjectFilters(category, subjectOf(category), SEASON);
      expect(Object.keys(subject).length, category).toBeGreaterThan(2);
      expect(Object.keys(subject).every((key) => FILM_FILTER_KEYS.includes(key as FilmFilterKey))).toBe(true);
    }
  });
});
