import type { TeamStatsResponse } from '@all22/contracts';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from './fetch-stub';
import { currentWeek, finalGame, standings, teams, weekGames } from './schedule-fixtures';

/** Test data and call stubs of the team page's tests. */

export function subscriber() {
  return createStaticSession({ user: { ...createStaticSession().getSnapshot().user, isSubscribed: true } });
}

export const ravensStats: TeamStatsResponse = {
  teamId: teams.bal.teamId,
  season: 2024,
  seasonType: 'REG',
  games: 5,
  stats: {
    passYards: 1234,
    passYpg: 246.8,
    rushYards: 876,
    rushYpg: 175.2,
    pointsFor: 140,
    ppg: 28,
    pointsAgainst: 95,
    ppgAllowed: 19,
  },
  players: { passing: [], rushing: [], receiving: [], defense: [], kicking: [] },
};

export function stubTeamCalls(overrides: Record<string, () => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/schedules/standings': () => jsonResponse(standings),
    '/api/teams/stats': () => jsonResponse(ravensStats),
    '/api/teams/schedule': () => jsonResponse([finalGame]),
    ...overrides,
  });
}
