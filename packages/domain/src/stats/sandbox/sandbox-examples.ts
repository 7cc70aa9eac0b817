/**
 * The questions the empty sandbox offers (issue 19 §2), written against the league's latest
 * season so every league (a test league of one season, the default of many) answers them.
 */
import { FIRST_FILM_SEASON } from '../../film/film-seasons.js';
import { SANDBOX_LIMITS } from './sandbox-catalogue.js';
import type { SandboxQuestion } from './sandbox-question.js';

export interface SandboxExample {
  readonly title: string;
  readonly question: SandboxQuestion;
}

const base = {
  splitGroup: null,
  positions: [],
  minimum: 0,
  order: 'desc',
  limit: SANDBOX_LIMITS.defaultRows,
} as const;

export function getSandboxExamples(season: number): SandboxExample[] {
  const regular = { season: [season], seasonType: 'REG' } as const;
  // Two seasons where the league has two: the first season with film has no season before it.
  const twoSeasons = season > FIRST_FILM_SEASON ? [season - 1, season] : [season];
  const twoSeasonsTitle = twoSeasons.join('–');
  return [
    {
      title: `Completion % on deep passes vs the blitz, QBs with 5+ attempts, ${season}`,
      question: {
        ...base,
        category: 'passing',
        grouping: 'player',
        positions: ['QB'],
        measures: ['passing.completionPct'],
        sort: 'passing.completionPct',
        minimum: 5,
        filters: { ...regular, airYardType: 'DEEP', blitz: true },
      },
    },
    {
      title: `Yards after catch per reception by receiver alignment, ${season}`,
      question: {
        ...base,
        category: 'receiving',
        grouping: 'split',
        splitGroup: 'Alignment',
        measures: ['receiving.yacPerReception'],
        sort: 'receiving.yacPerReception',
        filters: regular,
      },
    },
    {
      title: `Team EPA per play by week, every offense, ${season}`,
      question: {
        ...base,
        category: 'offense',
        grouping: 'week',
        measures: ['offense.epaPerPlay', 'offense.successRate'],
        sort: 'offense.epaPerPlay',
        filters: regular,
      },
    },
    {
      title: `Pressure rate by defender, 100+ pass-rush snaps, ${twoSeasonsTitle}`,
      question: {
        ...base,
        category: 'defense',
        grouping: 'player',
        positions: ['DL', 'EDGE', 'LB'],
        measures: ['defense.pressureRate', 'defense.pressures'],
        sort: 'defense.pressureRate',
        minimum: 100,
        filters: { season: twoSeasons, seasonType: 'REG' },
      },
    },
    {
      title: `Red-zone rushing success by defenders in the box, ${season}`,
      question: {
        ...base,
        category: 'rushing',
        grouping: 'split',
        splitGroup: 'Defenders in the Box',
        measures: ['rushing.successRate'],
        sort: 'rushing.successRate',
        filters: { ...regular, redzone: true },
      },
    },
  ];
}
