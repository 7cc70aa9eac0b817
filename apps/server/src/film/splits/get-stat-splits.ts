/**
 * The split tables (spec 2 §3): for each split of a category's catalogue, the category's stat line
 * over the split's plays and the film room query that finds them. One query reads the subject's
 * plays of the season (the film filters' own SQL, film-filter-conditions.ts) with, for each play,
 * whether each split's filter holds — the same conditions /api/plays applies, so a split's play
 * count is the film room's count by construction. The lines are tallied from those plays as the
 * season tables tally them (packages/stats, computeSplitLine).
 */
import type { SplitParams, SplitQuery, SplitResponse } from '@all22/contracts';
import { type Database, fromPlayRow, players, plays, teams } from '@all22/db';
import {
  type FilmFilterKey,
  type PlayRecord,
  type SplitCategory,
  type SplitSubject,
  SPLIT_CATALOGUES,
  SPLIT_STAT_KEYS,
  asNflId,
  asTeamId,
  describeStat,
  formatFilmFilterQuery,
  getSplitSubjectFilters,
  groupSplitOptions,
  isTeamSplitCategory,
  parseSplitFilter,
} from '@all22/domain';
import { computeSplitLine } from '@all22/stats';
import { and, eq, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../errors/app-error.js';
import { toFilmFilterConditions, toFilmFilterKeyConditions } from '../film-filter-conditions.js';
import { fromPlayJsonRow } from '../load-plays-by-key.js';

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

/** The subject's plays of the season, each with the splits that find it. */
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
  // One JSON text: with PGlite a result's cost grows with its cells (load-plays-by-key.ts).
  const { rows } = await db.execute<{ plays: string | null }>(
    sql`select json_agg(x)::text as plays from (
          select ${plays}.*, array[${sql.join(matchers, sql`, `)}] as split_matches
          from ${plays} where ${and(...toFilmFilterConditions(subjectFilters))}
        ) x`,
  );
  const found = JSON.parse(rows[0]?.plays ?? '[]') as (Record<string, unknown> & {
    split_matches: boolean[];
  })[];
  return found.map((json) => ({ play: fromPlayRow(fromPlayJsonRow(json)), matches: json.split_matches }));
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
