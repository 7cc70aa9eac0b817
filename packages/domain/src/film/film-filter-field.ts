import type { GameId, NflId, TeamId } from '../ids.js';

/** Filter groups of the film room (spec 2 §3), plus View for UI flags carried in the same query. */
export const FILM_FILTER_GROUPS = [
  'General',
  'Passing',
  'Rushing',
  'Receiving',
  'Defense',
  'Other',
  'View',
] as const;
export type FilmFilterGroup = (typeof FILM_FILTER_GROUPS)[number];

/** What an id filter refers to: a player (NflId), a team (4-digit TeamId) or a game (10-digit GameId). */
export type FilmFilterIdKind = 'player' | 'team' | 'game';

/** The value type of a filter field, and what the query codec accepts for it. */
export type FilmFilterFieldType =
  /** One of `values`, case-sensitive as the API spells them. */
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  /** "true" or "false". */
  | { readonly kind: 'boolean' }
  /** A whole number from `min` to `max`, inclusive. */
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'id'; readonly idKind: FilmFilterIdKind }
  /** One or more seasons from `min` to the current season, inclusive (the upper bound is a parameter). */
  | { readonly kind: 'seasons'; readonly min: number };

/** One film-room filter field. */
export interface FilmFilterField {
  /** The query parameter name, exactly as the API spells it. */
  readonly key: string;
  /** Human-readable name for the filter panel. */
  readonly label: string;
  readonly group: FilmFilterGroup;
  readonly type: FilmFilterFieldType;
}

/** The typed value of a field of type `T`. Seasons are sorted ascending without repeats. */
export type FilmFilterValueOf<T extends FilmFilterFieldType> = T extends {
  readonly kind: 'enum';
  readonly values: readonly (infer V)[];
}
  ? V
  : T extends { readonly kind: 'boolean' }
    ? boolean
    : T extends { readonly kind: 'integer' }
      ? number
      : T extends { readonly kind: 'id'; readonly idKind: 'player' }
        ? NflId
        : T extends { readonly kind: 'id'; readonly idKind: 'team' }
          ? TeamId
          : T extends { readonly kind: 'id'; readonly idKind: 'game' }
            ? GameId
            : T extends { readonly kind: 'seasons' }
              ? readonly number[]
              : never;
