/** The player leader tables' columns: passing, rushing, receiving and defense (docs/data.md). */
import {
  column,
  percent,
  perGame,
  rate,
  type LeaderGroupDefinition,
  type PlayerLeaderGroup,
  type PlayerLeaderSource,
} from './leader-columns.js';

type P = PlayerLeaderSource;
const gamesPlayed = column<P>('gamesPlayed', 'GP', 'Games played.', (s) => s.gamesPlayed, {
  isSeasonOnly: true,
});

const PASSING: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    column<P>('completions', 'CMP', 'Completed passes.', (s) => s.line.passing.completions),
    column<P>('attempts', 'ATT', 'Pass attempts.', (s) => s.line.passing.attempts),
    column<P>(
      'completionPercentage',
      'CMP %',
      'Share of attempts completed.',
      (s) => s.line.passing.completionPercentage,
      percent,
    ),
    column<P>('yards', 'YDS', 'Passing yards (gross, before sack yards).', (s) => s.line.passing.yards),
    column<P>(
      'yardsPerAttempt',
      'Y/A',
      'Passing yards per attempt.',
      (s) => s.line.passing.yardsPerAttempt,
      rate,
    ),
    column<P>(
      'yardsPerGame',
      'YDS/G',
      'Passing yards per game played.',
      (s) => s.line.passing.yardsPerGame,
      perGame,
    ),
    column<P>('touchdowns', 'TD', 'Touchdown passes.', (s) => s.line.passing.touchdowns),
    column<P>('interceptions', 'INT', 'Interceptions thrown.', (s) => s.line.passing.interceptions),
    column<P>('passerRating', 'RATE', 'NFL passer rating.', (s) => s.line.passing.passerRating, rate),
    column<P>('sacks', 'SCK', 'Times sacked.', (s) => s.line.passing.sacks),
    column<P>('longest', 'LNG', 'Longest completion, in yards.', (s) => s.line.passing.longest),
    column<P>(
      'averageAirYards',
      'IAY/A',
      'Intended air yards per attempt.',
      (s) => s.line.passing.averageAirYards,
      rate,
    ),
    column<P>(
      'averageTimeToThrow',
      'TT',
      'Average time from snap to throw, in seconds.',
      (s) => s.line.passing.averageTimeToThrow,
      { decimals: 2 },
    ),
    column<P>(
      'expectedPointsAdded',
      'EPA',
      'Expected points added on dropbacks.',
      (s) => s.line.passing.expectedPointsAdded,
      rate,
    ),
  ],
  defaultSort: { season: { key: 'yards', value: 'DESC' }, game: { key: 'yards', value: 'DESC' } },
  isListed: (s) => s.line.passing.attempts > 0,
};

const RUSHING: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    column<P>('attempts', 'ATT', 'Rushing attempts, scrambles included.', (s) => s.line.rushing.attempts),
    column<P>('yards', 'YDS', 'Rushing yards.', (s) => s.line.rushing.yards),
    column<P>(
      'yardsPerAttempt',
      'YPC',
      'Rushing yards per carry.',
      (s) => s.line.rushing.yardsPerAttempt,
      rate,
    ),
    column<P>(
      'yardsPerGame',
      'YDS/G',
      'Rushing yards per game played.',
      (s) => s.line.rushing.yardsPerGame,
      perGame,
    ),
    column<P>('touchdowns', 'TD', 'Rushing touchdowns.', (s) => s.line.rushing.touchdowns),
    column<P>('longest', 'LNG', 'Longest run, in yards.', (s) => s.line.rushing.longest),
    column<P>('tenPlusRuns', '10+', 'Runs of 10 yards or more.', (s) => s.line.rushing.tenPlusRuns),
    column<P>('firstDowns', '1ST', 'Runs that gained a first down.', (s) => s.line.rushing.firstDowns),
    column<P>('fumblesLost', 'FUML', 'Fumbles lost on his carries.', (s) => s.line.rushing.fumblesLost),
    column<P>(
      'expectedPointsAdded',
      'EPA',
      'Expected points added on carries.',
      (s) => s.line.rushing.expectedPointsAdded,
      rate,
    ),
  ],
  defaultSort: { season: { key: 'yards', value: 'DESC' }, game: { key: 'yards', value: 'DESC' } },
  isListed: (s) => s.line.rushing.attempts > 0,
};

const RECEIVING: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    column<P>('targets', 'TGT', 'Times targeted.', (s) => s.line.receiving.targets),
    column<P>('receptions', 'REC', 'Receptions.', (s) => s.line.receiving.receptions),
    column<P>(
      'catchPercentage',
      'CTH %',
      'Share of targets caught.',
      (s) => s.line.receiving.catchPercentage,
      percent,
    ),
    column<P>('yards', 'YDS', 'Receiving yards.', (s) => s.line.receiving.yards),
    column<P>(
      'yardsPerReception',
      'Y/R',
      'Receiving yards per reception.',
      (s) => s.line.receiving.yardsPerReception,
      rate,
    ),
    column<P>(
      'yardsPerGame',
      'YDS/G',
      'Receiving yards per game played.',
      (s) => s.line.receiving.yardsPerGame,
      perGame,
    ),
    column<P>('touchdowns', 'TD', 'Receiving touchdowns.', (s) => s.line.receiving.touchdowns),
    column<P>('longest', 'LNG', 'Longest reception, in yards.', (s) => s.line.receiving.longest),
    column<P>(
      'yardsAfterCatch',
      'YAC',
      'Yards gained after the catch.',
      (s) => s.line.receiving.yardsAfterCatch,
    ),
    column<P>('routesRun', 'RTS', 'Pass routes run.', (s) => s.line.receiving.routesRun),
    column<P>(
      'averageSeparation',
      'SEP',
      'Average separation from the nearest defender when targeted, in yards.',
      (s) => s.line.receiving.averageSeparation,
      { decimals: 2 },
    ),
    column<P>(
      'expectedPointsAdded',
      'EPA',
      'Expected points added when targeted.',
      (s) => s.line.receiving.expectedPointsAdded,
      rate,
    ),
  ],
  defaultSort: { season: { key: 'yards', value: 'DESC' }, game: { key: 'yards', value: 'DESC' } },
  isListed: (s) => s.line.receiving.targets > 0,
};

const DEFENSE: LeaderGroupDefinition<P> = {
  kind: 'player',
  columns: [
    gamesPlayed,
    column<P>('snaps', 'SNP', 'Defensive snaps.', (s) => s.line.defense.snaps),
    column<P>('tackles', 'TKL', 'Tackles, solo or shared.', (s) => s.line.defense.tackles),
    column<P>('sacks', 'SCK', 'Sacks (half a sack when shared).', (s) => s.line.defense.sacks, rate),
    column<P>('pressures', 'QBP', 'Quarterback pressures.', (s) => s.line.defense.pressures),
    column<P>(
      'pressureRate',
      'QBP %',
      'Share of pass rushes that pressured the quarterback.',
      (s) => s.line.defense.pressureRate,
      percent,
    ),
    column<P>('interceptions', 'INT', 'Interceptions.', (s) => s.line.defense.interceptions),
    column<P>(
      'passesDefensed',
      'PD',
      'Passes defensed: interceptions and incompletions thrown at his man.',
      (s) => s.line.defense.passesDefensed,
    ),
    column<P>('runStuffs', 'STF', 'Runs stopped at or behind the line.', (s) => s.line.defense.runStuffs),
    column<P>('stops', 'STP', 'Tackles that were a stop for the offense.', (s) => s.line.defense.stops),
    column<P>(
      'targetsAllowed',
      'TGT',
      'Targets where he was the nearest defender.',
      (s) => s.line.coverage.targetsAllowed,
    ),
    column<P>(
      'passerRatingAllowed',
      'RATE',
      'Passer rating allowed as the nearest defender.',
      (s) => s.line.coverage.passerRatingAllowed,
      rate,
    ),
    column<P>(
      'tightWindowRate',
      'TW %',
      'Share of targets against him thrown into a tight window.',
      (s) => s.line.coverage.tightWindowRate,
      percent,
    ),
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
