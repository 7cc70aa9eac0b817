import { findTrailingRun, type GameOutcome, getGameOutcome } from './streaks.js';

/** One meeting of two teams, scored from the first team's side. */
export interface Meeting {
  teamScore: number;
  opponentScore: number;
}

export interface HeadToHeadSummary<M extends Meeting> {
  wins: number;
  losses: number;
  ties: number;
  /** The latest meeting, or null when they have not met. */
  last: M | null;
  /** The run of meetings the same side won, up to the latest (ties end it); null after a tie. */
  streak: { outcome: 'W' | 'L'; meetings: M[] } | null;
}

/** The series between two teams from the first team's side, meetings oldest first. */
export function summarizeHeadToHead<M extends Meeting>(meetings: readonly M[]): HeadToHeadSummary<M> {
  const count = (outcome: GameOutcome) =>
    meetings.filter((meeting) => getGameOutcome(meeting.teamScore, meeting.opponentScore) === outcome).length;
  const last = meetings.at(-1) ?? null;
  const lastOutcome = last ? getGameOutcome(last.teamScore, last.opponentScore) : 'T';
  const streak =
    lastOutcome === 'T'
      ? null
      : {
          outcome: lastOutcome,
          meetings: findTrailingRun(
            meetings,
            (meeting) => getGameOutcome(meeting.teamScore, meeting.opponentScore) === lastOutcome,
          ),
        };
  return { wins: count('W'), losses: count('L'), ties: count('T'), last, streak };
}
