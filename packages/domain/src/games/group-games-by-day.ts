/** What grouping needs of a game: its Eastern kick-off date and labels, its instant and id. */
export interface DayGroupedGame {
  /** Eastern date of kick-off, "2024-10-13". */
  gameDate: string;
  /** "SUN" and "OCT 13" (Eastern). */
  dateDayShort: string;
  dateDayMonth: string;
  /** Kick-off instant, ISO 8601. */
  time: string;
  gameId: number;
}

export interface GameDay<G extends DayGroupedGame> {
  /** The Eastern date, "2024-10-13". */
  date: string;
  /** "SUN OCT 13". */
  label: string;
  games: G[];
}

/**
 * A week's games by the Eastern day they kick off on, days in calendar order and games in each
 * by kick-off then game id (a schedule reads that way whatever state the games are in).
 */
export function groupGamesByDay<G extends DayGroupedGame>(games: readonly G[]): GameDay<G>[] {
  const days = new Map<string, GameDay<G>>();
  const byKickoff = [...games].sort((a, b) => a.time.localeCompare(b.time) || a.gameId - b.gameId);
  for (const game of byKickoff) {
    let day = days.get(game.gameDate);
    if (!day) {
      day = { date: game.gameDate, label: `${game.dateDayShort} ${game.dateDayMonth}`, games: [] };
      days.set(game.gameDate, day);
    }
    day.games.push(game);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
