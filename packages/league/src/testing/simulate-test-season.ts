import { createRandom } from '../random/index.js';
import { createRegularSeasonSchedule } from '../schedule/index.js';
import { createListedOrderRanks } from './schedule.js';
import type { GameDayRoster } from '../engine/game-day-roster.js';
import { simulateGame, type SimulatedGame } from '../engine/simulate-game.js';
import { createTestRosters } from './create-test-roster.js';

/** A full regular season (272 games) with test rosters, deterministic from `seed`. */
export function simulateTestSeason(seed: string, season = 2024): SimulatedGame[] {
  const random = createRandom(seed);
  const rosters = createTestRosters(random.fork('rosters'));
  const schedule = createRegularSeasonSchedule({
    season,
    previousDivisionRanks: createListedOrderRanks(),
    random: random.fork(`schedule/${season}`),
  });
  const roster = (teamId: string): GameDayRoster => {
    const found = rosters.get(teamId as GameDayRoster['teamId']);
    if (!found) throw new Error(`No test roster for ${teamId}`);
    return found;
  };
  return schedule.map((game) =>
    simulateGame({
      game,
      home: roster(game.homeTeamId),
      visitor: roster(game.visitorTeamId),
      random: random.fork(`game/${game.gameId}`),
      allowTies: true,
    }),
  );
}
