import type { LeagueFilmLink } from '@all22/contracts';
import { EFFICIENCY_PLAY_TYPE_NAMES } from '@all22/domain';

const OTHER_NAMES: Readonly<
  Record<Exclude<LeagueFilmLink['kind'], keyof typeof EFFICIENCY_PLAY_TYPE_NAMES>, string>
> = {
  explosiveRuns: 'runs of 10+ yards',
  playerPlays: 'plays',
};

/** What a film link holds, in words: "runs", "passes", "sacks", "runs of 10+ yards", "plays". */
export function describeFilmLinkKind(kind: LeagueFilmLink['kind']): string {
  return kind in EFFICIENCY_PLAY_TYPE_NAMES
    ? EFFICIENCY_PLAY_TYPE_NAMES[kind as keyof typeof EFFICIENCY_PLAY_TYPE_NAMES]
    : OTHER_NAMES[kind as keyof typeof OTHER_NAMES];
}

/** A count with its noun: "1 play", "12 plays". */
export function countPlays(plays: number): string {
  return `${plays.toLocaleString('en-US')} ${plays === 1 ? 'play' : 'plays'}`;
}

/** The film-room address of a film link's query. */
export function toFilmHref(filmPath: string, query: string): string {
  return `${filmPath}?${query}`;
}
