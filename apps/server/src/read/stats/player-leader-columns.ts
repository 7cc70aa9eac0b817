/** The player leader tables' columns: passing, rushing, receiving and defense (docs/data.md). */
import type { PlayerStatPath, StatKey } from '@all22/domain';
import {
  column,
  type LeaderColumnDefinition,
  type LeaderGroupDefinition,
  type PlayerLeaderGroup,
  type PlayerLeaderSource,
} from './leader-columns.js';

type P = PlayerLeaderSource;
type SeasonLineSection = keyof P['line'];

/** The figure at `stat`'s path in the row's line, keyed in the API by the path's last part. */
function stat(
  path: PlayerStatPath & StatKey,
  options?: { isSeasonOnly?: boolean },
): LeaderColumnDefinition<P> {
  const [section, field] = path.split('.') as [SeasonLineSection, string];
  const read = (source: P) => (source.line[section] as Readonly<Record<string, number | null>>)[field];
  return column<P>(field, path, read, options);
}

const perGame = (path: PlayerStatPath & StatKey) => stat(path, { isSeasonOnly: true });
const gamesPlayed = column<P>('gamesPlayed', 'general.gamesPlayed', (s) => s.gamesPlayed, {
  isSeasonOnly: true,
});

const PASSING: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    stat('passing.completions'),
    stat('passing.attempts'),
    stat('passing.completionPercentage'),
    stat('passing.yards'),
    stat('passing.yardsPerAttempt'),
    perGame('passing.yardsPerGame'),
    stat('passing.touchdowns'),
    stat('passing.interceptions'),
    stat('passing.passerRating'),
    stat('passing.sacks'),
    stat('passing.longest'),
    stat('passing.averageAirYards'),
    stat('passing.averageTimeToThrow'),
    stat('passing.expectedPointsAdded'),
  ],
  defaultSort: { season: { key: 'yards', value: 'DESC' }, game: { key: 'yards', value: 'DESC' } },
  isListed: (s) => s.line.passing.attempts > 0,
};

const RUSHING: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    stat('rushing.attempts'),
    stat('rushing.yards'),
    stat('rushing.yardsPerAttempt'),
    perGame('rushing.yardsPerGame'),
    stat('rushing.touchdowns'),
    stat('rushing.longest'),
    stat('rushing.tenPlusRuns'),
    stat('rushing.firstDowns'),
    stat('rushing.fumblesLost'),
    stat('rushing.expectedPointsAdded'),
  ],
  defaultSort: { season: { key: 'yards', value: 'DESC' }, game: { key: 'yards', value: 'DESC' } },
  isListed: (s) => s.line.rushing.attempts > 0,
};

const RECEIVING: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    stat('receiving.targets'),
    stat('receiving.receptions'),
    stat('receiving.catchPercentage'),
    stat('receiving.yards'),
    stat('receiving.yardsPerReception'),
    perGame('receiving.yardsPerGame'),
    stat('receiving.touchdowns'),
    stat('receiving.longest'),
    stat('receiving.yardsAfterCatch'),
    stat('receiving.routesRun'),
    stat('receiving.averageSeparation'),
    stat('receiving.expectedPointsAdded'),
  ],
  defaultSort: { season: { key: 'yards', value: 'DESC' }, game: { key: 'yards', value: 'DESC' } },
  isListed: (s) => s.line.receiving.targets > 0,
};

const DEFENSE: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    stat('defense.snaps'),
    stat('defense.tackles'),
    stat('defense.sacks'),
    stat('defense.pressures'),
    stat('defense.pressureRate'),
    stat('defense.interceptions'),
    stat('defense.passesDefensed'),
    stat('defense.runStuffs'),
    stat('defense.stops'),
    stat('coverage.targetsAllowed'),
    stat('coverage.passerRatingAllowed'),
    stat('coverage.tightWindowRate'),
  ],
  defaultSort: { season: { key: 'tackles', value: 'DESC' }, game: { key: 'tackles', value: 'DESC' } },
  isListed: (s) => s.line.defense.snaps > 0 || s.line.defense.tackles > 0 || s.line.defense.sacks > 0,
};

export const PLAYER_LEADER_GROUPS: Record<PlayerLeaderGroup, LeaderGroupDefinition<P>> = {
  passing: PASSING,
  rushing: RUSHING,
  receiving: RECEIVING,
  defense: DEFENSE,
};
