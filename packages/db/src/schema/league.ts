/**
 * League structure and schedule: teams, seasons, weeks, games and their betting odds.
 * Games are the anchor every play, box score and standings row hangs off.
 */
import type { GameId, SmartId, TeamId } from '@all22/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, type SeasonType, seasonTypeCheck } from './columns.js';

export const teams = pgTable(
  'teams',
  {
    /** The league's stable 4-digit id, e.g. "3800" (Arizona). */
    teamId: text('team_id').$type<TeamId>().primaryKey(),
    smartId: uuid('smart_id').$type<SmartId>().notNull().unique(),
    abbr: text('abbr').notNull(),
    city: text('city').notNull(),
    nick: text('nick').notNull(),
    fullName: text('full_name').notNull(),
    /** AFC | NFC; null for PRO (all-star) teams. */
    conferenceAbbr: text('conference_abbr'),
    divisionAbbr: text('division_abbr'),
    divisionFullName: text('division_full_name'),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    /** PRO teams (all-star games) are left out of lists unless asked for. */
    teamType: text('team_type').$type<'TEAM' | 'PRO'>().notNull().default('TEAM'),
    /** Image URL template; null means the app draws a monogram in team colours. */
    logoUrl: text('logo_url'),
  },
  (t) => [
    unique('teams_abbr_key').on(t.abbr),
    check('teams_team_id_format', sql`${t.teamId} ~ '^[0-9]{4}$'`),
    oneOf('teams', t.teamType, ['TEAM', 'PRO']),
  ],
);

export const seasons = pgTable('seasons', {
  season: integer('season').primaryKey(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  /** The film room can limit its season list to seasons that have film. */
  hasFilm: boolean('has_film').notNull().default(false),
});

export const weeks = pgTable(
  'weeks',
  {
    season: integer('season')
      .notNull()
      .references(() => seasons.season, { onDelete: 'cascade' }),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    /** Week within the season type: PRE 0–4, REG 1–18, POST 1–4 (WC, DIV, CONF, SB; see docs/decisions.md). */
    week: smallint('week').notNull(),
    /** HOF, P1-P4, WEEK_1-WEEK_18, WC, DIV, CONF, SB. */
    weekSlug: text('week_slug').notNull(),
    weekType: text('week_type').notNull(),
    /** Display text, e.g. "Week 1" or "Wild Card". */
    text: text('text').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.week] }),
    unique('weeks_season_week_slug_key').on(t.season, t.weekSlug),
    seasonTypeCheck('weeks', t.seasonType),
  ],
);

export const games = pgTable(
  'games',
  {
    /** e.g. 2024090800: season, month, day, sequence. */
    gameId: bigint('game_id', { mode: 'number' }).$type<GameId>().primaryKey(),
    smartId: uuid('smart_id').$type<SmartId>().notNull().unique(),
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    weekSlug: text('week_slug').notNull(),
    homeTeamId: text('home_team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    visitorTeamId: text('visitor_team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    isoTime: timestamp('iso_time', { withTimezone: true }).notNull(),
    gameDate: date('game_date').notNull(),
    /** Kick-off wall time in US Eastern, "HH:MM:SS", as the schedule shows it. */
    gameTimeEastern: text('game_time_eastern').notNull(),
    /** PREGAME, INGAME, HALFTIME, SUSPENDED, FINAL, FINAL_OVERTIME... (any phase containing FINAL is final). */
    phase: text('phase').notNull().default('PREGAME'),
    quarter: smallint('quarter'),
    /** Game clock within the quarter, "MM:SS". */
    clock: text('clock'),
    possessionTeamId: text('possession_team_id')
      .$type<TeamId>()
      .references(() => teams.teamId),
    down: smallint('down'),
    distance: smallint('distance'),
    /** Field position as displayed, e.g. "KC 35". */
    yardLine: text('yard_line'),
    isRedzone: boolean('is_redzone').notNull().default(false),
    homeScore: smallint('home_score').notNull().default(0),
    visitorScore: smallint('visitor_score').notNull().default(0),
    /** The external id whose source is "elias"; it joins the odds feed. */
    eliasId: text('elias_id').unique(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'games_week_fk',
      columns: [t.season, t.seasonType, t.week],
      foreignColumns: [weeks.season, weeks.seasonType, weeks.week],
    }),
    index('games_season_week_idx').on(t.season, t.seasonType, t.week),
    index('games_home_team_idx').on(t.homeTeamId, t.season),
    index('games_visitor_team_idx').on(t.visitorTeamId, t.season),
    index('games_iso_time_idx').on(t.isoTime),
    seasonTypeCheck('games', t.seasonType),
    check('games_distinct_teams', sql`${t.homeTeamId} <> ${t.visitorTeamId}`),
  ],
);

/** Betting lines per game. Prices are decimal odds; the app converts those under 2 to American odds. */
export const gameOdds = pgTable('game_odds', {
  gameId: bigint('game_id', { mode: 'number' })
    .$type<GameId>()
    .primaryKey()
    .references(() => games.gameId, { onDelete: 'cascade' }),
  /** Point spread per side; the negative side is the favourite. */
  awayHandicap: doublePrecision('away_handicap'),
  homeHandicap: doublePrecision('home_handicap'),
  awayPrice: doublePrecision('away_price'),
  homePrice: doublePrecision('home_price'),
  /** Over/under points total. */
  total: doublePrecision('total'),
  overPrice: doublePrecision('over_price'),
  underPrice: doublePrecision('under_price'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Team = typeof teams.$inferSelect;
export type NewTeam = typeof teams.$inferInsert;
export type Season = typeof seasons.$inferSelect;
export type NewSeason = typeof seasons.$inferInsert;
export type Week = typeof weeks.$inferSelect;
export type NewWeek = typeof weeks.$inferInsert;
export type Game = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;
export type GameOdds = typeof gameOdds.$inferSelect;
export type NewGameOdds = typeof gameOdds.$inferInsert;
