/**
 * People and their team membership over time: players, weekly rosters, injury reports,
 * transactions and depth charts.
 */
import type { GsisId, NflId, SmartId, TeamId } from '@all22/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  json,
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

/** One player on a team's roster in one week (an element of team_week_rosters.players). */
export interface RosterEntry {
  nflId: NflId;
  /** Roster status that week (ACT, RES, PS, ...). */
  status: string;
  /** Position played that week; can differ from the player's listed position. */
  position: string;
  jerseyNumber: number | null;
  /** Rank at his position among the active players (1 = starter); null off the active roster. */
  depth: number | null;
  isPracticeSquad: boolean;
}

/**
 * A team's roster in one week (the roster and rosterWeek calls): one row per team and week with
 * the players as a JSON list (json: stored as written, cheaper to load than jsonb), since a roster
 * is always read whole. A row per player made this one of the largest tables (about 500,000 rows
 * since 2018) and a tenth of the first load's time.
 */
export const teamWeekRosters = pgTable(
  'team_week_rosters',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    players: json('players').$type<RosterEntry[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.week, t.teamId] }),
    seasonTypeCheck('team_week_rosters', t.seasonType),
  ],
);

/** One line of a team's depth chart in one week (an element of team_week_depth_charts.entries). */
export interface DepthChartEntry {
  /** OFFENSE, DEFENSE or SPECIAL_TEAMS. */
  unit: string;
  /** The slot on the chart, e.g. QB, LWR, RDE, KR. */
  positionSlot: string;
  /** 1 = starter. */
  depthOrder: number;
  nflId: NflId;
}

/** A team's depth chart in one week, read whole like the roster: one row per team and week. */
export const teamWeekDepthCharts = pgTable(
  'team_week_depth_charts',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').$type<SeasonType>().notNull(),
    week: smallint('week').notNull(),
    teamId: text('team_id')
      .$type<TeamId>()
      .notNull()
      .references(() => teams.teamId),
    entries: json('entries').$type<DepthChartEntry[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.seasonType, t.week, t.teamId] }),
    seasonTypeCheck('team_week_depth_charts', t.seasonType),
  ],
);

export type Player = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type TeamWeekRoster = typeof teamWeekRosters.$inferSelect;
export type NewTeamWeekRoster = typeof teamWeekRosters.$inferInsert;
export type Injury = typeof injuries.$inferSelect;
export type NewInjury = typeof injuries.$inferInsert;
export type PlayerTransaction = typeof transactions.$inferSelect;
export type NewPlayerTransaction = typeof transactions.$inferInsert;
export type TeamWeekDepthChart = typeof teamWeekDepthCharts.$inferSelect;
export type NewTeamWeekDepthChart = typeof teamWeekDepthCharts.$inferInsert;
