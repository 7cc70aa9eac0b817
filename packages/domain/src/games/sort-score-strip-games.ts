import type { GameStatusGroup } from './game-phase.js';
import { getGameStatusGroup } from './game-phase.js';

/** What the score-strip order needs from a game. `isoTime` is the kickoff as an ISO 8601 instant. */
export interface ScoreStripSortable {
  phase: string;
  isoTime: string;
  id: number;
}

const groupRank = (group: GameStatusGroup): number => {
  switch (group) {
    case 'live':
      return 0;
    case 'pregame':
      return 1;
    case 'final':
      return 2;
    case 'other':
      return 3;
  }
};

// A missing or unparseable time sorts after every real kickoff.
const toTimeValue = (isoTime: string): number => {
  const time = Date.parse(isoTime);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

const compareByTimeThenId = (a: ScoreStripSortable, b: ScoreStripSortable): number => {
  const timeA = toTimeValue(a.isoTime);
  const timeB = toTimeValue(b.isoTime);
  if (timeA !== timeB) return timeA < timeB ? -1 : 1;
  return a.id - b.id;
};

/**
 * Score-strip order (spec 1 §2). If every game is pregame, or every game is final, order by kickoff
 * time then game id. Otherwise live games (INGAME, HALFTIME, SUSPENDED) first, then pregame, then
 * final, each by time then id; a phase we do not recognise goes last. Returns a new array.
 */
export function sortScoreStripGames<T extends ScoreStripSortable>(games: readonly T[]): T[] {
  const groups = games.map((game) => getGameStatusGroup(game.phase));
  const isUniform = groups.every((g) => g === 'pregame') || groups.every((g) => g === 'final');
  const ranked = games.map((game, index) => ({
    game,
    rank: isUniform ? 0 : groupRank(groups[index] ?? 'other'),
  }));
  ranked.sort((a, b) => a.rank - b.rank || compareByTimeThenId(a.game, b.game));
  return ranked.map(({ game }) => game);
}
