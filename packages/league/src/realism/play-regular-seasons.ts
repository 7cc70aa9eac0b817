import { getLeagueWeekStart } from '../clock/count-league-weeks.js';
import { getSeasonCalendar } from '../schedule/season-calendar.js';
import { createLeagueTimeline } from '../season/league-timeline.js';
import type { RealismGame } from './measure-season-realism.js';

/** When the Wild Card week of `season` begins: every game of its regular season has been played. */
function getRegularSeasonEnd(season: number): number {
  const wildCard = getSeasonCalendar(season).weeks.find((week) => week.weekSlug === 'WC');
  if (!wildCard) throw new RangeError(`season ${season} has no Wild Card week`);
  return getLeagueWeekStart(wildCard);
}

/**
 * Plays the league of `seed` from its first season through the regular season of `lastSeason`, in
 * memory, and returns the regular-season games of `fromSeason`–`lastSeason` by season: the league
 * is one history, so a later season is only the seed's after every season before it.
 */
export function playRegularSeasons({
  seed,
  firstSeason,
  fromSeason,
  lastSeason,
}: {
  seed: string;
  firstSeason: number;
  fromSeason: number;
  lastSeason: number;
}): Map<number, RealismGame[]> {
  const bySeason = new Map<number, RealismGame[]>();
  for (let season = fromSeason; season <= lastSeason; season += 1) bySeason.set(season, []);
  for (const update of createLeagueTimeline({ seed, firstSeason }).advanceTo(
    getRegularSeasonEnd(lastSeason),
  )) {
    for (const game of update.games) {
      const { season, seasonType, homeTeamId, visitorTeamId } = game.schedule;
      if (seasonType !== 'REG') continue;
      bySeason.get(season)?.push({
        homeTeamId,
        visitorTeamId,
        homeScore: game.homeScore,
        visitorScore: game.visitorScore,
        plays: game.plays,
      });
    }
  }
  return bySeason;
}
