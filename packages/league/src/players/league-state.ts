import type { NflId, Position, SeasonType, TeamId } from '@all22/domain';
import type { IsoDate } from '../schedule/iso-date.js';
import type { LeaguePlayer, PlayerRatings } from './league-player.js';

/**
 * Where a player stands (the players.status column): ACT on a 53-man active roster, RES on
 * injured reserve, PS on a practice squad, FA unsigned, RET retired (left out of search).
 */
export type PlayerStatus = 'ACT' | 'RES' | 'PS' | 'FA' | 'RET';

/** An injury report status; QUESTIONABLE players play, DOUBTFUL, OUT and IR players sit. */
export type InjuryStatus = 'QUESTIONABLE' | 'DOUBTFUL' | 'OUT' | 'IR';
export type PracticeStatus = 'DNP' | 'LIMITED' | 'FULL';

/** A player's current injury. */
export interface PlayerInjury {
  bodyPart: string;
  /** Games he still misses, counting this week's; 0 = he plays through it this week. */
  gamesOut: number;
  /** Weeks spent on injured reserve so far (a player returns after 4 at the earliest). */
  weeksOnReserve: number;
  /** This week's report. */
  status: InjuryStatus;
  practiceStatus: PracticeStatus;
}

/**
 * A player as the league knows him now: the fixed facts plus where he stands. The fields are
 * named after the players table's columns so a row is this object minus `injury`.
 */
export interface LeaguePlayerState extends LeaguePlayer {
  status: PlayerStatus;
  currentTeamId: TeamId | null;
  jerseyNumber: number | null;
  /** Accrued seasons: seasons finished on a team's active roster or reserve list. */
  experience: number;
  /** Ratings this season; they change every offseason. */
  ratings: PlayerRatings;
  /** Image URL template, see getHeadshotUrlTemplate. */
  headshotUrl: string;
  injury: PlayerInjury | null;
}

/** A position's overall ratings at every 5th percentile, lowest first (21 values). */
export type RatingQuantiles = number[];

/**
 * The whole simulated league's people, a plain serialisable object. The step functions
 * (createWeekRosters, advanceOffseason) change it in place, in calendar order.
 */
export interface LeagueState {
  /** Seed path the players' smartIds derive from. */
  idSeed: string;
  /** The league year the rosters belong to. */
  season: number;
  /** Each position's rating distribution in the first season, restored every offseason. */
  ratingQuantiles: Record<Position, RatingQuantiles>;
  /**
   * Every player ever generated, retired ones included, in generation order: the index is the
   * serial, so nflIds ascend (see findLeaguePlayer). An array, not a map keyed by nflId, because
   * the weekly step walks it and V8 walks a dense array many times faster than sparse keys.
   */
  players: LeaguePlayerState[];
}

export type TransactionType = 'SIGN' | 'RELEASE' | 'TRADE' | 'DRAFT' | 'RETIRE' | 'IR' | 'ACTIVATE';

/** A roster move: a transactions row (the database numbers them). */
export interface LeagueTransaction {
  transactionDate: IsoDate;
  /** The league year it counts towards. */
  season: number;
  type: TransactionType;
  nflId: NflId;
  fromTeamId: TeamId | null;
  toTeamId: TeamId | null;
  details: string | null;
}

/** One player on one team in one week: a weekly_rosters row. */
export interface WeeklyRosterRow {
  season: number;
  seasonType: SeasonType;
  week: number;
  teamId: TeamId;
  nflId: NflId;
  status: PlayerStatus;
  position: Position;
  jerseyNumber: number | null;
  /** Rank at his position among the active players (1 = starter); null off the active roster. */
  depth: number | null;
  isPracticeSquad: boolean;
}

/** One injured player on one week's report: an injuries row. */
export interface InjuryReportRow {
  season: number;
  seasonType: SeasonType;
  week: number;
  nflId: NflId;
  teamId: TeamId;
  injuryStatus: InjuryStatus;
  bodyPart: string;
  practiceStatus: PracticeStatus;
}

export type DepthChartUnit = 'OFFENSE' | 'DEFENSE' | 'SPECIAL_TEAMS';

/** One line of a week's depth chart: a depth_charts row. */
export interface DepthChartRow {
  season: number;
  seasonType: SeasonType;
  week: number;
  teamId: TeamId;
  unit: DepthChartUnit;
  positionSlot: string;
  /** 1 = starter. */
  depthOrder: number;
  nflId: NflId;
}
