/**
 * The stats sandbox's answer (issue 19 §2): one question — a category's measures over the plays
 * the film filters select, grouped by player, team, season, week or split — computed in SQL over
 * the plays with the film room's own conditions (film-filter-conditions.ts), so each row's play
 * count is the film room's count for its link. Limits: the population's plays (413 past
 * SANDBOX_MAX_PLAYS, counted first by the film room's own finder, before any work) and, on
 * PostgreSQL, a statement timeout (413).
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
import {
  DEFENDER_COLUMNS,
  type DefenderColumn,
  type DefenderRows,
  SANDBOX_MEASURE_SQL,
} from './sandbox-measure-sql.js';

/** PostgreSQL's "canceling statement due to statement timeout". */
const QUERY_CANCELED = '57014';

const where = (conditions: readonly SQL[]): SQL => and(...conditions) ?? sql`true`;

/** The grouping as SQL: the row key, what the rows aggregate (from, where), and each row's film filters. */
interface Grouping {
  readonly key: SQL;
  /** What the rows group on, when not the key itself (the key is then made of it). */
  readonly groupBy?: SQL;
  /** The row's player id, when rows are players. The key is grouped on as it is (an id, not text). */
  readonly playerId?: SQL;
  /**
   * What the rows aggregate: the FROM and WHERE clauses. Read once the measures have been compiled
   * (rows of defenders count only the columns the measures asked for).
   */
  readonly source: () => SQL;
  readonly order: SQL;
  /** Rows of defenders: his counts in the plays' per-player columns. */
  readonly defender: DefenderRows | null;
  /** The row's play count (the film room's for its link). */
  readonly plays: SQL;
  readonly filtersOf: (key: string) => FilmFilters;
}

const DEFENDER = sql`sandbox_defender.id`;

/**
 * Rows of defenders, counted from each per-player column's distinct arrays: one pass over the
 * plays groups them by each column the measures count in (grouping sets), and every id of a
 * distinct array is credited with that array's plays (an id twice in an array, twice). The eleven
 * on the field repeat from snap to snap — about 1,500 distinct lineups in 70,000 snaps of two
 * seasons — so some 18,000 entries are aggregated where one per defender per play made 930,000.
 * Being on the field is always counted (the row's plays); the other columns as the measures ask.
 */
function createDefenderRows(conditions: readonly SQL[]): DefenderRows & { source: () => SQL } {
  const used: DefenderColumn[] = ['onField'];
  let isSourceRead = false;
  const indexOf = (column: DefenderColumn) => {
    if (!used.includes(column)) {
      if (isSourceRead)
        throw new Error(`defender column ${column} asked for after the rows' source was read`);
      used.push(column);
    }
    return used.indexOf(column);
  };
  return {
    count: (column) =>
      sql`coalesce(sum(sandbox_defender.n) filter (where sandbox_defender.k = ${sql.raw(String(indexOf(column)))}), 0)`,
    source: () => {
      isSourceRead = true;
      // grouping() has a bit per argument, the first the highest, set where the row is not grouped
      // on it: the rows of column i have every bit but i's.
      const all = (1 << used.length) - 1;
      const entries = used.map((column, index) => {
        const ofPlay = sql`${DEFENDER_COLUMNS[column]}`;
        return {
          ofPlay,
          ids: column === 'interceptor' ? sql`array[${ofPlay}]` : ofPlay,
          rows: sql.raw(String(all - (1 << (used.length - 1 - index)))),
          tag: sql.raw(String(index)),
        };
      });
      const grouped = sql`grouping(${sql.join(
        entries.map((entry) => entry.ofPlay),
        sql`, `,
      )})`;
      return sql`from (
          select unnest(case ${grouped} ${sql.join(
            entries.map((entry) => sql`when ${entry.rows} then ${entry.ids}`),
            sql` `,
          )} end) as id,
            (case ${grouped} ${sql.join(
              entries.map((entry) => sql`when ${entry.rows} then ${entry.tag}`),
              sql` `,
            )} end) as k,
            count(*)::float8 as n
          from ${plays}
          where ${where(conditions)}
          group by grouping sets (${sql.join(
            entries.map((entry) => sql`(${entry.ofPlay})`),
            sql`, `,
          )})
        ) as sandbox_defender
        where ${DEFENDER} is not null`;
    },
  };
}

const SEASON_TYPE_ORDER = sql`case ${plays.seasonType} when 'PRE' then 0 when 'REG' then 1 else 2 end`;

function toGrouping(question: SandboxQuestion, playFilters: FilmFilters): Grouping {
  const info = SANDBOX_CATEGORY_INFO[question.category];
  const conditions = toFilmFilterConditions(playFilters);
  const base = {
    source: () => sql`from ${plays} where ${where(conditions)}`,
    defender: null,
    plays: sql`count(*)::int`,
  };
  switch (question.grouping) {
    case 'player': {
      const playerKey = info.playerKey!;
      if (playerKey === 'defenderId') {
        const defender = createDefenderRows(conditions);
        return {
          ...base,
          key: DEFENDER,
          playerId: DEFENDER,
          source: defender.source,
          order: sql`min(${DEFENDER})`,
          defender,
          plays: sql`(${defender.count('onField')})::int`,
          filtersOf: (key) => ({ ...playFilters, defenderId: Number(key) as never }),
        };
      }
      const column = { passerId: plays.passerId, rusherId: plays.rusherId, targetId: plays.targetId }[
        playerKey
      ];
      return {
        ...base,
        key: sql`${column}`,
        playerId: sql`${column}`,
        source: () => sql`from ${plays} where ${where([...conditions, sql`${column} is not null`])}`,
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
        key: sql`${plays.season}`,
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
    // The codes are parameters: the key's expression repeated in GROUP BY would not match it.
    groupBy: sql`sandbox_split.i`,
    source: () =>
      sql`from ${plays} cross join generate_series(0, ${options.length - 1}) as sandbox_split(i)
        where ${where([
          ...toFilmFilterConditions(shared),
          sql`(case sandbox_split.i ${sql.join(matches, sql` `)} else false end)`,
        ])}`,
    order: sql`min(sandbox_split.i)`,
    defender: null,
    plays: sql`count(*)::int`,
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

/**
 * Runs the aggregate in a transaction whose statements have the time budget (on PostgreSQL) and
 * read the plays through an index where one narrows them. Nothing analyzes PGlite's tables (it has
 * no autovacuum; nor has PostgreSQL yet, right after a load): without statistics the planner
 * reckons the BRIN index on (season, week) selects every block, and read the whole plays table
 * (445 MB on the default league, 250 ms or more on PGlite) for a season's question. With
 * sequential scans off it reads the season's blocks, which also stay in shared buffers where a
 * whole-table scan's do not. A question naming no season or week still scans the table. JIT off:
 * the cost sequential scans off adds to a plan passes PostgreSQL's jit_above_cost, and compiling
 * took 400 ms on an answer that runs in 130.
 */
async function runAggregate(db: Database, query: SQL): Promise<AggregateRow[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('statement_timeout', ${String(SANDBOX_LIMITS.timeBudgetMs)}, true),
          set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
      );
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
  {
    countPlays,
    maxPlays = SANDBOX_LIMITS.maxPlays,
  }: {
    /** The film room's count for filters (the route hands in its play finder: the same count by construction). */
    countPlays: (filters: FilmFilters) => Promise<number>;
    maxPlays?: number;
  },
): Promise<SandboxResponse> {
  const population = await countPlays(question.filters);
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
  // On the grouped rows, not each play's: a player's position is his row's. (Per play, PGlite
  // compared every entry with the position's few hundred players: seconds.)
  const positionFilter =
    question.grouping === 'player' && question.positions.length > 0
      ? [
          sql`min(${grouping.playerId}) = any(array(select ${players.nflId} from ${players} where ${inArray(players.positionGroup, [...question.positions])}))`,
        ]
      : [];
  // After the measures: rows of defenders read the columns they counted in.
  const source = grouping.source();
  const rows = await runAggregate(
    db,
    sql`select (${grouping.key})::text as key, ${grouping.plays} as plays, ${sql.join(measureSql, sql`, `)},
          (count(*) over ())::int as total_rows
        ${source}
        group by ${grouping.groupBy ?? grouping.key}
        having ${where([sql`${qualifierSql} >= ${question.minimum}`, ...positionFilter])}
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
