import type { GsisId, NflId, Position, PositionGroup, SmartId, TeamId } from '@all22/domain';
import type { IsoDate } from '../schedule/iso-date.js';

/**
 * A player's simulator ratings, each 0–100 (50 a replacement-level starter's figure, 90+ elite).
 * Only the ratings that matter for a position are meaningful for it; the rest stay low. They
 * drive the play engine's outcomes, so good players lead year after year.
 */
export interface PlayerRatings {
  /** Overall quality at the listed position: orders depth charts and drives playing time. */
  overall: number;
  speed: number;
  strength: number;
  agility: number;
  /** Reads, decisions, discipline (penalties), and for QBs pocket presence. */
  awareness: number;
  throwPower: number;
  throwAccuracy: number;
  ballSecurity: number;
  /** Broken tackles and yards after contact or catch. */
  elusiveness: number;
  catching: number;
  routeRunning: number;
  passBlock: number;
  runBlock: number;
  passRush: number;
  runStop: number;
  tackling: number;
  coverage: number;
  kickPower: number;
  kickAccuracy: number;
}

export type PlayerRatingKey = keyof PlayerRatings;

/** The fixed facts of a generated player: who he is, never a real person. */
export interface LeaguePlayer {
  nflId: NflId;
  /** "00-00NNNNN". */
  gsisId: GsisId;
  smartId: SmartId;
  firstName: string;
  lastName: string;
  displayName: string;
  position: Position;
  positionGroup: PositionGroup;
  birthDate: IsoDate;
  heightInches: number;
  /** Pounds. */
  weight: number;
  college: string;
  /** The season of his first league year (draft class or undrafted signing). */
  rookieSeason: number;
  /** Null for undrafted players and for the players already in the league in the first season. */
  draft: { season: number; round: number; pick: number; teamId: TeamId } | null;
}
