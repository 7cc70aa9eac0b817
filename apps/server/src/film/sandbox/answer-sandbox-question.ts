/**
 * The stats sandbox's answer (issue 19 §2): one question — a category's measures over the plays
 * the film filters select, grouped by player, team, season, week or split — computed in SQL over
 * the plays with the film room's own conditions (film-filter-conditions.ts), so each row's play
 * count is the film room's count for its link. Limits: the population's plays (413 past
 * SANDBOX_LIMITS.maxPlays, counted first) and, on PostgreSQL, a statement timeout (413).
 */
import type { SandboxResponse } from '@all22/contracts';
import { type Database, players, plays, teams } from '@all22/db';
import {
  type FilmFilterKey,
  type FilmFilters,
  SANDBOX_CATEGORY_INFO,
  SANDBOX_LIMITS,
  SANDBOX_MEASURES,
  SPLIT_CATALOGUES,
  type SandboxMeasureKey,
  type SandboxQuestion,
  type SeasonType,
  type TeamId,
  formatFilmFilterQuery,
  formatSandboxQuery,
  getSandboxPlayFilters,
  parseSplitFilter,
} from '@all22/domain';
import { type SQL, and, inArray, sql } from 'drizzle-orm';
import { tooLarge } from '../../errors/app-error.js';
import { toFilmFilterConditions, toFilmFilterKeyConditions } from '../film-filter-conditions.js';
import { SANDBOX_MEASURE_SQL } from './sandbox-measure-sql.js';

/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

const where = (conditions: readonly SQL[]): SQL => and(...conditions) ?? sql`true`;

/** The grouping as SQL: the row key, what it joins, the extra conditions, and each row's film filters. */
interface Grouping {
  readonly key: SQL;
  readonly from: SQL;
  readonly conditions: readonly SQL[];
  readonly order: SQL;
  /** The defender of the row, when rows are defenders. */
  readonly defender: SQL | null;
  readonly filtersOf: (key: string) => FilmFilters;
}

const DEFENDER = sql`sandbox_defender.id`;
const SEASON_TYPE_ORDER = sql`case ${plays.seasonType} when 'PRE' then 0 when 'REG' then 1 else 2 end`;

function toGrouping(question: SandboxQuestion, playFilters: FilmFilters): Grouping {
  const info = SANDBOX_CATEGORY_INFO[question.category];
  const base = { from: sql``, conditions: toFilmFilterConditions(playFilters), defender: null };
  switch (question.grouping) {
    case 'player': {
      const playerKey = info.playerKey!;
      if (playerKey === 'defenderId') {
        return {
          ...base,
          key: sql`${DEFENDER}::text`,
          from: sql`cross join unnest(${plays.defensePlayerIds}) as sandbox_defender(id)`,
          order: sql`min(${DEFENDER})`,
          defender: DEFENDER,
          filtersOf: (key) => ({ ...playFilters, defenderId: Number(key) as never }),
        };
      }
      const column = { passerId: plays.passerId, rusherId: plays.rusherId, targetId: plays.targetId }[
        playerKey
      ];
      return {
        ...base,
        key: sql`${column}::text`,
        conditions: [...base.conditions, sql`${column} is not null`],
        order: sql`min(${column})`,
        filtersOf: (key) => ({ ...playFilters, [playerKey]: Number(key) }),
      };
    }
    case 'team': {
      const column = info.teamKey === 'possessionTeamId' ? plays.possessionTeamId : plays.defenseTeamId;
      return {
        ...base,
        key: sql`${column}`,
        order: sql`min(${column})`,
        filtersOf: (key) => ({ ...playFilters, [info.teamKey]: key as TeamId }),
      };
    }
    case 'season':
      return {
        ...base,
        key: sql`${plays.season}::text`,
        order: sql`min(${plays.season})`,
        filtersOf: (key) => ({ ...playFilters, season: [Number(key)] }),
      };
    case 'week':
      return {
        ...base,
        key: sql`${plays.season} || '-' || ${plays.seasonType} || '-' || ${plays.week}`,
        order: sql`min(${plays.season}), min(${SEASON_TYPE_ORDER}), min(${plays.week})`,
        filtersOf: (key) => {
          const [season, seasonType, week] = key.split('-');
          return {
            ...playFilters,
            season: [Number(season)],
            seasonType: seasonType as SeasonType,
            week: Number(week),
          };
        },
      };
    case 'split':
      return toSplitGrouping(question, playFilters);
  }
}

/**
 * Rows by the splits of a group: each play joins the splits whose filters it meets. A split's
 * filters are the population's with the split's own on top (the split wins where both name a key),
 * exactly the film room query its row links to.
 */
function toSplitGrouping(question: SandboxQuestion, playFilters: FilmFilters): Grouping {
  const options = SPLIT_CATALOGUES[SANDBOX_CATEGORY_INFO[question.category].splits].filter(
    (option) => option.group === question.splitGroup,
  );
  const optionFilters = options.map((option) => ({ ...playFilters, ...parseSplitFilter(option.filter) }));
  const splitKeys = new Set(options.flatMap((option) => Object.keys(parseSplitFilter(option.filter))));
  const shared: FilmFilters = { ...playFilters };
  for (const key of splitKeys) delete shared[key as FilmFilterKey];
  const matches = optionFilters.map((filters, index) => {
    const keys = (Object.keys(filters) as FilmFilterKey[]).filter((key) => splitKeys.has(key));
    return sql`when ${index} then coalesce(${where(toFilmFilterKeyConditions(filters, keys))}, false)`;
  });
  const codes = options.map((option) => option.code);
  return {
    key: sql`(array[${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )}]::text[])[sandbox_split.i + 1]`,
    from: sql`cross join generate_series(0, ${options.length - 1}) as sandbox_split(i)`,
    conditions: [
      ...toFilmFilterConditions(shared),
      sql`(case sandbox_split.i ${sql.join(matches, sql` `)} else false end)`,
    ],
    order: sql`min(sandbox_split.i)`,
    defender: null,
    filtersOf: (key) => optionFilters[codes.indexOf(key)] ?? playFilters,
  };
}

interface AggregateRow {
  key: string;
  plays: number;
  total_rows: number;
  [column: string]: unknown;
}

const columnName = (index: number) => `m${index}`;

async function countPopulation(db: Database, filters: FilmFilters): Promise<number> {
  const { rows } = await db.execute<{ plays: number }>(
    sql`select count(*)::int as plays from ${plays} where ${where(toFilmFilterConditions(filters))}`,
  );
  return Number(rows[0]?.plays ?? 0);
}

/** The rows' labels: a player's name with his position and team, a team's name, a week, a split. */
async function labelRows(
  db: Database,
  question: SandboxQuestion,
  keys: readonly string[],
): Promise<
  Map<string, { label: string; detail: string | null; nflId: number | null; teamId: string | null }>
> {
  const labels = new Map<
    string,
    { label: string; detail: string | null; nflId: number | null; teamId: string | null }
  >();
  if (question.grouping === 'player' && keys.length > 0) {
    const found = await db
      .select({
        nflId: players.nflId,
        name: players.displayName,
        position: players.position,
        team: teams.abbr,
      })
      .from(players)
      .leftJoin(teams, sql`${teams.teamId} = ${players.currentTeamId}`)
      .where(inArray(players.nflId, keys.map(Number) as never[]));
    for (const player of found) {
      const detail = [player.position, player.team].filter((part) => part !== null).join(' · ');
      labels.set(String(player.nflId), { label: player.name, detail, nflId: player.nflId, teamId: null });
    }
  } else if (question.grouping === 'team' && keys.length > 0) {
    const found = await db
      .select({ teamId: teams.teamId, abbr: teams.abbr, fullName: teams.fullName })
      .from(teams)
      .where(inArray(teams.teamId, keys as TeamId[]));
    for (const team of found)
      labels.set(team.teamId, { label: team.abbr, detail: team.fullName, nflId: null, teamId: team.teamId });
  } else if (question.grouping === 'split') {
    for (const option of SPLIT_CATALOGUES[SANDBOX_CATEGORY_INFO[question.category].splits]) {
      if (option.group === question.splitGroup)
        labels.set(option.code, { label: option.label, detail: null, nflId: null, teamId: null });
    }
  } else if (question.grouping === 'week') {
    for (const key of keys) {
      const [season, seasonType, week] = key.split('-');
      const prefix =
        seasonType === 'REG' ? 'Week' : seasonType === 'PRE' ? 'Preseason week' : 'Postseason week';
      labels.set(key, { label: `${season} ${prefix} ${week}`, detail: null, nflId: null, teamId: null });
    }
  }
  return labels;
}

/** Runs the aggregate; on PostgreSQL inside a transaction whose statements have the time budget. */
async function runAggregate(db: Database, query: SQL): Promise<AggregateRow[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SANDBOX_LIMITS.timeBudgetMs}`));
      const { rows } = await tx.execute<AggregateRow>(query);
      return rows;
    });
  } catch (error) {
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).code ??
      (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === QUERY_CANCELED) {
      throw tooLarge(
        `The question took longer than ${SANDBOX_LIMITS.timeBudgetMs / 1000} s to answer: narrow the seasons or add film filters`,
      );
    }
    throw error;
  }
}

export async function answerSandboxQuestion(
  db: Database,
  question: SandboxQuestion,
  { maxPlays = SANDBOX_LIMITS.maxPlays }: { maxPlays?: number } = {},
): Promise<SandboxResponse> {
  const population = await countPopulation(db, question.filters);
  if (population > maxPlays) {
    throw tooLarge(
      `The question covers ${population.toLocaleString('en-US')} plays; the sandbox answers at most ` +
        `${maxPlays.toLocaleString('en-US')}: narrow the seasons or add film filters`,
    );
  }
  const info = SANDBOX_CATEGORY_INFO[question.category];
  const playFilters = getSandboxPlayFilters(question);
  const grouping = toGrouping(question, playFilters);
  const columns: SandboxMeasureKey[] = [
    info.qualifier,
    ...question.measures.filter((key) => key !== info.qualifier),
  ];
  const measureSql = columns.map(
    (key, index) =>
      sql`${SANDBOX_MEASURE_SQL[key](grouping.defender)} as ${sql.identifier(columnName(index))}`,
  );
  const sortSql = SANDBOX_MEASURE_SQL[question.sort](grouping.defender);
  const qualifierSql = SANDBOX_MEASURE_SQL[info.qualifier](grouping.defender);
  // A trend reads in time order (a line); every other grouping is a ranking by the sort.
  const isTrend = question.grouping === 'season' || question.grouping === 'week';
  const orderSql = isTrend
    ? grouping.order
    : sql`${sortSql} ${sql.raw(question.order === 'asc' ? 'asc' : 'desc')} nulls last, ${grouping.order}`;
  const positionFilter =
    question.grouping === 'player' && question.positions.length > 0
      ? [
          sql`${grouping.key}::integer in (select ${players.nflId} from ${players} where ${inArray(players.positionGroup, [...question.positions])})`,
        ]
      : [];
  const rows = await runAggregate(
    db,
    sql`select ${grouping.key} as key, count(*)::int as plays, ${sql.join(measureSql, sql`, `)},
          (count(*) over ())::int as total_rows
        from ${plays} ${grouping.from}
        where ${where([...grouping.conditions, ...positionFilter])}
        group by 1
        having ${qualifierSql} >= ${question.minimum}
        order by ${orderSql}
        limit ${question.limit}`,
  );
  const labels = await labelRows(
    db,
    question,
    rows.map((row) => row.key),
  );
  return {
    query: formatSandboxQuery(question),
    population: { plays: population, filter: formatFilmFilterQuery(question.filters) },
    columns: columns.map((key) => {
      const { shortLabel, tooltip, decimals, isPercentage } = SANDBOX_MEASURES[key];
      return { key, label: shortLabel, tooltip, decimals, isPercentage };
    }),
    rows: rows.map((row) => {
      const label = labels.get(row.key) ?? { label: row.key, detail: null, nflId: null, teamId: null };
      return {
        key: row.key,
        ...label,
        filter: formatFilmFilterQuery(grouping.filtersOf(row.key)),
        plays: Number(row.plays),
        values: Object.fromEntries(
          columns.map((key, index) => {
            const value = row[columnName(index)];
            return [key, value === null || value === undefined ? null : Number(value)];
          }),
        ),
      };
    }),
    totalRows: Number(rows[0]?.total_rows ?? 0),
  };
}
