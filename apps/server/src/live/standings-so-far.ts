/**
 * A regular-season week's standings so far, recomputed as each of its games ends: every final game
 * of the season counts, as in the season rows (season-aggregates.ts); the league's own standings
 * for the week replace them when its last game ends (feed-standings.ts).
 */
import { standings, toStandingRow, upsertRows, type SqlExecutor } from '@all22/db';
import { asGameId, isFinal, type TeamId } from '@all22/domain';
import { STANDINGS_TEAMS } from '@all22/league';
import { computeStandings, type StandingsGame } from '@all22/stats';

interface SeasonGameRow {
  game_id: string | number;
  week: number;
  home_team_id: TeamId;
  visitor_team_id: TeamId;
  home_score: number;
  visitor_score: number;
  phase: string;
}

/**
 * Recomputes a regular-season week's standings from the games final so far (read in the
 * transaction, so the games it just ended count), the rest of the schedule deciding what can be
 * clinched; touchdowns for the net-touchdowns step come from the plays, as the league counts them.
 */
export async function writeStandingsSoFar(
  executor: SqlExecutor,
  season: number,
  week: number,
): Promise<void> {
  const [{ rows: games }, { rows: touchdowns }] = [
    await executor.query<SeasonGameRow>(
      `select game_id, week, home_team_id, visitor_team_id, home_score, visitor_score, phase
       from games where season = $1 and season_type = 'REG'`,
      [season],
    ),
    await executor.query<{ game_id: string | number; scoring_team_id: TeamId; n: number }>(
      `select p.game_id, p.scoring_team_id, count(*)::int as n
       from plays p join games g on g.game_id = p.game_id
       where g.season = $1 and g.season_type = 'REG' and p.touchdown
       group by p.game_id, p.scoring_team_id`,
      [season],
    ),
  ];
  const touchdownsOf = new Map(touchdowns.map((row) => [`${row.game_id}:${row.scoring_team_id}`, row.n]));
  const standingsGames = games.map((game): StandingsGame => {
    const isOver = isFinal(game.phase);
    const gameId = asGameId(Number(game.game_id));
    return {
      gameId,
      season,
      seasonType: 'REG',
      week: game.week,
      homeTeamId: game.home_team_id,
      visitorTeamId: game.visitor_team_id,
      homeScore: isOver ? game.home_score : null,
      visitorScore: isOver ? game.visitor_score : null,
      isFinal: isOver,
      ...(isOver
        ? {
            homeTouchdowns: touchdownsOf.get(`${game.game_id}:${game.home_team_id}`) ?? 0,
            visitorTouchdowns: touchdownsOf.get(`${game.game_id}:${game.visitor_team_id}`) ?? 0,
          }
        : {}),
    };
  });
  const rows = computeStandings(STANDINGS_TEAMS, standingsGames, { season, throughWeek: week });
  await upsertRows(
    executor,
    standings,
    rows.map((row) => toStandingRow(row, season, week)),
    ['season', 'seasonType', 'week', 'teamId'],
  );
}

/**
 * The statement that stands for "recompute the week's standings so far here": the feed may run on
 * a worker, whose executor records statements for the main thread and reads nothing, so the
 * computation (which reads the games) runs where the transaction runs, at this point of it.
 */
const STANDINGS_SO_FAR_STEP = '/* all22: standings so far */ select 1';

/** Asks, in the feed's transaction, for a regular-season week's standings so far (writeStandingsSoFar). */
export async function requestStandingsSoFar(
  executor: SqlExecutor,
  season: number,
  week: number,
): Promise<void> {
  await executor.query(STANDINGS_SO_FAR_STEP, [season, week]);
}

/** The executor, with the standings-so-far step run as writeStandingsSoFar on it (main thread). */
export function withStandingsSoFar(executor: SqlExecutor): SqlExecutor {
  return {
    kind: executor.kind,
    copyFromBlob: (text, blob) => executor.copyFromBlob(text, blob),
    query: async <Row>(text: string, params?: readonly unknown[]) => {
      if (text !== STANDINGS_SO_FAR_STEP) return executor.query<Row>(text, params);
      await writeStandingsSoFar(executor, Number(params?.[0]), Number(params?.[1]));
      return { rows: [] as Row[] };
    },
  };
}
