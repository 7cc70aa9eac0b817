import type { PlayRecord, PlayType, ScoreDifferentialType } from '@all22/domain';
import { createNeutralPlayRecord, getYardsToGoType } from '@all22/domain';
import { formatClock, formatYardLine } from './format-play-text.js';
import { otherSide, type GameContext, type GameState } from './game-state.js';

const getDifferentialType = (differential: number): ScoreDifferentialType =>
  differential > 0 ? 'LEADING' : differential < 0 ? 'TRAILING' : 'TIED';

/**
 * A play with its situation before the snap filled in (quarter, clock, down, field position,
 * score differentials, when it happened) and every outcome field at its neutral value. The
 * resolvers fill in what happened. Every record is built by the domain's one play literal
 * (createNeutralPlayRecord), so all plays share one object shape.
 */
export function createPlayRecord(
  context: GameContext,
  state: GameState,
  playType: PlayType,
  hasDown: boolean,
): PlayRecord {
  const { game } = context;
  const offense = context.teams[state.offense];
  const defense = context.teams[otherSide(state.offense)];
  const differential = state.scores[state.offense] - state.scores[defense.side];
  const yardline = state.yardlineNumber;
  const sequence = state.plays.length + 1;
  return createNeutralPlayRecord({
    gameId: game.gameId,
    playId: sequence,
    sequence,
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    weekSlug: game.weekSlug,
    occurredAt: new Date(context.startMs + Math.round(state.wallSeconds) * 1000).toISOString(),
    drive: hasDown ? state.drive : null,
    quarter: state.quarter,
    clock: formatClock(state.clockSeconds),
    clockSeconds: state.clockSeconds,
    down: hasDown ? state.down : null,
    distance: hasDown ? state.distance : null,
    yardsToGoType: hasDown ? getYardsToGoType(state.distance) : null,
    yardLine: formatYardLine(yardline, offense, defense),
    yardlineNumber: yardline,
    possessionTeamId: offense.teamId,
    defenseTeamId: defense.teamId,
    playType,
    isSnap: hasDown,
    redzone: hasDown && yardline <= 20,
    goalToGo: hasDown && state.distance >= yardline,
    offenseScoreDifferential: differential,
    offenseScoreDifferentialType: getDifferentialType(differential),
    defenseScoreDifferential: -differential,
    defenseScoreDifferentialType: getDifferentialType(-differential),
    homeScore: state.scores[0],
    visitorScore: state.scores[1],
  });
}
