/**
 * The film index: every play's filter columns in memory (film-index-columns.ts), grouped by game
 * in the film room's order — newest game first (by gameId), each game's plays by sequence — so a
 * search is one pass that counts the matches and keeps the keys of the requested page.
 *
 * A game's plays are row ranges: plays arrive in sequence order (a game is only ever extended),
 * so a live game's new plays become another range after the ones the index holds.
 *
 * A search that tests rows keeps its matches (rows and their games), so its other pages are read
 * from them instead of another pass: the film room pages through one set of filters. They are
 * dropped when plays are added.
 */
import { type PlayKey, formatFilmFilterQuery } from '@all22/domain';
import { createLruCache } from '../../cache/lru-cache.js';
import type { PlaySearch, PlaySearchResult } from '../play-finder.js';
import { type CompiledFilmFilters, compileFilmFilters } from './compile-film-filters.js';
import { FilmIndexColumns, FilmIndexUnsupportedError } from './film-index-columns.js';
import type { IndexedGame } from './indexed-game.js';
import type { IndexedPlayRow } from './indexed-play-columns.js';

/** A search's matching rows in film-room order, and the position of each one's game in `games`. */
interface SearchMatches {
  readonly rows: Int32Array;
  readonly games: Int32Array;
}

/** Memory for the matches of recent searches: 8 bytes a match (a deep-pass search: 180 KB). */
const RECENT_MATCHES_BYTES = 32 * 1024 * 1024;

export class FilmIndex {
  readonly columns = new FilmIndexColumns();
  /** Newest first. */
  readonly games: IndexedGame[] = [];
  private readonly gamesById = new Map<number, IndexedGame>();
  /** By the filters' canonical query; valid while no play is added (rows and games stay put). */
  private readonly recentMatches = createLruCache<SearchMatches>(RECENT_MATCHES_BYTES);

  get playCount(): number {
    return this.columns.length;
  }

  /** The sequence of the game's last play the index holds; 0 for a game it does not know. */
  maxSequenceOf(gameId: number): number {
    return this.gamesById.get(gameId)?.maxSequence ?? 0;
  }

  /**
   * Adds plays, each game's in sequence order; a play at or before its game's last held one is
   * already in the index and is skipped. Returns how many were added.
   */
  addPlays(rows: readonly IndexedPlayRow[]): number {
    let added = 0;
    for (const row of rows) {
      const game = this.gamesById.get(row.gameId) ?? this.addGame(row);
      if (row.sequence <= game.maxSequence) continue;
      if (
        row.season !== game.season ||
        row.seasonType !== game.seasonType ||
        row.week !== game.week ||
        row.weekSlug !== game.weekSlug
      ) {
        // The game-level filters read the game's values: its plays must agree (they are copies).
        throw new FilmIndexUnsupportedError(`play ${row.gameId}-${row.playId} disagrees with its game`);
      }
      const r = this.columns.append(row);
      const last = game.ranges.length - 1;
      if (last > 0 && game.ranges[last] === r) game.ranges[last] = r + 1;
      else game.ranges.push(r, r + 1);
      game.maxSequence = row.sequence;
      game.plays += 1;
      this.columns.forEachPlayerCode(r, (code) => game.players.add(code));
      game.teams.add(this.columns.enums.possessionTeamId[r] as number);
      game.teams.add(this.columns.enums.defenseTeamId[r] as number);
      added += 1;
    }
    if (added > 0) this.recentMatches.clear();
    return added;
  }

  /** The page's keys and the number of matching plays, as the SQL finder answers them. */
  search({ filters, offset, limit }: PlaySearch): PlaySearchResult {
    const compiled = compileFilmFilters(filters, this.columns);
    if (compiled === null) return { keys: [], total: 0 };
    // Game-level filters alone skip or take whole games: a pass costs little, so none is kept.
    if (compiled.matchesRow === null) return this.scanPage(compiled, offset, limit);
    const key = formatFilmFilterQuery(filters);
    let matches = this.recentMatches.get(key);
    if (matches === undefined) {
      matches = this.collectMatches(compiled);
      this.recentMatches.set(key, matches, matches.rows.byteLength + matches.games.byteLength + key.length);
    }
    const { playId } = this.columns;
    const keys: PlayKey[] = [];
    const end = Math.min(offset + limit, matches.rows.length);
    for (let i = offset; i < end; i++) {
      const game = this.games[matches.games[i] as number] as IndexedGame;
      keys.push({ gameId: game.gameId, playId: playId[matches.rows[i] as number] as number });
    }
    return { keys, total: matches.rows.length };
  }

  /** One pass over the matching games, counting their plays and keeping the page's keys. */
  private scanPage(compiled: CompiledFilmFilters, offset: number, limit: number): PlaySearchResult {
    const keys: PlayKey[] = [];
    const end = offset + limit;
    const { playId } = this.columns;
    const { matchesGame } = compiled;
    let total = 0;
    for (const game of this.games) {
      if (matchesGame !== null && !matchesGame(game)) continue;
      if (total + game.plays <= offset || total >= end) {
        total += game.plays;
        continue;
      }
      const { ranges, gameId } = game;
      for (let i = 0; i < ranges.length; i += 2) {
        const rangeEnd = ranges[i + 1] as number;
        for (let r = ranges[i] as number; r < rangeEnd; r++) {
          if (total >= offset && total < end) keys.push({ gameId, playId: playId[r] as number });
          total += 1;
        }
      }
    }
    return { keys, total };
  }

  /** Every matching row, in film-room order, with its game's position. */
  private collectMatches({ matchesGame, matchesRow }: CompiledFilmFilters): SearchMatches {
    const rows: number[] = [];
    const games: number[] = [];
    for (let g = 0; g < this.games.length; g++) {
      const game = this.games[g] as IndexedGame;
      if (matchesGame !== null && !matchesGame(game)) continue;
      const { ranges } = game;
      for (let i = 0; i < ranges.length; i += 2) {
        const rangeEnd = ranges[i + 1] as number;
        for (let r = ranges[i] as number; r < rangeEnd; r++) {
          if (matchesRow !== null && !matchesRow(r)) continue;
          rows.push(r);
          games.push(g);
        }
      }
    }
    return { rows: Int32Array.from(rows), games: Int32Array.from(games) };
  }

  /** Bytes the index holds, roughly: the columns plus the games' player and team sets. */
  byteSize(): number {
    const setEntries = this.games.reduce((sum, game) => sum + game.players.size + game.teams.size, 0);
    return this.columns.byteSize() + setEntries * 16 + this.games.length * 200;
  }

  /** Trims the columns' spare room (after a bulk load). */
  trim(): void {
    this.columns.trim();
  }

  private addGame(row: IndexedPlayRow): IndexedGame {
    const game: IndexedGame = {
      gameId: row.gameId,
      season: row.season,
      seasonType: row.seasonType,
      week: row.week,
      weekSlug: row.weekSlug,
      ranges: [],
      maxSequence: 0,
      plays: 0,
      players: new Set(),
      teams: new Set(),
    };
    // Newest first: find the first game older than this one.
    let low = 0;
    let high = this.games.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.games[middle] as IndexedGame).gameId > row.gameId) low = middle + 1;
      else high = middle;
    }
    this.games.splice(low, 0, game);
    this.gamesById.set(row.gameId, game);
    return game;
  }
}
