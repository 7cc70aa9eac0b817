import { type Database, games, playerGameStats, players, playerSeasonStats } from '@all22/db';
import {
  type FactPlayer,
  type FactTeam,
  type NflId,
  PLAYER_FACT_STATS,
  type PlayerFactFigures,
  type PlayerSeasonLine,
  type SeasonWeek,
  type TeamId,
} from '@all22/domain';
import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { isBeforeWeek, isFinalNonPreseason } from './week-conditions.js';

const ZERO = Object.fromEntries(PLAYER_FACT_STATS.map((stat) => [stat, 0])) as PlayerFactFigures;

const pickFigures = (row: Record<(typeof PLAYER_FACT_STATS)[number], number>): PlayerFactFigures =>
  Object.fromEntries(PLAYER_FACT_STATS.map((stat) => [stat, row[stat]])) as PlayerFactFigures;

/** Any figure a fact counts is above zero (linemen and most special teamers have none). */
const hasFactFigure = or(...PLAYER_FACT_STATS.map((stat) => sql`${playerGameStats[stat]} <> 0`))!;

/**
 * Every game line of this season's final regular-season and playoff games before the week, of the
 * players with any figure a fact counts (all their games: a game without one ends a streak), by
 * kick-off. Three plain reads rather than one join: the games and the players are few, and a join
 * planned without statistics (a fresh embedded database) scanned the games once per line.
 */
export async function loadSeasonLines(
  db: Database,
  week: SeasonWeek,
  teamsById: ReadonlyMap<TeamId, FactTeam>,
): Promise<PlayerSeasonLine[]> {
  if (week.seasonType === 'PRE') return [];
  const inPeriod = and(
    eq(playerGameStats.season, week.season),
    ne(playerGameStats.seasonType, 'PRE'),
    isBeforeWeek(playerGameStats, week),
  );
  const seasonGames = await db
    .select({
      gameId: games.gameId,
      season: games.season,
      seasonType: games.seasonType,
      week: games.week,
      weekSlug: games.weekSlug,
      homeTeamId: games.homeTeamId,
      visitorTeamId: games.visitorTeamId,
    })
    .from(games)
    .where(and(eq(games.season, week.season), isFinalNonPreseason, isBeforeWeek(games, week)))
    .orderBy(asc(games.isoTime), asc(games.gameId));
  const candidates = await db
    .selectDistinct({ nflId: playerGameStats.nflId })
    .from(playerGameStats)
    .where(and(inPeriod, hasFactFigure));
  if (seasonGames.length === 0 || candidates.length === 0) return [];
  const rows = await db
    .select({
      nflId: playerGameStats.nflId,
      teamId: playerGameStats.teamId,
      gameId: playerGameStats.gameId,
      ...Object.fromEntries(PLAYER_FACT_STATS.map((stat) => [stat, playerGameStats[stat]])),
    } as const)
    .from(playerGameStats)
    .where(
      and(
        inPeriod,
        inArray(
          playerGameStats.nflId,
          candidates.map((row) => row.nflId),
        ),
      ),
    );
  const order = new Map(seasonGames.map((game, index) => [game.gameId, index]));
  return rows
    .filter((row) => order.has(row.gameId))
    .sort((a, b) => order.get(a.gameId)! - order.get(b.gameId)! || a.nflId - b.nflId)
    .map((row) => {
      const game = seasonGames[order.get(row.gameId)!]!;
      const isHome = game.homeTeamId === row.teamId;
      const opponentId = isHome ? game.visitorTeamId : game.homeTeamId;
      return {
        nflId: row.nflId,
        gameId: game.gameId,
        season: game.season,
        seasonType: game.seasonType,
        week: game.week,
        weekSlug: game.weekSlug,
        teamId: row.teamId,
        opponentAbbr: teamsById.get(opponentId)?.abbr ?? opponentId,
        isHome,
        figures: pickFigures(row as unknown as Record<(typeof PLAYER_FACT_STATS)[number], number>),
      };
    });
}

/**
 * The week's players for their facts: those whose latest line (of `lines`) was for one of
 * `teamIds`, with those lines and their regular-season totals of the earlier seasons.
 */
export async function loadFactPlayers(
  db: Database,
  week: SeasonWeek,
  lines: readonly PlayerSeasonLine[],
  teamIds: readonly TeamId[],
): Promise<FactPlayer[]> {
  const byPlayer = new Map<NflId, PlayerSeasonLine[]>();
  for (const line of lines) {
    const games = byPlayer.get(line.nflId) ?? [];
    games.push(line);
    byPlayer.set(line.nflId, games);
  }
  const playing = new Set<string>(teamIds);
  const chosen = [...byPlayer].filter(([, games]) => playing.has(games.at(-1)!.teamId));
  if (chosen.length === 0) return [];
  const ids = chosen.map(([nflId]) => nflId);
  const people = await db
    .select({ nflId: players.nflId, displayName: players.displayName, position: players.position })
    .from(players)
    .where(inArray(players.nflId, ids));
  const earlier = await db
    .select({
      nflId: playerSeasonStats.nflId,
      ...Object.fromEntries(
        PLAYER_FACT_STATS.map((stat) => [
          stat,
          sql<number>`coalesce(sum(${playerSeasonStats[stat]}), 0)`.mapWith(Number),
        ]),
      ),
    } as const)
    .from(playerSeasonStats)
    .where(
      and(
        inArray(playerSeasonStats.nflId, ids),
        eq(playerSeasonStats.seasonType, 'REG'),
        lt(playerSeasonStats.season, week.season),
      ),
    )
    .groupBy(playerSeasonStats.nflId);
  const names = new Map(people.map((person) => [person.nflId, person]));
  const earlierById = new Map(
    earlier.map((row) => [
      row.nflId,
      pickFigures(row as unknown as Record<(typeof PLAYER_FACT_STATS)[number], number>),
    ]),
  );
  return chosen.flatMap(([nflId, games]) => {
    const person = names.get(nflId);
    if (!person) return [];
    return [
      {
        nflId,
        displayName: person.displayName,
        position: person.position,
        teamId: games.at(-1)!.teamId,
        games: games.map(({ nflId: _nflId, ...line }) => line),
        earlierRegularSeasons: earlierById.get(nflId) ?? ZERO,
      },
    ];
  });
}
