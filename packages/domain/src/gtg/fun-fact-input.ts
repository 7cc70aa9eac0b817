import type { GameId, NflId, TeamId } from '../ids.js';
import type { SeasonWeek } from '../weeks/index.js';
import type { SeasonHighStat } from './fun-fact.js';
import type { PlayerFactFigures } from './milestones.js';

/** A team as facts name it. */
export interface FactTeam {
  teamId: TeamId;
  abbr: string;
  fullName: string;
}

/** One of the week's games. */
export interface FactWeekGame {
  gameId: GameId;
  visitor: FactTeam;
  home: FactTeam;
}

/** Where a game sits in the league's calendar. */
export interface FactGameRef extends SeasonWeek {
  gameId: GameId;
  weekSlug: string;
}

/** A final regular-season or playoff game from one team's side. */
export interface TeamGameResult extends FactGameRef {
  teamId: TeamId;
  opponent: FactTeam;
  isHome: boolean;
  teamScore: number;
  opponentScore: number;
}

/** A player's figures in one game. */
export interface PlayerGameLine extends FactGameRef {
  teamId: TeamId;
  opponentAbbr: string;
  isHome: boolean;
  figures: PlayerFactFigures;
}

/** A player of one of the week's teams. */
export interface FactPlayer {
  nflId: NflId;
  displayName: string;
  position: string;
  /** The team of his latest game this season: the team he plays for this week. */
  teamId: TeamId;
  /** His regular-season and playoff games this season before the week, oldest first. */
  games: PlayerGameLine[];
  /** His regular-season totals in the seasons before this one (zeros when none). */
  earlierRegularSeasons: PlayerFactFigures;
}

/** A game that reached a season high: the player's (or, for points, the team's). */
export interface SeasonHighHolder {
  nflId: NflId | null;
  teamId: TeamId;
  game: FactGameRef;
  opponentAbbr: string;
  isHome: boolean;
}

/** The highest single-game figure of this regular season before the week, and every game that reached it. */
export interface SeasonHighInput {
  stat: SeasonHighStat;
  value: number;
  holders: SeasonHighHolder[];
}

/** Everything the week's fun facts are computed from; every figure is from games before the week. */
export interface FunFactInput {
  week: SeasonWeek;
  /** The league's first season with games (head-to-head series count from it). */
  firstSeason: number;
  games: FactWeekGame[];
  /** Every team's final regular-season and playoff games before the week, all seasons, oldest first. */
  teamResults: TeamGameResult[];
  /** Players of the week's teams with a game this season before the week. */
  players: FactPlayer[];
  /** This week's injury report: status by player (players not on it are absent). */
  injuryStatuses: ReadonlyMap<NflId, string>;
  seasonHighs: SeasonHighInput[];
}
