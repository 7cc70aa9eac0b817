/**
 * People and their team membership over time: players, weekly rosters, injury reports,
 * transactions and depth charts.
 */
import type { GsisId, NflId, SmartId, TeamId } from '@all22/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { type SeasonType, seasonTypeCheck } from './columns.js';
import { teams } from './league.js';

/** Simulator ratings, 0-100 per attribute (speed, accuracy, coverage...); shape owned by the league engine. */
export type PlayerRatings = Record<string, number>;

export const players = pgTable(
  'players',
  {
    nflId: integer('nfl_id').$type<NflId>().primaryKey(),
    /** "00-00NNNNN"; unique when present. */
    gsisId: text('gsis_id').$type<GsisId>().unique(),
    smartId: uuid('smart_id').$type<SmartId>().notNull().unique(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** QB, RB, TE, WR, LB, EDGE, DB, DL, CB, K, P. */
    position: text('position').notNull(),
    /** Special-teams groups use the position itself. */
    positionGroup: text('position_group').notNull(),
    jerseyNumber: smallint('jersey_number'),
    birthDate: date('birth_date'),
    heightInches: smallint('height_inches'),
    /** Pounds. */
    weight: smallint('weight'),
    college: text('college'),
    /** Accrued seasons in the league. */
    experience: smallint('experience'),
    /** ACT, RES, RET, PS, ...; RET players are left out of search. */
    status: text('status').notNull().default('ACT'),
    currentTeamId: text('current_team_id')
      .$type<TeamId>()
      .references(() => teams.teamId, { onDelete: 'set null' }),
    /** Image URL template (size, pixel ratio and crop are filled in by the client). */
    headshotUrl: text('headshot_url'),
    ratings: jsonb('ratings').$type<PlayerRatings>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_current_team_idx').on(t.currentTeamId),
    // Player search matches on lower-cased names.
    index('players_display_name_lower_idx').on(sql`lower(${t.displayName})`),
    index('players_last_name_lower_idx').on(sql`lower(${t.lastName})`),
  ],
);

/** Who was on which team in a given week (the roster and rosterWeek calls). */
export const weeklyRosters = pgTable(
  'weekly_rosters',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    nflId: integer('nfl_id')
      .$type<NflId>()
      .notNull()
      .references(() => players.nflId, { onDelete: 'cascade' }),
    /** Roster status that week (ACT, RES, PS, ...). */
    status: text('status').notNull(),
    /** Position played that week; can differ from the player's listed position. */
    position: text('position'),
    jerseyNumber: smallint('jersey_number'),
    /** 1 = starter at the position. */
    depth: smallint('depth'),
    isPracticeSquad: boolean('is_practice_squad').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.week, t.teamId, t.nflId] }),
    index('weekly_rosters_player_idx').on(t.nflId, t.season),
    seasonTypeCheck('weekly_rosters', t.seasonType),
  ],
);

export const injuries = pgTable(
  'injuries',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    nflId: integer('nfl_id')
      .$type<NflId>()
      .notNull()
      .references(() => players.nflId, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    /** OUT, DOUBTFUL, QUESTIONABLE, IR, ... The spec's default is UNSPECIFIED. */
    injuryStatus: text('injury_status').notNull().default('UNSPECIFIED'),
    bodyPart: text('body_part'),
    /** DNP, LIMITED, FULL. */
    practiceStatus: text('practice_status'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.week, t.nflId] }),
    index('injuries_team_week_idx').on(t.teamId, t.season, t.seasonType, t.week),
    seasonTypeCheck('injuries', t.seasonType),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    transactionId: integer('transaction_id').primaryKey().generatedAlwaysAsIdentity(),
    transactionDate: date('transaction_date').notNull(),
    /** The league year the transaction counts towards (the team page filters by it). */
    season: integer('season').notNull(),
    /** SIGN, RELEASE, TRADE, DRAFT, RETIRE, IR, ACTIVATE, ... */
    type: text('type').notNull(),
    nflId: integer('nfl_id')
      .$type<NflId>()
      .notNull()
      .references(() => players.nflId, { onDelete: 'cascade' }),
    fromTeamId: text('from_team_id')
      .$type<TeamId>()
      .references(() => teams.teamId),
    toTeamId: text('to_team_id')
      .$type<TeamId>()
      .references(() => teams.teamId),
    details: text('details'),
  },
  (t) => [
    index('transactions_from_team_idx').on(t.fromTeamId, t.season),
    index('transactions_to_team_idx').on(t.toTeamId, t.season),
    index('transactions_player_idx').on(t.nflId),
  ],
);

export const depthCharts = pgTable(
  'depth_charts',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    /** OFFENSE, DEFENSE or SPECIAL_TEAMS. */
    unit: text('unit').notNull(),
    /** The slot on the chart, e.g. QB, LWR, RDE, KR. */
    positionSlot: text('position_slot').notNull(),
    /** 1 = starter. */
    depthOrder: smallint('depth_order').notNull(),
    nflId: integer('nfl_id')
      .$type<NflId>()
      .notNull()
      .references(() => players.nflId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({
      columns: [t.season, t.seasonType, t.week, t.teamId, t.positionSlot, t.depthOrder],
    }),
    index('depth_charts_player_idx').on(t.nflId, t.season),
    seasonTypeCheck('depth_charts', t.seasonType),
  ],
);

export type Player = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type WeeklyRoster = typeof weeklyRosters.$inferSelect;
export type NewWeeklyRoster = typeof weeklyRosters.$inferInsert;
export type Injury = typeof injuries.$inferSelect;
export type NewInjury = typeof injuries.$inferInsert;
export type PlayerTransaction = typeof transactions.$inferSelect;
export type NewPlayerTransaction = typeof transactions.$inferInsert;
export type DepthChartEntry = typeof depthCharts.$inferSelect;
export type NewDepthChartEntry = typeof depthCharts.$inferInsert;
