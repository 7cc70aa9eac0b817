import type { LeaderGroup, LeaderRow } from '@all22/contracts';
import {
  asGameId,
  asNflId,
  asTeamId,
  formatFilmFilterQuery,
  type FilmFilters,
  type SeasonType,
} from '@all22/domain';
import { routeHref } from '../../../config/paths';

/** Whose plays a count is about: a player's id filter, or a team's side of the ball. */
type FilmSubject = 'passerId' | 'rusherId' | 'targetId' | 'routeRunnerId' | 'defenderId' | 'defenseTeamId';

/** The plays behind a count: whose they are, and what else they have in common. */
interface FilmCount {
  readonly subject: FilmSubject;
  readonly filters: FilmFilters;
  /** The plays, in words: "pass attempts". */
  readonly what: string;
}

/**
 * The counts of the leader tables that are a number of plays the film room can select with its
 * filters (spec 2 §3), by group and column key — the same plays the stats derivation counts
 * (packages/stats: a passer's attempts are his plays with `attempt`, a receiver's targets those
 * with `target` where he is `targetId`, a defender's tackles those with `tackles` about him…).
 * Figures that are not a set of plays the filters can name (yards, rates, games, snaps — the
 * film room's defensive snap also counts kicking plays —, passes defensed, first downs, team
 * offense figures) have no link.
 */
const FILM_COUNTS: Readonly<Record<LeaderGroup, Readonly<Record<string, FilmCount>>>> = {
  passing: {
    completions: { subject: 'passerId', filters: { completion: true }, what: 'completions' },
    attempts: { subject: 'passerId', filters: { attempt: true }, what: 'pass attempts' },
    touchdowns: {
      subject: 'passerId',
      filters: { completion: true, touchdown: true },
      what: 'touchdown passes',
    },
    interceptions: { subject: 'passerId', filters: { interception: true }, what: 'interceptions thrown' },
    sacks: { subject: 'passerId', filters: { playType: 'play_type_sack' }, what: 'sacks taken' },
  },
  rushing: {
    attempts: { subject: 'rusherId', filters: { carries: true }, what: 'carries' },
    touchdowns: {
      subject: 'rusherId',
      filters: { carries: true, touchdown: true },
      what: 'rushing touchdowns',
    },
    tenPlusRuns: {
      subject: 'rusherId',
      filters: { carries: true, rush10PlusYards: true },
      what: 'runs of 10+ yards',
    },
    fumblesLost: { subject: 'rusherId', filters: { carries: true, fumbleLost: true }, what: 'fumbles lost' },
  },
  receiving: {
    targets: { subject: 'targetId', filters: { target: true }, what: 'targets' },
    receptions: { subject: 'targetId', filters: { reception: true }, what: 'receptions' },
    touchdowns: {
      subject: 'targetId',
      filters: { reception: true, touchdown: true },
      what: 'touchdown catches',
    },
    routesRun: { subject: 'routeRunnerId', filters: {}, what: 'routes' },
  },
  defense: {
    tackles: { subject: 'defenderId', filters: { tackles: true }, what: 'tackles' },
    sacks: { subject: 'defenderId', filters: { def_sack: true }, what: 'sacks' },
    pressures: { subject: 'defenderId', filters: { def_pressure: true }, what: 'pressures' },
    interceptions: { subject: 'defenderId', filters: { def_interception: true }, what: 'interceptions' },
    runStuffs: { subject: 'defenderId', filters: { def_runStuff: true }, what: 'run stuffs' },
    stops: { subject: 'defenderId', filters: { tackleStop: true }, what: 'stops' },
    targetsAllowed: {
      subject: 'defenderId',
      filters: { targetNearestDefender: true },
      what: 'targets allowed',
    },
  },
  'team-offense': {},
  'team-defense': {
    sacks: { subject: 'defenseTeamId', filters: { playType: 'play_type_sack' }, what: 'sacks' },
    defensiveInterceptions: {
      subject: 'defenseTeamId',
      filters: { interception: true },
      what: 'interceptions',
    },
  },
};

/** The row's season, season type and, for single-game rows, game: where its figures come from. */
export interface FilmLinkScope {
  season: number;
  seasonType: SeasonType;
}

/**
 * The film-room filters that select the plays behind a row's count, or null when the column is not
 * a count of plays (or the row has no player for a player count). Player counts are limited to the
 * row's team (a traded player has a row per team): `possessionTeamId` on offense, `defenseTeamId`
 * on defense. A single-game row adds its game.
 */
export function getFilmFilters(
  group: LeaderGroup,
  columnKey: string,
  row: LeaderRow,
  scope: FilmLinkScope,
): FilmFilters | null {
  const count = Object.hasOwn(FILM_COUNTS[group], columnKey) ? FILM_COUNTS[group][columnKey] : undefined;
  if (!count) return null;
  const filters: FilmFilters = { season: [scope.season], seasonType: scope.seasonType, ...count.filters };
  if (row.gameId !== null) filters.gameId = asGameId(row.gameId);
  const teamId = asTeamId(row.teamId);
  if (count.subject === 'defenseTeamId') return { ...filters, defenseTeamId: teamId };
  if (row.nflId === null) return null;
  const nflId = asNflId(row.nflId);
  if (count.subject === 'defenderId') return { ...filters, defenderId: nflId, defenseTeamId: teamId };
  return { ...filters, [count.subject]: nflId, possessionTeamId: teamId };
}

/** The plays behind a count, in words ("pass attempts"); null when the column has no film link. */
export function describeFilmCount(group: LeaderGroup, columnKey: string): string | null {
  return Object.hasOwn(FILM_COUNTS[group], columnKey) ? (FILM_COUNTS[group][columnKey]?.what ?? null) : null;
}

/** The film room's address for a set of filters: /film/plays?season=2024&seasonType=REG&… */
export function toFilmPlaysHref(filters: FilmFilters): string {
  return `${routeHref('film-plays')}?${formatFilmFilterQuery(filters)}`;
}
