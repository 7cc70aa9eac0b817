import type { FunFactsResponse } from '@all22/contracts';
import type { Database } from '@all22/db';
import {
  asGameId,
  composeFunFacts,
  type FactWeekGame,
  findSeasonHighs,
  type NflId,
  type TeamId,
} from '@all22/domain';
import { listWeekGames } from '../games/list-games.js';
import { findInjuryStatuses } from '../rosters/find-injury-statuses.js';
import { loadFactPlayers, loadSeasonLines } from './load-fact-players.js';
import { findFirstSeason, loadFactTeams, loadTeamResults } from './load-team-results.js';
import type { GuideWeek } from './resolve-guide-week.js';

/**
 * The week's fun facts (issue 20 §4), computed by the domain's composeFunFacts from the games
 * before the week: every series and streak, this regular season's records and highs, milestones
 * within reach. The answer carries the week's games, so the page can head each game's facts.
 */
export async function getFunFacts(db: Database, week: GuideWeek): Promise<FunFactsResponse> {
  const weekGames = await listWeekGames(db, week);
  const teamIds = weekGames.flatMap((game) => [game.visitorTeamId, game.homeTeamId] as TeamId[]);
  const firstSeason = (await findFirstSeason(db)) ?? week.season;
  const teams = await loadFactTeams(db);
  const teamResults = await loadTeamResults(db, week, teams);
  const lines = await loadSeasonLines(db, week, teams);
  const players = await loadFactPlayers(db, week, lines, teamIds);
  const injuries = await findInjuryStatuses(
    db,
    week,
    players.map((player) => player.nflId),
  );
  const factGames: FactWeekGame[] = weekGames.map((game) => ({
    gameId: asGameId(game.gameId),
    visitor: teams.get(game.visitorTeamId as TeamId)!,
    home: teams.get(game.homeTeamId as TeamId)!,
  }));
  const facts = composeFunFacts({
    week,
    firstSeason,
    games: factGames,
    teamResults,
    players,
    injuryStatuses: new Map<NflId, string>([...injuries].map(([nflId, line]) => [nflId, line.injuryStatus])),
    seasonHighs: findSeasonHighs(week, lines, teamResults),
  });
  return { ...week, firstSeason, games: weekGames, facts };
}
