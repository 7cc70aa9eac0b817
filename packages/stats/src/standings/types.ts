import type { TeamId } from '@all22/domain';

export type Conference = 'AFC' | 'NFC';

/** A club as the standings engine sees it: where it plays, and a short label for explanations. */
export interface StandingsTeam {
  teamId: TeamId;
  conference: Conference;
  /** Full division name, e.g. "AFC East"; clubs with the same string share a division. */
  division: string;
  /** Abbreviation used in explanations ("BUF"); the team id when absent. */
  abbr?: string;
}

/**
 * One scheduled or played game. Only regular-season (`seasonType` 'REG') games of the requested
 * season count; a game counts when `isFinal` and both scores are present.
 */
export interface StandingsGame {
  gameId: string | number;
  season: number;
  seasonType: string;
  week: number;
  homeTeamId: TeamId;
  visitorTeamId: TeamId;
  homeScore: number | null;
  visitorScore: number | null;
  isFinal: boolean;
  /** Offensive, defensive and return touchdowns; the net-touchdowns step is skipped without them. */
  homeTouchdowns?: number;
  visitorTouchdowns?: number;
}

/** How many clubs of a conference reach the playoffs (four of them as division winners). */
export interface SeasonFormat {
  playoffTeamsPerConference: number;
  divisionWinnersPerConference: number;
}

export interface StandingsOptions {
  season: number;
  /** Count final games up to and including this week; every week when absent. */
  throughWeek?: number;
  /** Defaults to the season's format (getSeasonFormat). */
  format?: SeasonFormat;
}

/** Wins, losses and ties of one split, with the club's rank for that split (see TeamStanding). */
export interface SplitRecord {
  wins: number;
  losses: number;
  ties: number;
  rank: number;
}

/**
 * Clinch flags (spec 1 §3). `wildCard` means a playoff berth is clinched but the division is not
 * (so at season end: a wild-card seed). The display prefix is the domain's `getClinchPrefix`.
 */
export interface StandingsClinch {
  homeField: boolean;
  division: boolean;
  wildCard: boolean;
  playoff: boolean;
  eliminated: boolean;
}

/**
 * One club's standing after a week. Split ranks:
 * - `overall.rank`: position among all 32 clubs by overall winning percentage (equal percentages share a rank);
 * - `home.rank`, `road.rank`: the same over home or road games;
 * - `conference.rank`: position in the conference, 1–16, after tie-breakers: seeds first, then the
 *   rest in the order the wild-card procedure would keep picking them;
 * - `division.rank`: division rank 1–4 after tie-breakers (equals `divisionRank`).
 */
export interface TeamStanding {
  teamId: TeamId;
  conferenceAbbr: Conference;
  divisionName: string;
  overall: SplitRecord;
  home: SplitRecord;
  road: SplitRecord;
  conference: SplitRecord;
  division: SplitRecord;
  gamesPlayed: number;
  /** Ties count as half a win; 0 before the first game. */
  winPercentage: number;
  pointsFor: number;
  pointsAgainst: number;
  netPoints: number;
  /** "W3", "L1", "T1"; empty before the first game. */
  streak: string;
  divisionRank: number;
  /** 1–6 up to 2019, 1–7 from 2020; null when out of the playoff places. */
  conferenceSeed: number | null;
  clinched: StandingsClinch;
  /** How the division rank and the seed were decided, naming any tie-breaker step used. */
  explanation: { division: string; conference: string };
}
