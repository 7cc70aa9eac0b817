import type { NflId, PlayRecord, TeamId } from '@all22/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeagueGame } from '../season/index.js';
import { createLeagueTimeline } from '../season/index.js';
import { generatePlayTracking } from './generate-play-tracking.js';
import type {
  PlayTracking,
  TrackingEventType,
  TrackingFrame,
  TrackingParticipant,
  TrackingPlayerFrame,
} from './tracking-types.js';

/**
 * The generator against real plays: every play of the first regular-season week the engine
 * simulates (about 2,700), checked against the same rules the hand-made plays are. Each failure
 * names the play (gameId/playId), its type and description, so a broken record can be traced.
 */

interface RealPlay {
  play: PlayRecord;
  game: LeagueGame;
}

/** What must hold where the ball carrier ends, from the record; null when the play has none. */
interface EndSpot {
  carrierId: NflId;
  /** x the carrier ends at (within half a yard), or the goal line he ends just past. */
  x: number;
  isPastGoalLine: boolean;
}

const loadWeekOne = (): { plays: RealPlay[]; participants: Map<NflId, TrackingParticipant> } => {
  const updates = createLeagueTimeline({ seed: 'tracking-engine', firstSeason: 2024 }).advanceTo(
    Date.parse('2024-09-10T12:00:00Z'),
  );
  const week = updates.find((update) => update.calendarWeek.weekSlug === 'WEEK_1');
  if (week === undefined) throw new Error('The timeline has not reached WEEK_1');
  const participants = new Map<NflId, TrackingParticipant>();
  for (const roster of week.rosters.gameDayRosters)
    for (const players of Object.values(roster.byPosition))
      for (const player of players)
        participants.set(player.nflId, {
          position: player.position,
          jerseyNumber: player.jerseyNumber,
          teamId: roster.teamId,
        });
  for (const row of week.rosters.rosters)
    if (!participants.has(row.nflId))
      participants.set(row.nflId, {
        position: row.position,
        jerseyNumber: row.jerseyNumber ?? 0,
        teamId: row.teamId,
      });
  const plays = week.games.flatMap((game) => game.plays.map((play) => ({ play, game })));
  return { plays, participants };
};

const describePlay = ({ play }: RealPlay): string =>
  `${play.gameId}/${play.playId} ${play.playType}${play.isNoPlay ? ' (no play)' : ''} q${play.quarter}` +
  ` yardline ${play.yardlineNumber} yards ${play.yardsGained}: ${play.description}`;

const frameOf = (tracking: PlayTracking, event: TrackingEventType): TrackingFrame | undefined => {
  const found = tracking.events.find((candidate) => candidate.event === event);
  return found === undefined ? undefined : tracking.frames[found.frameId - 1];
};
const playerIn = (frame: TrackingFrame, nflId: NflId): TrackingPlayerFrame | undefined =>
  frame.players.find((candidate) => candidate.nflId === nflId);
const sign = (tracking: PlayTracking): number => (tracking.playDirection === 'right' ? 1 : -1);
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** Where the record puts the ball carrier at the whistle (see the engine's yard rules). */
const getEndSpot = (play: PlayRecord, tracking: PlayTracking): EndSpot | null => {
  const los = tracking.lineOfScrimmageX;
  const toward = sign(tracking);
  const ownGoalX = toward === 1 ? 10 : 110;
  const attackedGoalX = toward === 1 ? 110 : 10;
  if (play.isNoPlay) return null;
  if (play.playType === 'play_type_two_point_conversion') {
    const carrierId = play.rusherId ?? (play.kickResult === 'SUCCESS' ? play.targetId : null);
    if (carrierId === null) return null;
    return play.kickResult === 'SUCCESS'
      ? { carrierId, x: attackedGoalX, isPastGoalLine: true }
      : { carrierId, x: los + toward * ((play.yardlineNumber ?? 2) - 1), isPastGoalLine: false };
  }
  if (play.interception && play.interceptorId !== null && play.airYards !== null) {
    // The engine counts the return from the catch spot, at most 8 yards deep in the end zone.
    const catchYards = Math.min(play.airYards, 108 - (100 - (play.yardlineNumber ?? 0)));
    return play.touchdown
      ? { carrierId: play.interceptorId, x: ownGoalX, isPastGoalLine: true }
      : {
          carrierId: play.interceptorId,
          x: los + toward * (catchYards - (play.returnYards ?? 0)),
          isPastGoalLine: false,
        };
  }
  const isKickReturn =
    (play.playType === 'play_type_kickoff' || play.playType === 'play_type_punt') &&
    play.returnerId !== null &&
    play.returnYards !== null &&
    play.kickDistance !== null;
  if (isKickReturn) {
    const returnerId = play.returnerId as NflId;
    return play.touchdown
      ? { carrierId: returnerId, x: ownGoalX, isPastGoalLine: true }
      : {
          carrierId: returnerId,
          x: los + toward * ((play.kickDistance as number) - (play.returnYards as number)),
          isPastGoalLine: false,
        };
  }
  const hasOffenseCarrier =
    play.playType === 'play_type_rush' ||
    play.playType === 'play_type_sack' ||
    (play.playType === 'play_type_pass' && play.completion);
  const carrierId = play.ballCarrierId ?? play.rusherId ?? play.passerId;
  if (!hasOffenseCarrier || carrierId === null) return null;
  return play.touchdown
    ? { carrierId, x: attackedGoalX, isPastGoalLine: true }
    : { carrierId, x: los + toward * play.yardsGained, isPastGoalLine: false };
};

/** Every rule a play breaks, as readable lines; empty when the tracking is consistent. */
const findProblems = (real: RealPlay, tracking: PlayTracking): string[] => {
  const { play, game } = real;
  const problems: string[] = [];
  const check = (isOk: boolean, message: string) => {
    if (!isOk) problems.push(message);
  };
  check(tracking.frameRate === 10, 'frame rate is not 10');
  check(
    tracking.frames.length === Math.round(tracking.durationSeconds * 10) + 1,
    `${tracking.frames.length} frames for ${tracking.durationSeconds} s`,
  );
  tracking.frames.forEach((frame, index) => {
    if (frame.frameId !== index + 1 || Math.abs(frame.t - index / 10) > 1e-6)
      problems.push(`frame ${index + 1} has frameId ${frame.frameId}, t ${frame.t}`);
  });
  const frameIds = tracking.events.map((event) => event.frameId);
  check(
    frameIds.every(
      (frameId, index) =>
        frameId >= 1 && frameId <= tracking.frames.length && frameId >= (frameIds[index - 1] ?? 1),
    ),
    `events out of order or range: ${JSON.stringify(tracking.events)}`,
  );

  if (play.isSnap) {
    const teamCount = (teamId: TeamId) =>
      tracking.players.filter((player) => player.teamId === teamId).length;
    const counts = [teamCount(game.schedule.homeTeamId), teamCount(game.schedule.visitorTeamId)];
    check(
      tracking.players.length === 22 && counts[0] === 11 && counts[1] === 11,
      `${tracking.players.length} players (home ${counts[0]}, visitors ${counts[1]}) on a snap`,
    );
  }

  const margin = tracking.events.some((event) => event.event === 'out_of_bounds') ? 1.5 : 0;
  const order = tracking.players.map((player) => player.nflId).join();
  for (const [index, frame] of tracking.frames.entries()) {
    if (frame.players.map((player) => player.nflId).join() !== order)
      problems.push(`frame ${frame.frameId} lists players in another order`);
    const off = frame.players.find(
      (player) => player.x < 0 || player.x > 120 || player.y < -margin || player.y > 53.3 + margin,
    );
    if (off !== undefined)
      problems.push(`frame ${frame.frameId}: ${off.nflId} off the field at ${off.x}, ${off.y}`);
    if (frame.ball.x < 0 || frame.ball.x > 120 || frame.ball.z < 0)
      problems.push(`frame ${frame.frameId}: ball at ${JSON.stringify(frame.ball)}`);
    const previous = tracking.frames[index - 1];
    frame.players.forEach((player, slot) => {
      const before = previous?.players[slot];
      const jump = before === undefined ? 0 : Math.hypot(player.x - before.x, player.y - before.y);
      if (jump > 1.5 || player.s > 12 || player.dir < 0 || player.dir >= 360)
        problems.push(
          `frame ${frame.frameId}: ${player.nflId} moved ${jump.toFixed(2)} yd, s ${player.s}, dir ${player.dir}`,
        );
    });
    if (problems.length > 20) return problems;
  }

  if (play.isSnap) {
    const snap = frameOf(tracking, 'ball_snap');
    check(snap !== undefined, 'no ball_snap event on a snap');
    if (snap !== undefined) {
      check(Math.abs(snap.ball.x - tracking.lineOfScrimmageX) < 0.05, `ball at ${snap.ball.x} at the snap`);
      check(Math.abs(snap.t - 1) < 1e-6, `snap at t ${snap.t}`);
      check(
        JSON.stringify(tracking.frames[0]?.ball) === JSON.stringify(snap.ball),
        'the ball moves before the snap',
      );
    }
  }

  const isCompletedPass =
    (play.playType === 'play_type_pass' && play.completion && !play.interception) ||
    (play.playType === 'play_type_two_point_conversion' && play.passPlay && play.kickResult === 'SUCCESS');
  if (isCompletedPass && play.targetId !== null) {
    const arrived = frameOf(tracking, 'pass_arrived');
    const target = arrived === undefined ? undefined : playerIn(arrived, play.targetId);
    check(arrived !== undefined && target !== undefined, 'a completed pass never arrives at the target');
    if (arrived !== undefined && target !== undefined) {
      if (play.airYards !== null) {
        const airX = tracking.lineOfScrimmageX + sign(tracking) * play.airYards;
        check(
          Math.abs(arrived.ball.x - airX) <= 1,
          `pass arrives at x ${arrived.ball.x}, air-yards spot ${airX}`,
        );
      }
      check(
        distance(arrived.ball, target) <= 1,
        `ball ${distance(arrived.ball, target).toFixed(2)} yd from the target`,
      );
      check(frameOf(tracking, 'pass_outcome_caught')?.frameId === arrived.frameId, 'caught ≠ arrived');
    }
  }

  const end = getEndSpot(play, tracking);
  const lastFrame = tracking.frames.at(-1) as TrackingFrame;
  if (end !== null) {
    const carrier = playerIn(lastFrame, end.carrierId);
    check(carrier !== undefined, `ball carrier ${end.carrierId} is not on the field`);
    if (carrier !== undefined && end.isPastGoalLine) {
      const past = (end.x === 110 ? 1 : -1) * (carrier.x - end.x);
      check(
        past >= 0 && past < 3,
        `carrier ends at x ${carrier.x}, ${past.toFixed(2)} yd past the goal line at ${end.x}`,
      );
    } else if (carrier !== undefined) {
      check(Math.abs(carrier.x - end.x) <= 0.5, `carrier ends at x ${carrier.x}, end spot ${end.x}`);
    }
  }
  return problems;
};

describe('tracking for every play of a simulated week', () => {
  let plays: RealPlay[] = [];
  let participants = new Map<NflId, TrackingParticipant>();
  const trackings = new Map<RealPlay, PlayTracking>();
  let msPerPlay = 0;

  beforeAll(() => {
    ({ plays, participants } = loadWeekOne());
    const started = performance.now();
    for (const real of plays) {
      try {
        trackings.set(
          real,
          generatePlayTracking(real.play, participants, { homeTeamId: real.game.schedule.homeTeamId }),
        );
      } catch {
        // Reported by the test below, with the reason.
      }
    }
    msPerPlay = (performance.now() - started) / Math.max(1, plays.length);
    console.info(`tracking: ${plays.length} real plays, ${msPerPlay.toFixed(2)} ms per play`);
  }, 60_000);

  it('has a few thousand plays of every type, each naming only players on that week’s rosters', () => {
    expect(plays.length).toBeGreaterThan(2000);
    const types = new Set(plays.map(({ play }) => play.playType));
    expect(types.size).toBe(8);
    const unknown = plays.flatMap((real) =>
      [...real.play.offensePlayerIds, ...real.play.defensePlayerIds]
        .filter((nflId) => !participants.has(nflId))
        .map((nflId) => `${describePlay(real)}: player ${nflId} on no roster`),
    );
    expect(unknown).toEqual([]);
    const wrongTeam = plays.flatMap((real) => {
      const teams = [real.game.schedule.homeTeamId, real.game.schedule.visitorTeamId];
      return [...real.play.offensePlayerIds, ...real.play.defensePlayerIds]
        .filter((nflId) => !teams.includes(participants.get(nflId)?.teamId as TeamId))
        .map((nflId) => `${describePlay(real)}: player ${nflId} plays for neither team`);
    });
    expect(wrongTeam).toEqual([]);
  });

  it('generates tracking for every play', () => {
    const failures = plays.flatMap((real) => {
      if (trackings.has(real)) return [];
      try {
        generatePlayTracking(real.play, participants, { homeTeamId: real.game.schedule.homeTeamId });
        return [];
      } catch (error) {
        return [`${describePlay(real)} → ${String(error)}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('keeps every play consistent with its record and with the rules of motion', () => {
    const failures = plays.flatMap((real) => {
      const tracking = trackings.get(real);
      if (tracking === undefined) return [];
      return findProblems(real, tracking).map((problem) => `${describePlay(real)} → ${problem}`);
    });
    expect(failures.slice(0, 30)).toEqual([]);
  });

  it('gives the same frames for the same play', () => {
    const sample = plays.filter((_real, index) => index % 25 === 0);
    for (const real of sample) {
      const again = generatePlayTracking(real.play, participants, {
        homeTeamId: real.game.schedule.homeTeamId,
      });
      expect(again, describePlay(real)).toEqual(trackings.get(real));
    }
  });

  it('takes a few milliseconds per play', () => {
    expect(msPerPlay).toBeLessThan(10);
  });
});
