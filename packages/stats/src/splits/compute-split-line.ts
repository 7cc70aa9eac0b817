import {
  type NflId,
  type PlayRecord,
  type SplitCategory,
  type SplitStatKey,
  type SplitSubject,
  SPLIT_STAT_KEYS,
} from '@all22/domain';
import { isCountedPlay, isScrimmagePlay } from '../plays/classify-play.js';
import { derivePlayerStatLine, percentageOrNull, divideOrNull } from '../players/derive-player-stat-line.js';
import { createPlayerLedger, type PlayerLedger } from '../players/player-ledger.js';
import { addPlayerTotals, createPlayerTotals, type PlayerTotals } from '../players/player-totals.js';
import { tallyDefense } from '../players/tally-defense.js';
import { tallyParticipation } from '../players/tally-participation.js';
import { isPassingDropback, tallyPassing } from '../players/tally-passing.js';
import { tallyReceiving } from '../players/tally-receiving.js';
import { isRushingCarry, tallyRushing } from '../players/tally-rushing.js';
import { deriveTeamStatLine } from '../teams/derive-team-stat-line.js';
import { createTeamTotals } from '../teams/team-totals.js';
import { tallyTeamPlay } from '../teams/tally-team-play.js';

/**
 * Every field of a play that computeSplitLine reads (its tallies', classify-play's): a caller may
 * load only these, the others left neutral. The server's integration test holds it complete (the
 * lines of plays loaded whole and of plays loaded this way are the same).
 */
export const SPLIT_LINE_PLAY_FIELDS = [
  'playType',
  'isNoPlay',
  'isSnap',
  'isPenalty',
  'penaltyTeamId',
  'penaltyYards',
  'down',
  'possessionTeamId',
  'defenseTeamId',
  'scoringTeamId',
  'isTurnover',
  'touchdown',
  'firstDown',
  'yardsGained',
  'expectedPointsAdded',
  'passerId',
  'attempt',
  'completion',
  'interception',
  'airYards',
  'timeToThrow',
  'rusherId',
  'carries',
  'ballCarrierId',
  'rush10PlusYards',
  'fumble',
  'fumbleLost',
  'targetId',
  'target',
  'reception',
  'separation',
  'separationType',
  'runStuff',
  'defRunStuff',
  'interceptorId',
  'nearestDefenderId',
  'tacklerIds',
  'sackerIds',
  'pressurePlayerIds',
  'tackleStopIds',
  'hustleStopIds',
  'offensePlayerIds',
  'defensePlayerIds',
  'routeRunnerIds',
  'passRusherIds',
  'coverageDefenderIds',
] as const satisfies readonly (keyof PlayRecord)[];

/** A split's figures by stat key; null for a rate without a denominator. */
export type SplitLine = Partial<Record<SplitStatKey, number | null>>;

/** A successful play adds expected points (nflfastR's definition). */
const isSuccess = (play: PlayRecord): boolean => (play.expectedPointsAdded ?? 0) > 0;

/** Share of the plays that pass `isCounted` and succeeded, in percentage points. */
function successRate(plays: readonly PlayRecord[], isCounted: (play: PlayRecord) => boolean): number | null {
  let counted = 0;
  let successes = 0;
  for (const play of plays) {
    if (!isCounted(play)) continue;
    counted += 1;
    if (isSuccess(play)) successes += 1;
  }
  return percentageOrNull(successes, counted);
}

/** The lists of a play that credit each player listed, alike (not sackers: they share a sack). */
const PER_PLAYER_LISTS = [
  'offensePlayerIds',
  'defensePlayerIds',
  'routeRunnerIds',
  'passRusherIds',
  'coverageDefenderIds',
  'tacklerIds',
  'pressurePlayerIds',
  'tackleStopIds',
  'hustleStopIds',
] as const satisfies readonly (keyof PlayRecord)[];

/** Plays as one player's tallies need them, kept while the plays are (one narrowing for all splits). */
const narrowedPlays = new WeakMap<PlayRecord, { nflId: NflId; play: PlayRecord }>();

/**
 * The play with its per-player lists cut to the player (or emptied): his credits are the same,
 * and a defender's splits no longer tally the 21 others on the field for every snap.
 */
function narrowToPlayer(play: PlayRecord, nflId: NflId): PlayRecord {
  const known = narrowedPlays.get(play);
  if (known?.nflId === nflId) return known.play;
  const narrowed = { ...play };
  for (const list of PER_PLAYER_LISTS) narrowed[list] = play[list].includes(nflId) ? [nflId] : [];
  narrowedPlays.set(play, { nflId, play: narrowed });
  return narrowed;
}

/** The subject's player totals: his own, or (a team subject) every player's on the plays. */
function tallyPlayers(
  plays: readonly PlayRecord[],
  subject: SplitSubject,
  tally: (play: PlayRecord, ledger: PlayerLedger) => void,
): PlayerTotals {
  const ledger = createPlayerLedger();
  if ('nflId' in subject) {
    for (const play of plays) tally(narrowToPlayer(play, subject.nflId), ledger);
    return ledger.get(subject.nflId)?.totals ?? createPlayerTotals();
  }
  for (const play of plays) tally(play, ledger);
  const sum = createPlayerTotals();
  for (const entry of ledger.values()) addPlayerTotals(sum, entry.totals);
  return sum;
}

function passingLine(plays: readonly PlayRecord[], subject: SplitSubject): SplitLine {
  const { passing } = derivePlayerStatLine(tallyPlayers(plays, subject, tallyPassing));
  const isDropback = (play: PlayRecord) =>
    isPassingDropback(play) && ('teamId' in subject || play.passerId === subject.nflId);
  return {
    'passing.attempts': passing.attempts,
    'passing.completions': passing.completions,
    'passing.completionPercentage': passing.completionPercentage,
    'passing.yards': passing.yards,
    'passing.yardsPerAttempt': divideOrNull(passing.yards, passing.attempts, 1),
    'passing.touchdowns': passing.touchdowns,
    'passing.interceptions': passing.interceptions,
    'passing.expectedPointsAddedPerDropback': divideOrNull(
      passing.expectedPointsAdded,
      passing.attempts + passing.sacks,
      2,
    ),
    'passing.successRate': successRate(plays, isDropback),
    'passing.sacks': passing.sacks,
  };
}

function rushingLine(plays: readonly PlayRecord[], subject: SplitSubject): SplitLine {
  const { rushing } = derivePlayerStatLine(tallyPlayers(plays, subject, tallyRushing));
  const isCarry = (play: PlayRecord) =>
    isRushingCarry(play) && ('teamId' in subject || play.rusherId === subject.nflId);
  return {
    'rushing.attempts': rushing.attempts,
    'rushing.yards': rushing.yards,
    'rushing.yardsPerAttempt': divideOrNull(rushing.yards, rushing.attempts, 1),
    'rushing.touchdowns': rushing.touchdowns,
    'rushing.expectedPointsAdded': rushing.expectedPointsAdded,
    'rushing.successRate': successRate(plays, isCarry),
  };
}

function receivingLine(plays: readonly PlayRecord[], subject: SplitSubject): SplitLine {
  const { receiving } = derivePlayerStatLine(tallyPlayers(plays, subject, tallyReceiving));
  return {
    'receiving.targets': receiving.targets,
    'receiving.receptions': receiving.receptions,
    'receiving.yards': receiving.yards,
    'receiving.yardsAfterCatch': receiving.yardsAfterCatch,
    'receiving.touchdowns': receiving.touchdowns,
    'receiving.expectedPointsAdded': receiving.expectedPointsAdded,
  };
}

function defenseLine(plays: readonly PlayRecord[], subject: SplitSubject): SplitLine {
  const totals = tallyPlayers(plays, subject, (play, ledger) => {
    tallyParticipation(play, ledger);
    tallyDefense(play, ledger);
  });
  const { defense, coverage } = derivePlayerStatLine(totals);
  return {
    'defense.snaps': defense.snaps,
    'defense.tackles': defense.tackles,
    'defense.pressures': defense.pressures,
    'defense.sacks': defense.sacks,
    'coverage.targetsAllowed': coverage.targetsAllowed,
    'coverage.completionsAllowed': coverage.completionsAllowed,
    'coverage.yardsAllowed': coverage.yardsAllowed,
  };
}

/** The team's offense (its own plays) or defense (its opponents' plays), as the team tables count. */
function teamLine(plays: readonly PlayRecord[], side: 'offense' | 'defense'): SplitLine {
  const offense = createTeamTotals();
  const defense = createTeamTotals();
  for (const play of plays) tallyTeamPlay(play, offense, defense);
  const isCounted = (play: PlayRecord) =>
    isScrimmagePlay(play) && isCountedPlay(play) && play.expectedPointsAdded !== null;
  const success = successRate(plays, isCounted);
  if (side === 'offense') {
    const line = deriveTeamStatLine(offense, defense);
    return {
      'team.totalYards': line.totalYards,
      'team.yardsPerPlay': line.yardsPerPlay,
      'team.firstDowns': line.firstDowns,
      'team.turnovers': line.turnovers,
      'team.expectedPointsAddedPerPlay': line.expectedPointsAddedPerPlay,
      'team.successRate': success,
    };
  }
  const line = deriveTeamStatLine(defense, offense);
  return {
    'team.totalYardsAllowed': line.totalYardsAllowed,
    'team.yardsPerPlayAllowed': divideOrNull(offense.totalYards, offense.offensePlays, 1),
    'team.firstDownsAllowed': line.firstDownsAllowed,
    'team.sacks': line.sacks,
    'team.takeaways': line.takeaways,
    'team.defenseExpectedPointsAddedPerPlay': line.defenseExpectedPointsAddedPerPlay,
    'team.successRateAllowed': success,
  };
}

const LINES: {
  readonly [C in SplitCategory]: (plays: readonly PlayRecord[], subject: SplitSubject) => SplitLine;
} = {
  passing: passingLine,
  rushing: rushingLine,
  receiving: receivingLine,
  defense: defenseLine,
  'team-offense': (plays) => teamLine(plays, 'offense'),
  'team-offense-pass': passingLine,
  'team-offense-rush': rushingLine,
  'team-defense': (plays) => teamLine(plays, 'defense'),
  'team-defense-pass': passingLine,
  'team-defense-rush': rushingLine,
};

/**
 * The stat line of one split: the category's figures over the split's plays (those its film
 * filter finds for the subject), counted as the season tables count them (the same tallies), and
 * the plays themselves (general.plays, the film room's count).
 */
export function computeSplitLine(
  category: SplitCategory,
  subject: SplitSubject,
  plays: readonly PlayRecord[],
): Record<SplitStatKey, number | null> {
  const line: SplitLine = { 'general.plays': plays.length, ...LINES[category](plays, subject) };
  return Object.fromEntries(SPLIT_STAT_KEYS[category].map((key) => [key, line[key] ?? null])) as Record<
    SplitStatKey,
    number | null
  >;
}
