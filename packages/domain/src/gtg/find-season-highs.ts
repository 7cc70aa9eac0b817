import type { NflId } from '../ids.js';
import { compareWeeks, type SeasonWeek } from '../weeks/index.js';
import type { SeasonHighStat } from './fun-fact.js';
import type { PlayerGameLine, SeasonHighHolder, SeasonHighInput, TeamGameResult } from './fun-fact-input.js';

/** A player's game line with whose it is. */
export interface PlayerSeasonLine extends PlayerGameLine {
  nflId: NflId;
}

const PLAYER_HIGH_STATS = [
  'passYards',
  'rushYards',
  'receivingYards',
  'sacks',
] as const satisfies readonly SeasonHighStat[];

/** The highest value over `entries` above zero and every entry that reached it; null when none is above zero. */
function findTop<T>(
  entries: readonly T[],
  value: (entry: T) => number,
): { value: number; entries: T[] } | null {
  let top = 0;
  for (const entry of entries) top = Math.max(top, value(entry));
  return top > 0 ? { value: top, entries: entries.filter((entry) => value(entry) === top) } : null;
}

/**
 * This regular season's single-game highs before the week (the whole regular season in the
 * playoffs): the most passing, rushing and receiving yards and sacks by a player and points by a
 * team, with every game that reached each (in the order given). None in the preseason.
 */
export function findSeasonHighs(
  week: SeasonWeek,
  lines: readonly PlayerSeasonLine[],
  teamResults: readonly TeamGameResult[],
): SeasonHighInput[] {
  if (week.seasonType === 'PRE') return [];
  const inSeason = <T extends SeasonWeek>(entry: T) =>
    entry.season === week.season && entry.seasonType === 'REG' && compareWeeks(entry, week) < 0;
  const highs: SeasonHighInput[] = [];
  const seasonLines = lines.filter(inSeason);
  for (const stat of PLAYER_HIGH_STATS) {
    const top = findTop(seasonLines, (line) => line.figures[stat]);
    if (!top) continue;
    highs.push({
      stat,
      value: top.value,
      holders: top.entries.map((line): SeasonHighHolder => ({
        nflId: line.nflId,
        teamId: line.teamId,
        game: {
          gameId: line.gameId,
          season: line.season,
          seasonType: line.seasonType,
          week: line.week,
          weekSlug: line.weekSlug,
        },
        opponentAbbr: line.opponentAbbr,
        isHome: line.isHome,
      })),
    });
  }
  const points = findTop(teamResults.filter(inSeason), (result) => result.teamScore);
  if (points) {
    highs.push({
      stat: 'points',
      value: points.value,
      holders: points.entries.map((result) => ({
        nflId: null,
        teamId: result.teamId,
        game: {
          gameId: result.gameId,
          season: result.season,
          seasonType: result.seasonType,
          week: result.week,
          weekSlug: result.weekSlug,
        },
        opponentAbbr: result.opponent.abbr,
        isHome: result.isHome,
      })),
    });
  }
  return highs;
}
