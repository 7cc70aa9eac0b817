/**
 * Figures derived from plays and games by @all22/stats, stored so pages read them cheaply.
 * They are caches: the ingest rewrites them after each play, and a test recomputes them from
 * plays and compares. Each table keeps the headline numbers as columns (sortable, indexable)
 * and the full stat line as jsonb, whose shape @all22/stats owns.
 */
import type { GameId, NflId, TeamId } from '@all22/domain';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { type SeasonType, seasonTypeCheck } from './columns.js';
import { games, teams } from './league.js';
import { players } from './players.js';

/**
 * A full stat line as @all22/stats shapes it (nested groups of figures; null for an empty rate),
 * stored compact. The column is json, not jsonb: lines are written by the hundred thousand and
 * always read whole, and PostgreSQL takes json text as it is where jsonb must rebuild it.
 */
export type StatLine = Record<string, unknown>;

/** Headline player numbers, shared by the game and season tables. */
const playerStatColumns = () => ({
  position: text('position').notNull(),
  snaps: smallint('snaps').notNull().default(0),
  passAttempts: smallint('pass_attempts').notNull().default(0),
  passCompletions: smallint('pass_completions').notNull().default(0),
  passYards: integer('pass_yards').notNull().default(0),
  passTouchdowns: smallint('pass_touchdowns').notNull().default(0),
  interceptionsThrown: smallint('interceptions_thrown').notNull().default(0),
  rushAttempts: smallint('rush_attempts').notNull().default(0),
  rushYards: integer('rush_yards').notNull().default(0),
  rushTouchdowns: smallint('rush_touchdowns').notNull().default(0),
  targets: smallint('targets').notNull().default(0),
  receptions: smallint('receptions').notNull().default(0),
  receivingYards: integer('receiving_yards').notNull().default(0),
  receivingTouchdowns: smallint('receiving_touchdowns').notNull().default(0),
  tackles: smallint('tackles').notNull().default(0),
  /** Half sacks exist, hence not an integer. */
  sacks: doublePrecision('sacks').notNull().default(0),
  defInterceptions: smallint('def_interceptions').notNull().default(0),
  fumblesLost: smallint('fumbles_lost').notNull().default(0),
  fpStd: doublePrecision('fp_std').notNull().default(0),
  fpHalfPpr: doublePrecision('fp_half_ppr').notNull().default(0),
  fpPpr: doublePrecision('fp_ppr').notNull().default(0),
  stats: json('stats').$type<StatLine>().notNull().default({}),
});

export const playerGameStats = pgTable(
  'player_game_stats',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .$type<GameId>()
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    nflId: integer('nfl_id')
      .$type<NflId>()
      .notNull()
      .references(() => players.nflId, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    ...playerStatColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.nflId] }),
    index('player_game_stats_player_idx').on(t.nflId, t.season, t.seasonType),
    index('player_game_stats_week_idx').on(t.season, t.seasonType, t.week),
    index('player_game_stats_team_idx').on(t.teamId, t.season, t.seasonType),
    seasonTypeCheck('player_game_stats', t.seasonType),
  ],
);

export const playerSeasonStats = pgTable(
  'player_season_stats',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    nflId: integer('nfl_id')
      .$type<NflId>()
      .notNull()
      .references(() => players.nflId, { onDelete: 'cascade' }),
    /** The team the player finished the period with. */
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    gamesPlayed: smallint('games_played').notNull().default(0),
    /** Games the player's team played without him ("gamesDnp" in the spec). */
    gamesDnp: smallint('games_dnp').notNull().default(0),
    ...playerStatColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.nflId] }),
    index('player_season_stats_team_idx').on(t.teamId, t.season, t.seasonType),
    index('player_season_stats_position_idx').on(t.season, t.seasonType, t.position),
    seasonTypeCheck('player_season_stats', t.seasonType),
  ],
);

/** Headline team numbers, shared by the game and season tables. */
const teamStatColumns = () => ({
  pointsFor: integer('points_for').notNull().default(0),
  pointsAgainst: integer('points_against').notNull().default(0),
  passYards: integer('pass_yards').notNull().default(0),
  rushYards: integer('rush_yards').notNull().default(0),
  totalYards: integer('total_yards').notNull().default(0),
  passYardsAllowed: integer('pass_yards_allowed').notNull().default(0),
  rushYardsAllowed: integer('rush_yards_allowed').notNull().default(0),
  totalYardsAllowed: integer('total_yards_allowed').notNull().default(0),
  turnovers: smallint('turnovers').notNull().default(0),
  takeaways: smallint('takeaways').notNull().default(0),
  offensePlays: integer('offense_plays').notNull().default(0),
  stats: json('stats').$type<StatLine>().notNull().default({}),
});

export const teamGameStats = pgTable(
  'team_game_stats',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .$type<GameId>()
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    opponentTeamId: text('opponent_team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    isHome: boolean('is_home').notNull(),
    ...teamStatColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.teamId] }),
    index('team_game_stats_team_idx').on(t.teamId, t.season, t.seasonType),
    index('team_game_stats_week_idx').on(t.season, t.seasonType, t.week),
    seasonTypeCheck('team_game_stats', t.seasonType),
  ],
);

export const teamSeasonStats = pgTable(
  'team_season_stats',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    /** Games played; per-game figures (passYpg, ppg...) divide by it. */
    games: smallint('games').notNull().default(0),
    ...teamStatColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.teamId] }),
    seasonTypeCheck('team_season_stats', t.seasonType),
  ],
);

/** Standings after each week, so any past week's table can be shown. */
export const standings = pgTable(
  'standings',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    // W-L-T and rank: overall (in the division table), home, road, in-conference, in-division.
    overallWins: smallint('overall_wins').notNull().default(0),
    overallLosses: smallint('overall_losses').notNull().default(0),
    overallTies: smallint('overall_ties').notNull().default(0),
    overallRank: smallint('overall_rank'),
    homeWins: smallint('home_wins').notNull().default(0),
    homeLosses: smallint('home_losses').notNull().default(0),
    homeTies: smallint('home_ties').notNull().default(0),
    homeRank: smallint('home_rank'),
    roadWins: smallint('road_wins').notNull().default(0),
    roadLosses: smallint('road_losses').notNull().default(0),
    roadTies: smallint('road_ties').notNull().default(0),
    roadRank: smallint('road_rank'),
    conferenceWins: smallint('conference_wins').notNull().default(0),
    conferenceLosses: smallint('conference_losses').notNull().default(0),
    conferenceTies: smallint('conference_ties').notNull().default(0),
    conferenceRank: smallint('conference_rank'),
    divisionWins: smallint('division_wins').notNull().default(0),
    divisionLosses: smallint('division_losses').notNull().default(0),
    divisionTies: smallint('division_ties').notNull().default(0),
    divisionRank: smallint('division_rank'),
    winPct: doublePrecision('win_pct').notNull().default(0),
    pointsFor: integer('points_for').notNull().default(0),
    pointsAgainst: integer('points_against').notNull().default(0),
    /** e.g. "W3", "L1". */
    streak: text('streak'),
    clinchedHomeField: boolean('clinched_home_field').notNull().default(false),
    clinchedDivision: boolean('clinched_division').notNull().default(false),
    clinchedWildCard: boolean('clinched_wild_card').notNull().default(false),
    clinchedPlayoff: boolean('clinched_playoff').notNull().default(false),
    eliminated: boolean('eliminated').notNull().default(false),
    /** Playoff seed 1-7 within the conference, when the team currently holds one. */
    seed: smallint('seed'),
    /** Which tie-breaker decided the team's place, in words. */
    tieBreaker: text('tie_breaker'),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.week, t.teamId] }),
    seasonTypeCheck('standings', t.seasonType),
  ],
);

export const fantasySeasonStats = pgTable(
  'fantasy_season_stats',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    nflId: integer('nfl_id')
      .$type<NflId>()
      .notNull()
      .references(() => players.nflId, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .$type<TeamId>()
      .references(() => teams.teamId),
    position: text('position').notNull(),
    gamesPlayed: smallint('games_played').notNull().default(0),
    fpStd: doublePrecision('fp_std').notNull().default(0),
    fpHalfPpr: doublePrecision('fp_half_ppr').notNull().default(0),
    fpPpr: doublePrecision('fp_ppr').notNull().default(0),
    /** Rank within the position; null when unranked (the app sorts those last as 999999). */
    fpPosRkStd: smallint('fp_pos_rk_std'),
    fpPosRkHalfPpr: smallint('fp_pos_rk_half_ppr'),
    fpPosRkPpr: smallint('fp_pos_rk_ppr'),
    /** Position rank label, e.g. "RB12". */
    fpPosRkLblStd: text('fp_pos_rk_lbl_std'),
    fpPosRkLblHalfPpr: text('fp_pos_rk_lbl_half_ppr'),
    fpPosRkLblPpr: text('fp_pos_rk_lbl_ppr'),
    fpPgStd: doublePrecision('fp_pg_std').notNull().default(0),
    fpPgHalfPpr: doublePrecision('fp_pg_half_ppr').notNull().default(0),
    fpPgPpr: doublePrecision('fp_pg_ppr').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.nflId] }),
    // The ranking call: season, sortKey fpStd, DESC, limit 500.
    index('fantasy_season_stats_rank_idx').on(t.season, t.seasonType, t.fpStd.desc()),
    seasonTypeCheck('fantasy_season_stats', t.seasonType),
  ],
);

/**
 * Where the live ingest has got to. One row per feed; the cursor's shape belongs to the ingest.
 * Several server processes may run: the ingest claims the row with SELECT ... FOR UPDATE.
 */
export const feedState = pgTable('feed_state', {
  feedId: text('feed_id').primaryKey(),
  /** The league seed the ingested data came from; a change means re-ingest. */
  seed: text('seed'),
  /** Feed time up to which every event has been written. */
  processedThrough: timestamp('processed_through', { withTimezone: true }),
  cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PlayerGameStats = typeof playerGameStats.$inferSelect;
export type NewPlayerGameStats = typeof playerGameStats.$inferInsert;
export type PlayerSeasonStats = typeof playerSeasonStats.$inferSelect;
export type NewPlayerSeasonStats = typeof playerSeasonStats.$inferInsert;
export type TeamGameStats = typeof teamGameStats.$inferSelect;
export type NewTeamGameStats = typeof teamGameStats.$inferInsert;
export type TeamSeasonStats = typeof teamSeasonStats.$inferSelect;
export type NewTeamSeasonStats = typeof teamSeasonStats.$inferInsert;
export type Standing = typeof standings.$inferSelect;
export type NewStanding = typeof standings.$inferInsert;
export type FantasySeasonStats = typeof fantasySeasonStats.$inferSelect;
export type NewFantasySeasonStats = typeof fantasySeasonStats.$inferInsert;
export type FeedState = typeof feedState.$inferSelect;
export type NewFeedState = typeof feedState.$inferInsert;
