import type { TeamId } from '@all22/domain';
import type { Conference, StandingsTeam } from './types.js';

/** The 32 clubs by abbreviation (nflverse spelling: LA is the Rams, LAC the Chargers), 2002 alignment onward. */
// prettier-ignore
const DIVISIONS: Readonly<Record<string, readonly string[]>> = {
  'AFC East': ['BUF', 'MIA', 'NE', 'NYJ'],
  'AFC North': ['BAL', 'CIN', 'CLE', 'PIT'],
  'AFC South': ['HOU', 'IND', 'JAX', 'TEN'],
  'AFC West': ['DEN', 'KC', 'LAC', 'LV'],
  'NFC East': ['DAL', 'NYG', 'PHI', 'WAS'],
  'NFC North': ['CHI', 'DET', 'GB', 'MIN'],
  'NFC South': ['ATL', 'CAR', 'NO', 'TB'],
  'NFC West': ['ARI', 'LA', 'SF', 'SEA'],
};

/** The first season of today's eight four-club divisions; earlier seasons had other alignments. */
export const FIRST_ALIGNED_SEASON = 2002;

/**
 * Historical or alternative codes → today's abbreviation: relocated clubs (OAK → LV, SD → LAC,
 * STL → LA) and spellings other sources use (LAR, JAC, WSH, ARZ).
 */
const ABBREVIATION_ALIASES: Readonly<Record<string, string>> = {
  OAK: 'LV',
  SD: 'LAC',
  STL: 'LA',
  LAR: 'LA',
  JAC: 'JAX',
  WSH: 'WAS',
  ARZ: 'ARI',
};

/** The 32 clubs as standings input, keyed by abbreviation (the team id is the abbreviation). */
export const NFL_TEAMS: readonly StandingsTeam[] = Object.entries(DIVISIONS).flatMap(([division, abbrs]) =>
  abbrs.map((abbr) => ({
    teamId: abbr as TeamId,
    abbr,
    conference: division.slice(0, 3) as Conference,
    division,
  })),
);

const KNOWN = new Set(NFL_TEAMS.map((team) => team.abbr));

/** Today's abbreviation for a code as nflverse (or another source) writes it; undefined when unknown. */
export function normalizeTeamAbbr(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  const abbr = ABBREVIATION_ALIASES[upper] ?? upper;
  return KNOWN.has(abbr) ? abbr : undefined;
}
