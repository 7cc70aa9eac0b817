/**
 * Branded identifier types. The brand exists only at compile time: it keeps a team id from being
 * passed where a game id is expected, at no runtime cost.
 */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A team's stable 4-digit id, e.g. "3800" (Arizona). */
export type TeamId = Brand<string, 'TeamId'>;
/** A game's numeric id, e.g. 2024090800 (season, month, day, sequence). */
export type GameId = Brand<number, 'GameId'>;
/** A player's integer league id. */
export type NflId = Brand<number, 'NflId'>;
/** A player's GSIS id, "00-00NNNNN". */
export type GsisId = Brand<string, 'GsisId'>;
/** A UUID shared by games, teams and players in the spec's "smartId" fields. */
export type SmartId = Brand<string, 'SmartId'>;

export function asTeamId(value: string): TeamId {
  return value as TeamId;
}
export function asGameId(value: number): GameId {
  return value as GameId;
}
export function asNflId(value: number): NflId {
  return value as NflId;
}
export function asGsisId(value: string): GsisId {
  return value as GsisId;
}
export function asSmartId(value: string): SmartId {
  return value as SmartId;
}
