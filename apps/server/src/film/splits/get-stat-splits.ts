/**
 * The split tables (spec 2 §3): for each split of a category's catalogue, the category's stat line
 * over the split's plays and the film room query that finds them. One query reads the subject's
 * plays of the season (the film filters' own SQL, film-filter-conditions.ts) with, for each play,
 * whether each split's filter holds — the same conditions /api/plays applies, so a split's play
 * count is the film room's count by construction. The lines are tallied from those plays as the
 * season tables tally them (packages/stats, computeSplitLine).
 */
import type { SplitParams, SplitQuery, SplitResponse } from '@all22/contracts';
import { type Database, players, plays, teams } from '@all22/db';
import {
  type FilmFilterKey,
  type PlayRecord,
  type SplitCategory,
  type SplitSubject,
  SPLIT_CATALOGUES,
  SPLIT_STAT_KEYS,
  asGameId,
  asNflId,
  asTeamId,
  createNeutralPlayRecord,
  describeStat,
  formatFilmFilterQuery,
  getSplitSubjectFilters,
  groupSplitOptions,
  isTeamSplitCategory,
  parseSplitFilter,
} from '@all22/domain';
import { SPLIT_LINE_PLAY_FIELDS, computeSplitLine } from '@all22/stats';
import { and, eq, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../errors/app-error.js';
import { toFilmFilterConditions, toFilmFilterKeyConditions } from '../film-filter-conditions.js';

/** The subject the query names, as the category needs it; a 400 naming the parameter otherwise. */
function readSubject(category: SplitCategory, query: SplitQuery): SplitSubject {
  const [wanted, unwanted] = isTeamSplitCategory(category)
    ? (['teamId', 'nflId'] as const)
    : (['nflId', 'teamId'] as const);
  if (query[unwanted] !== undefined) {
    throw badRequest(`Invalid query parameter '${unwanted}': the ${category} splits take ${wanted}`);
  }
  if (query.nflId !== undefined) return { nflId: asNflId(query.nflId) };
  if (query.teamId !== undefined) return { teamId: asTeamId(query.teamId) };
  throw badRequest(`Invalid query parameter '${wanted}': is required for the ${category} splits`);
}

async function checkSubjectExists(db: Database, subject: SplitSubject): Promise<void> {
  if ('nflId' in subject) {
    const found = await db
      .select({ id: players.nflId })
      .from(players)
      .where(eq(players.nflId, subject.nflId));
    if (found.length === 0) throw notFound(`No player with nflId ${subject.nflId}`);
  } else {
    const found = await db.select({ id: teams.teamId }).from(teams).where(eq(teams.teamId, subject.teamId));
    if (found.length === 0) throw notFound(`No team with teamId ${subject.teamId}`);
  }
}

interface PlayWithSplits {
  play: PlayRecord;
  /** Whether each split of the catalogue, in its order, finds the play. */
  matches: readonly boolean[];
}

/** A play as the lines need it: the fields they read, every other one neutral. */
const NEUTRAL_PLAY: PlayRecord = createNeutralPlayRecord({
  gameId: asGameId(0),
  playId: 0,
  sequence: 0,
  season: 0,
  seasonType: 'REG',
  week: 0,
  weekSlug: 'WEEK_1',
  occurredAt: '',
  drive: null,
  quarter: 1,
  clock: '15:00',
  clockSeconds: 900,
  down: null,
  distance: null,
  yardsToGoType: null,
  yardLine: null,
  yardlineNumber: null,
  possessionTeamId: asTeamId('0000'),
  defenseTeamId: asTeamId('0000'),
  playType: 'play_type_rush',
  isSnap: false,
  redzone: false,
  goalToGo: false,
  offenseScoreDifferential: 0,
  offenseScoreDifferentialType: null,
  defenseScoreDifferential: 0,
  defenseScoreDifferentialType: null,
  homeScore: 0,
  visitorScore: 0,
});

/** A JSON double that JSON cannot hold (NaN, Infinity) comes as text. */
const toValue = (value: unknown): unknown =>
  typeof value === 'string' && /^-?(NaN|Infinity)$/.test(value) ? Number(value) : value;

/**
 * The subject's plays of the season, each with the splits that find it. One JSON text of arrays
 * (no keys): with PGlite a result's cost grows with its cells and its bytes, and whole plays as
 * objects were 3 KB each (a passer's season: 2 MB, 150–300 ms).
 */
async function loadSubjectPlays(
  db: Database,
  category: SplitCategory,
  subjectFilters: ReturnType<typeof getSplitSubjectFilters>,
): Promise<PlayWithSplits[]> {
  const matchers = SPLIT_CATALOGUES[category].map((option) => {
    const own = parseSplitFilter(option.filter);
    const conditions = toFilmFilterKeyConditions(
      { ...subjectFilters, ...own },
      Object.keys(own) as FilmFilterKey[],
    );
    return sql`coalesce(${and(...conditions)}, false)`;
  });
  const columns = SPLIT_LINE_PLAY_FIELDS.map((field) => sql`${plays[field]}`);
  const { rows } = await db.execute<{ plays: string | null }>(
    sql`select json_agg(json_build_array(array[${sql.join(matchers, sql`, `)}], ${sql.join(columns, sql`, `)}))::text as plays
        from ${plays} where ${and(...toFilmFilterConditions(subjectFilters))}`,
  );
  const found = JSON.parse(rows[0]?.plays ?? '[]') as [boolean[], ...unknown[]][];
  return found.map(([matches, ...values]) => {
    const play: Record<string, unknown> = { ...NEUTRAL_PLAY };
    SPLIT_LINE_PLAY_FIELDS.forEach((field, index) => {
      play[field] = toValue(values[index]);
    });
    return { play: play as unknown as PlayRecord, matches };
  });
}

export async function getStatSplits(
  db: Database,
  { category }: SplitParams,
  query: SplitQuery,
): Promise<SplitResponse> {
  const subject = readSubject(category, query);
  await checkSubjectExists(db, subject);
  const season = { season: query.season, seasonType: query.seasonType };
  const subjectFilters = getSplitSubjectFilters(category, subject, season);
  const subjectPlays = await loadSubjectPlays(db, category, subjectFilters);
  const rows = SPLIT_CATALOGUES[category].map((option, index) => {
    const splitPlays = subjectPlays
      .filter((entry) => entry.matches[index] === true)
      .map((entry) => entry.play);
    return {
      group: option.group,
      code: option.code,
      label: option.label,
      filter: formatFilmFilterQuery({ ...subjectFilters, ...parseSplitFilter(option.filter) }),
      values: computeSplitLine(category, subject, splitPlays),
    };
  });
  return {
    category,
    season: query.season,
    seasonType: query.seasonType,
    nflId: 'nflId' in subject ? subject.nflId : null,
    teamId: 'teamId' in subject ? subject.teamId : null,
    columns: SPLIT_STAT_KEYS[category].map((key) => {
      const { shortLabel, tooltip, decimals, isPercentage } = describeStat(key, 'leaders');
      return { key, label: shortLabel, tooltip, decimals, isPercentage };
    }),
    groups: groupSplitOptions(rows).map(({ group, options }) => ({
      group,
      splits: options.map(({ group: _group, ...row }) => row),
    })),
  };
}
