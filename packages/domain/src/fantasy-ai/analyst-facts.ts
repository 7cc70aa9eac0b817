import type { UsageAverages } from '../fantasy/usage-averages.js';
import type { NflId, TeamId } from '../ids.js';

/**
 * The facts the Fantasy AI analyst answers from: the result shapes of its tools (apps/server
 * chat/analyst/tools), declared here so the pure composition of answers can read them. Figures are
 * rounded as they are shown (one decimal; percentages 0–100), so an answer states them as they are
 * and every number it states is found in the facts (the grounding rule).
 */

/** The scoring names of the user's points-per-reception setting (fantasy-scoring.ts). */
export type AnalystScoringLabel = 'Standard' | 'Half PPR' | 'PPR';

export interface AnalystPlayer {
  readonly nflId: NflId;
  readonly name: string;
  readonly position: string;
  readonly teamId: TeamId | null;
  readonly teamAbbr: string | null;
}

export interface AnalystTeam {
  readonly teamId: TeamId;
  readonly abbr: string;
  readonly name: string;
}

/** One game of a player: his fantasy points in the user's scoring and the figures behind them. */
export interface FantasyGameLine {
  readonly week: number;
  readonly opponent: string;
  readonly fantasyPoints: number;
  readonly passingYards: number;
  readonly passingTouchdowns: number;
  readonly rushingYards: number;
  readonly rushingTouchdowns: number;
  readonly receptions: number;
  readonly receivingYards: number;
  readonly receivingTouchdowns: number;
}

/** get_player_fantasy_profile: a season line and the recent game lines. */
export interface PlayerFantasyProfile {
  readonly player: AnalystPlayer;
  readonly season: number;
  readonly scoring: AnalystScoringLabel;
  readonly gamesPlayed: number;
  readonly fantasyPoints: number;
  readonly pointsPerGame: number;
  /** Rank at his position by fantasy points; null when unranked. */
  readonly positionRank: number | null;
  readonly positionRankLabel: string | null;
  /** The last finished games, most recent first. */
  readonly recentGames: readonly FantasyGameLine[];
  /** How many games recentGames holds (so "his last 4 games" is grounded). */
  readonly recentGameCount: number;
  readonly recentPointsPerGame: number | null;
  /** recentPointsPerGame minus pointsPerGame. */
  readonly recentChange: number | null;
}

export interface UsageWeek {
  readonly week: number;
  readonly opponent: string;
  readonly snaps: number;
  readonly snapShare: number | null;
  readonly targets: number;
  readonly targetShare: number | null;
  readonly carries: number;
  readonly redZoneTouches: number;
}

export type UsageTrend = 'rising' | 'falling' | 'steady';

/** get_player_usage: the last weeks against the weeks before them. */
export interface PlayerUsage {
  readonly player: AnalystPlayer;
  readonly season: number;
  /** The number of recent games compared (the "last 4 weeks"). */
  readonly windowGames: number;
  /** Most recent first. */
  readonly weeks: readonly UsageWeek[];
  readonly recent: UsageAverages;
  readonly earlier: UsageAverages | null;
  /** recent minus earlier, per game; null when there were no earlier games. */
  readonly change: {
    readonly snapShare: number | null;
    readonly targets: number;
    readonly targetShare: number | null;
    readonly carries: number;
    readonly redZoneTouches: number;
  } | null;
  /** Touches (targets, carries) per game, recent against earlier. */
  readonly trend: UsageTrend;
}

/** get_points_allowed_to_position, for one team. */
export interface PointsAllowedToPosition {
  readonly team: AnalystTeam;
  readonly position: string;
  readonly season: number;
  readonly scoring: AnalystScoringLabel;
  readonly games: number;
  readonly pointsAllowedPerGame: number;
  /** 1 = allows the most (the easiest matchup). */
  readonly rank: number;
  readonly teamCount: number;
  readonly leagueAveragePerGame: number;
  readonly differenceFromAverage: number;
}

/** get_injury_status, for one player. */
export interface PlayerInjury {
  readonly player: AnalystPlayer;
  /** UNSPECIFIED when he is not on the latest report. */
  readonly injuryStatus: string;
  readonly isOnReport: boolean;
  readonly bodyPart: string | null;
  readonly practiceStatus: string | null;
  readonly season: number | null;
  readonly week: number | null;
}

export interface UpcomingGame {
  readonly week: number;
  readonly opponent: AnalystTeam;
  readonly isHome: boolean;
  /** ISO 8601 instant. */
  readonly kickoff: string;
}

/** get_schedule_outlook: bye week and next opponents. */
export interface ScheduleOutlook {
  readonly team: AnalystTeam;
  readonly season: number;
  readonly byeWeek: number | null;
  /** The current week of the league clock (a regular-season week), or null outside it. */
  readonly currentWeek: number | null;
  readonly byeIsPast: boolean | null;
  /** The bye is the league clock's current week. */
  readonly isOnByeThisWeek: boolean;
  readonly nextGames: readonly UpcomingGame[];
}

/** get_team_stats. */
export interface TeamStatsSummary {
  readonly team: AnalystTeam;
  readonly season: number;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly ties: number;
  readonly pointsPerGame: number | null;
  readonly pointsAllowedPerGame: number | null;
  readonly yardsPerGame: number | null;
  readonly passingYardsPerGame: number | null;
  readonly rushingYardsPerGame: number | null;
  readonly yardsAllowedPerGame: number | null;
  readonly turnovers: number;
  readonly takeaways: number;
  readonly redZonePercentage: number | null;
  readonly thirdDownPercentage: number | null;
}

/** The figures compare_players sets side by side. */
export const COMPARED_STATS = [
  'pointsPerGame',
  'recentPointsPerGame',
  'fantasyPoints',
  'targetShare',
  'opportunitiesPerGame',
  'redZoneTouchesPerGame',
] as const;
export type ComparedStat = (typeof COMPARED_STATS)[number];

export interface ComparedPlayer {
  readonly player: AnalystPlayer;
  readonly positionRankLabel: string | null;
  readonly gamesPlayed: number;
  readonly injuryStatus: string;
  readonly nextOpponent: string | null;
  /** His team has no game this week. */
  readonly isOnByeThisWeek: boolean;
  /** The figures, null when the player has none (e.g. no targets for a quarterback's share). */
  readonly figures: Readonly<Record<ComparedStat, number | null>>;
}

/** One figure of the comparison: who leads and by how much (the leader's value minus the next best). */
export interface StatDifference {
  readonly stat: ComparedStat;
  readonly leaderNflId: NflId;
  readonly leaderName: string;
  readonly difference: number;
}

/** compare_players. */
export interface PlayerComparison {
  readonly season: number;
  readonly scoring: AnalystScoringLabel;
  /** The recent window's number of games. */
  readonly windowGames: number;
  readonly players: readonly ComparedPlayer[];
  readonly differences: readonly StatDifference[];
}

/** get_fantasy_rankings. */
export interface FantasyRanking {
  readonly position: string;
  readonly season: number;
  readonly scoring: AnalystScoringLabel;
  readonly players: readonly {
    readonly rank: number;
    readonly rankLabel: string;
    readonly player: AnalystPlayer;
    readonly gamesPlayed: number;
    readonly fantasyPoints: number;
    readonly pointsPerGame: number;
  }[];
}

/** find_waiver_candidates. */
export interface WaiverCandidates {
  readonly position: string | null;
  readonly season: number;
  readonly scoring: AnalystScoringLabel;
  readonly windowWeeks: number;
  /** Players ranked inside it at their position are taken to be rostered already. */
  readonly rankCutoff: number;
  readonly candidates: readonly {
    readonly player: AnalystPlayer;
    readonly seasonRankLabel: string | null;
    readonly seasonPointsPerGame: number;
    readonly recentPointsPerGame: number;
    readonly recentChange: number;
    readonly recentOpportunitiesPerGame: number;
  }[];
}

/** A player's next opponent's defense against his position (get_position_outlook). */
export interface OutlookMatchup {
  readonly week: number;
  readonly opponentAbbr: string;
  readonly isHome: boolean;
  readonly pointsAllowedPerGame: number;
  /** 1 = allows the most (the easiest matchup). */
  readonly rank: number;
  readonly teamCount: number;
  readonly differenceFromAverage: number;
}

/** One player of get_position_outlook: his season, his recent form and this week's game. */
export interface PositionOutlookPlayer {
  readonly rank: number;
  readonly rankLabel: string;
  readonly player: AnalystPlayer;
  readonly gamesPlayed: number;
  readonly fantasyPoints: number;
  readonly pointsPerGame: number;
  /** Finished games in the recent window (at most the outlook's windowGames). */
  readonly recentGames: number;
  /** Null when he has no finished game. */
  readonly recentPointsPerGame: number | null;
  /** recentPointsPerGame minus pointsPerGame. */
  readonly recentChange: number | null;
  /** Touches are carries plus targets, per game: the season, the recent window, the change. */
  readonly touchesPerGame: number;
  readonly recentTouchesPerGame: number;
  readonly touchesChange: number;
  readonly recentTargetsPerGame: number;
  readonly recentCarriesPerGame: number;
  /** UNSPECIFIED when he is not on the latest injury report. */
  readonly injuryStatus: string;
  readonly isOnByeThisWeek: boolean;
  readonly byeWeek: number | null;
  /** His team's next game and how its opponent defends his position; null without one. */
  readonly matchup: OutlookMatchup | null;
}

/** get_position_outlook: a position's top players by season rank with their form and next game. */
export interface PositionOutlook {
  readonly position: string;
  readonly season: number;
  readonly scoring: AnalystScoringLabel;
  /** The recent window, in games. */
  readonly windowGames: number;
  /** The league clock's week (this week), or null outside the regular season. */
  readonly currentWeek: number | null;
  readonly players: readonly PositionOutlookPlayer[];
}
