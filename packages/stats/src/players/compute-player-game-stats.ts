import type { GameId, NflId, PlayRecord, SeasonType, TeamId } from '@all22/domain';
import { derivePlayerStatLine, type PlayerStatLine } from './derive-player-stat-line.js';
import { createPlayerLedger, type PlayerLedger } from './player-ledger.js';
import { tallyPlay } from './tally-play.js';

/** One player's line for one game: a row of player_game_stats. */
export interface PlayerGameStats {
  gameId: GameId;
  nflId: NflId;
  /** The team he played for (see docs/data.md for how kickoff-only players are placed). */
  teamId: TeamId;
  season: number;
  seasonType: SeasonType;
  week: number;
  stats: PlayerStatLine;
}

interface GameLedger {
  first: PlayRecord;
  ledger: PlayerLedger;
}

const toRows = (game: GameLedger): PlayerGameStats[] => {
  const { gameId, season, seasonType, week } = game.first;
  const rows: PlayerGameStats[] = [];
  for (const entry of game.ledger.values()) {
    rows.push({
      gameId,
      nflId: entry.nflId,
      teamId: entry.teamId,
      season,
      seasonType,
      week,
      stats: derivePlayerStatLine(entry.totals),
    });
  }
  return rows.sort((a, b) => a.nflId - b.nflId);
};

/**
 * Every player's stat line for each game in `plays`, in one pass (linear in plays; the plays
 * may come in any order and from any number of games). Rows are sorted by game, then nflId.
 * A player gets a row when any play names him — a snap is enough.
 */
export function computePlayerGameStats(plays: Iterable<PlayRecord>): PlayerGameStats[] {
  const games = new Map<GameId, GameLedger>();
  for (const play of plays) {
    let game = games.get(play.gameId);
    if (game === undefined) {
      game = { first: play, ledger: createPlayerLedger() };
      games.set(play.gameId, game);
    }
    tallyPlay(play, game.ledger);
  }
  const gameIds = [...games.keys()].sort((a, b) => a - b);
  return gameIds.flatMap((gameId) => toRows(games.get(gameId) as GameLedger));
}
