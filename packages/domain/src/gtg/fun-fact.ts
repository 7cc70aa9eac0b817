import type { GameId, NflId, TeamId } from '../ids.js';
import type { MilestoneScope, PlayerFactStat } from './milestones.js';

/** The kinds of fact the Fun Facts page groups by (issue 20 §4). */
export const FUN_FACT_KINDS = ['headToHead', 'streak', 'record', 'milestone'] as const;
export type FunFactKind = (typeof FUN_FACT_KINDS)[number];

/** A figure a fact rests on, as shown ("2024 Week 3 vs ATL" → "W 27-20"), with its game when it is one game's. */
export interface FunFactEvidence {
  label: string;
  value: string;
  gameId: GameId | null;
}

/** Where to check a fact: a game, a team, a player, or the plays in the film room. */
export type FunFactLink =
  | { kind: 'game'; label: string; gameId: GameId }
  | { kind: 'team'; label: string; teamId: TeamId }
  | { kind: 'player'; label: string; nflId: NflId }
  /** The film room's query (toFilmFilterQuery). */
  | { kind: 'film'; label: string; filters: Record<string, string> };

/** The player streaks followed: a figure in each of his games played, up to his latest. */
export const PLAYER_STREAK_STATS = [
  'multiTouchdownPassGames',
  'scrimmageTouchdownGames',
  'passing300Games',
  'rushing100Games',
  'receiving100Games',
  'sackGames',
] as const;
export type PlayerStreakStat = (typeof PLAYER_STREAK_STATS)[number];

/** The single-game highs followed (a player's figure, or a team's points). */
export const SEASON_HIGH_STATS = ['passYards', 'rushYards', 'receivingYards', 'sacks', 'points'] as const;
export type SeasonHighStat = (typeof SEASON_HIGH_STATS)[number];

/**
 * What a fact claims, in figures: enough to check it against the data without reading its text.
 * Game lists are oldest first.
 */
export type FunFactClaim =
  | { kind: 'teamStreak'; teamId: TeamId; outcome: 'W' | 'L'; length: number; gameIds: GameId[] }
  | {
      kind: 'playerStreak';
      nflId: NflId;
      teamId: TeamId;
      stat: PlayerStreakStat;
      length: number;
      gameIds: GameId[];
    }
  | {
      kind: 'milestone';
      nflId: NflId;
      teamId: TeamId;
      stat: PlayerFactStat;
      scope: MilestoneScope;
      /** Regular-season total before the week (this season, or every season for a career). */
      total: number;
      milestone: number;
      remaining: number;
      /** This regular season's games played and his figure per game in them. */
      gamesPlayed: number;
      perGame: number;
    }
  | {
      kind: 'seasonHigh';
      stat: SeasonHighStat;
      value: number;
      /** The player, or null for a team's points. */
      nflId: NflId | null;
      teamId: TeamId;
      gameId: GameId;
      /** Another game reached the same figure. */
      isShared: boolean;
    }
  | {
      kind: 'teamRecord';
      teamId: TeamId;
      record: 'unbeaten' | 'winless';
      wins: number;
      losses: number;
      ties: number;
    }
  | {
      kind: 'teamLeader';
      teamId: TeamId;
      stat: 'pointsPerGame' | 'pointsAllowedPerGame';
      points: number;
      games: number;
    }
  | {
      kind: 'headToHead';
      teamId: TeamId;
      opponentId: TeamId;
      wins: number;
      losses: number;
      ties: number;
      /** Every meeting counted, oldest first (empty: they have not met). */
      gameIds: GameId[];
      /** The league's first season with games: the series covers it and after. */
      sinceSeason: number;
      /** The side that won the latest meetings in a row, when it is two or more. */
      streak: { teamId: TeamId; length: number } | null;
    };

/** A fact about one of the week's games, with its evidence and links. */
export interface FunFact {
  /** Stable within the week: the claim's kind and subject. */
  id: string;
  kind: FunFactKind;
  /** The game of the week it is about. */
  gameId: GameId;
  text: string;
  evidence: FunFactEvidence[];
  links: FunFactLink[];
  claim: FunFactClaim;
}

/** The page's kind of each claim. */
export const FUN_FACT_KIND_OF_CLAIM: Readonly<Record<FunFactClaim['kind'], FunFactKind>> = {
  teamStreak: 'streak',
  playerStreak: 'streak',
  milestone: 'milestone',
  seasonHigh: 'record',
  teamRecord: 'record',
  teamLeader: 'record',
  headToHead: 'headToHead',
};
