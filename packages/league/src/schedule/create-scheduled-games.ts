import { asGameId, asSmartId, type GameId, type SmartId } from '@all22/domain';
import { createDeterministicUuid } from '../random/index.js';
import type { DatedGame } from './dated-game.js';
import { formatDateDayMonth, formatDateDayShort, toIsoTimeFromEastern } from './eastern-time.js';
import { requireFranchise } from './league-alignment.js';

/** A game on the schedule: who, when (Eastern and UTC) and its ids. */
export interface ScheduledGame extends DatedGame {
  /** YYYYMMDDNN: the Eastern game date and the game's 0-based place in kickoff order that day. */
  gameId: GameId;
  /** UUID derived from the id seed and the game id (see {@link createScheduledGames}). */
  smartId: SmartId;
  /** The external id whose source is "elias" (joins the odds): "{season}-{seasonType}-{week, 2 digits}-{home teamId}". */
  eliasId: string;
  /** Kickoff instant, UTC ISO-8601 ("2024-09-06T00:20:00.000Z"). */
  isoTime: string;
  /** Eastern weekday in capitals, "THU". */
  dateDayShort: string;
  /** Eastern month and day, "SEP 5". */
  dateDayMonth: string;
}

/** Plain code-unit order: unlike localeCompare it cannot vary with the runtime's locale data. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Gives dated games their ids and display fields. All games of a calendar date must be passed in
 * one call (a week, or a postseason round), since the id's last two digits number the day's games
 * in kickoff order — ties broken by the home team's abbreviation, so ids never depend on input
 * order. `idSeed` (normally the league seed path) makes smartIds differ between leagues: the
 * smartId is the deterministic UUID of (idSeed, "game", gameId).
 */
export function createScheduledGames(games: readonly DatedGame[], idSeed: string): ScheduledGame[] {
  const ordered = [...games].sort(
    (a, b) =>
      compareText(a.gameDate, b.gameDate) ||
      compareText(a.gameTimeEastern, b.gameTimeEastern) ||
      compareText(requireFranchise(a.homeTeamId).abbr, requireFranchise(b.homeTeamId).abbr),
  );
  const countByDate = new Map<string, number>();
  return ordered.map((game) => {
    const sequence = countByDate.get(game.gameDate) ?? 0;
    if (sequence > 99) throw new RangeError(`More than 100 games on ${game.gameDate}`);
    countByDate.set(game.gameDate, sequence + 1);
    const gameId = asGameId(
      Number(`${game.gameDate.replaceAll('-', '')}${String(sequence).padStart(2, '0')}`),
    );
    return {
      ...game,
      gameId,
      smartId: asSmartId(createDeterministicUuid(idSeed, 'game', gameId)),
      eliasId: `${game.season}-${game.seasonType}-${String(game.week).padStart(2, '0')}-${game.homeTeamId}`,
      isoTime: toIsoTimeFromEastern(game.gameDate, game.gameTimeEastern),
      dateDayShort: formatDateDayShort(game.gameDate),
      dateDayMonth: formatDateDayMonth(game.gameDate),
    };
  });
}
