import type { FilmFilters } from '../../film/film-filter-catalogue.js';
import { parseFilmFilterQuery } from '../../film/parse-film-filter-query.js';
import type { NflId, TeamId } from '../../ids.js';
import type { SeasonType } from '../../weeks/index.js';
import type { SplitCategory, SplitOption } from './split-catalogue.js';

/** Whose splits: a player (player categories) or a team (team categories). */
export type SplitSubject = { readonly nflId: NflId } | { readonly teamId: TeamId };

/** The season a split table covers. */
export interface SplitSeason {
  readonly season: number;
  readonly seasonType: SeasonType;
}

const player = (subject: SplitSubject): NflId | undefined => ('nflId' in subject ? subject.nflId : undefined);
const team = (subject: SplitSubject): TeamId | undefined =>
  'teamId' in subject ? subject.teamId : undefined;

/**
 * The plays a category counts for its subject, as film filters: a passer's passes and sacks
 * (passerId), a rusher's carries, a receiver's targets, a defender's snaps on defense, a team's
 * plays with the ball or against it, its pass or run plays for the variants.
 */
const SUBJECT_FILTERS: { readonly [C in SplitCategory]: (subject: SplitSubject) => FilmFilters } = {
  passing: (subject) => ({ passerId: player(subject) }),
  rushing: (subject) => ({ rusherId: player(subject) }),
  receiving: (subject) => ({ targetId: player(subject) }),
  defense: (subject) => ({ defenderId: player(subject) }),
  'team-offense': (subject) => ({ possessionTeamId: team(subject) }),
  'team-offense-pass': (subject) => ({ possessionTeamId: team(subject), passPlay: true }),
  'team-offense-rush': (subject) => ({ possessionTeamId: team(subject), runPlay: true }),
  'team-defense': (subject) => ({ defenseTeamId: team(subject) }),
  'team-defense-pass': (subject) => ({ defenseTeamId: team(subject), passPlay: true }),
  'team-defense-rush': (subject) => ({ defenseTeamId: team(subject), runPlay: true }),
};

/** A split's filter expression as typed film filters; throws if the catalogue holds a bad one. */
export function parseSplitFilter(filter: string): FilmFilters {
  const query: Record<string, string[]> = {};
  for (const pair of filter.split('&')) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    (query[key] ??= []).push(separator < 0 ? '' : pair.slice(separator + 1));
  }
  // Split filters name no season, so any current season parses them.
  const parsed = parseFilmFilterQuery(query, { currentSeason: 9999 });
  if (!parsed.ok)
    throw new Error(`split filter ${filter}: ${parsed.errors.map((e) => e.message).join('; ')}`);
  return parsed.filters;
}

/** The film filters of a category's subject in a season: the plays every split of it narrows. */
export function getSplitSubjectFilters(
  category: SplitCategory,
  subject: SplitSubject,
  { season, seasonType }: SplitSeason,
): FilmFilters {
  const filters: FilmFilters = { season: [season], seasonType, ...SUBJECT_FILTERS[category](subject) };
  for (const key of Object.keys(filters) as (keyof FilmFilters)[]) {
    if (filters[key] === undefined) delete filters[key];
  }
  return filters;
}

/** The film room's filters for one split of a subject's season: its row's link, and its count. */
export function getSplitFilmFilters(
  category: SplitCategory,
  option: SplitOption,
  subject: SplitSubject,
  season: SplitSeason,
): FilmFilters {
  return { ...getSplitSubjectFilters(category, subject, season), ...parseSplitFilter(option.filter) };
}
