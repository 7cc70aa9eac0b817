import type { DriveResult, PlayRecord, TeamId } from '@all22/domain';
import { isCountedPlay, isScrimmagePlay } from './classify-play.js';
import { getElapsedSeconds, getPeriodEndSeconds } from './game-clock.js';

/** One possession and the plays that belong to it, in snap order. */
export interface GameDrive {
  /** The drive number the plays carry (1, 2, …); a drive not yet snapped gets the next one. */
  number: number;
  /** The team with the ball. */
  teamId: TeamId;
  /** Situation at the drive's first snap (its kickoff's when no snap has happened yet). */
  startQuarter: number;
  startClock: string;
  startYardLine: string | null;
  plays: PlayRecord[];
  result: DriveResult;
  /** Snaps from scrimmage with a down (penalised "no plays" included, kickoffs and tries not). */
  playCount: number;
  /** Yards gained on the counted runs, passes and sacks (penalty yards not included). */
  yards: number;
  /** Game seconds from the drive's first play to the next drive's first play. */
  timeOfPossessionSeconds: number;
}

interface OpenDrive {
  number: number;
  teamId: TeamId;
  plays: PlayRecord[];
}

const isUntimedTry = (play: PlayRecord): boolean =>
  play.playType === 'play_type_xp' || play.playType === 'play_type_two_point_conversion';

/**
 * Splits plays into drives. Plays from scrimmage carry their drive number; a kickoff (no drive)
 * opens the receiving team's next drive, and a try after a touchdown closes the scoring drive,
 * so every play is in exactly one drive and the drives in order list the plays in order.
 */
const splitDrives = (ordered: readonly PlayRecord[]): OpenDrive[] => {
  const drives: OpenDrive[] = [];
  let pending: PlayRecord[] = [];
  for (const play of ordered) {
    const current = drives.at(-1);
    if (play.drive !== null) {
      if (current && current.number === play.drive && pending.length === 0) {
        current.plays.push(play);
      } else {
        drives.push({ number: play.drive, teamId: play.possessionTeamId, plays: [...pending, play] });
        pending = [];
      }
    } else if (isUntimedTry(play) && current && pending.length === 0) {
      current.plays.push(play);
    } else {
      pending.push(play);
    }
  }
  const [kickoff] = pending;
  if (kickoff) {
    const receivingTeam =
      kickoff.playType === 'play_type_kickoff' ? kickoff.defenseTeamId : kickoff.possessionTeamId;
    drives.push({ number: (drives.at(-1)?.number ?? 0) + 1, teamId: receivingTeam, plays: pending });
  }
  return drives;
};

/** How a drive ended, from its last play that stood (a penalised play does not end a drive). */
const classifyDrive = (drive: OpenDrive, isLastDrive: boolean, isFinal: boolean): DriveResult => {
  const snaps = drive.plays.filter((play) => play.drive !== null && isCountedPlay(play));
  const last = snaps.at(-1) ?? drive.plays.at(-1);
  if (isLastDrive && !isFinal) return 'IN_PROGRESS';
  if (last) {
    if (last.isSafety) return 'SAFETY';
    if (last.isTurnover) return last.interception || last.defInterception ? 'INTERCEPTION' : 'FUMBLE';
    if (last.touchdown && (last.scoringTeamId ?? drive.teamId) === drive.teamId) return 'TOUCHDOWN';
    if (last.playType === 'play_type_field_goal') {
      return last.kickResult === 'GOOD' ? 'FIELD_GOAL' : 'MISSED_FIELD_GOAL';
    }
    if (last.playType === 'play_type_punt') return 'PUNT';
    if (last.down === 4 && !last.firstDown && !isLastDrive) return 'DOWNS';
    if (last.quarter === 2) return 'END_OF_HALF';
  }
  return isLastDrive || (last?.quarter ?? 0) >= 4 ? 'END_OF_GAME' : 'END_OF_HALF';
};

/**
 * The drives of one game, in order. `plays` must be the game's plays; they are sorted by sequence
 * here. While the game is under way its last drive is IN_PROGRESS and owns no time yet past its
 * last snap; once final the last drive runs to the end of its period.
 */
export function groupGameDrives(plays: readonly PlayRecord[], isFinal: boolean): GameDrive[] {
  const ordered = [...plays].sort((a, b) => a.sequence - b.sequence);
  const drives = splitDrives(ordered);
  return drives.map((drive, index) => {
    const isLastDrive = index === drives.length - 1;
    const first = drive.plays.find((play) => play.drive !== null) ?? (drive.plays[0] as PlayRecord);
    const startOfDrive = drive.plays[0] as PlayRecord;
    const last = drive.plays.at(-1) as PlayRecord;
    const next = drives[index + 1]?.plays[0];
    const end =
      next !== undefined
        ? getElapsedSeconds(next)
        : isFinal
          ? getPeriodEndSeconds(last)
          : getElapsedSeconds(last);
    const scrimmage = drive.plays.filter((play) => play.drive !== null);
    return {
      number: drive.number,
      teamId: drive.teamId,
      startQuarter: first.quarter,
      startClock: first.clock,
      startYardLine: first.yardLine,
      plays: drive.plays,
      result: classifyDrive(drive, isLastDrive, isFinal),
      playCount: scrimmage.length,
      yards: scrimmage
        .filter((play) => isCountedPlay(play) && isScrimmagePlay(play))
        .reduce((total, play) => total + play.yardsGained, 0),
      timeOfPossessionSeconds: Math.max(0, end - getElapsedSeconds(startOfDrive)),
    };
  });
}
