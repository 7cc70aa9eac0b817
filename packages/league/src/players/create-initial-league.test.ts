import { POSITIONS } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { FRANCHISES } from '../franchises/franchises.js';
import { createInitialLeague, FIRST_LEAGUE_SEASON } from './create-initial-league.js';
import { isValidJerseyNumber } from './jersey-numbers.js';
import { getSeasonAge } from './player-age.js';
import {
  ACTIVE_ROSTER_TEMPLATE,
  PRACTICE_SQUAD_MAX_EXPERIENCE,
  PRACTICE_SQUAD_TEMPLATE,
} from './roster-template.js';
import { createPlayersRandom } from '../testing/players.js';

const state = createInitialLeague({ random: createPlayersRandom('initial-league') });
const onTeam = (teamId: string, status: string) =>
  state.players.filter((player) => player.currentTeamId === teamId && player.status === status);

describe('createInitialLeague', () => {
  it('gives all 32 teams a 53-man roster in the template and a practice squad of 16 young players', () => {
    expect(state.season).toBe(FIRST_LEAGUE_SEASON);
    for (const { teamId } of FRANCHISES) {
      const active = onTeam(teamId, 'ACT');
      const practice = onTeam(teamId, 'PS');
      expect(active).toHaveLength(53);
      expect(practice).toHaveLength(16);
      for (const position of POSITIONS) {
        expect(active.filter((player) => player.position === position)).toHaveLength(
          ACTIVE_ROSTER_TEMPLATE[position],
        );
        expect(practice.filter((player) => player.position === position)).toHaveLength(
          PRACTICE_SQUAD_TEMPLATE[position],
        );
      }
      expect(practice.every((player) => player.experience <= PRACTICE_SQUAD_MAX_EXPERIENCE)).toBe(true);
    }
  });

  it('keeps a pool of free agents at every position, nobody injured or retired', () => {
    const freeAgents = state.players.filter((player) => player.status === 'FA');
    expect(freeAgents.length).toBeGreaterThan(200);
    for (const position of POSITIONS)
      expect(freeAgents.some((player) => player.position === position)).toBe(true);
    expect(freeAgents.every((player) => player.currentTeamId === null && player.jerseyNumber === null)).toBe(
      true,
    );
    expect(state.players.every((player) => player.injury === null && player.status !== 'RET')).toBe(true);
  });

  it('gives every rostered player a valid number, unique on his team', () => {
    for (const { teamId } of FRANCHISES) {
      const players = state.players.filter((player) => player.currentTeamId === teamId);
      const numbers = players.map((player) => player.jerseyNumber);
      expect(new Set(numbers).size).toBe(players.length);
      for (const player of players)
        expect(isValidJerseyNumber(player.position, player.jerseyNumber!)).toBe(true);
    }
  });

  it('spreads ages and experience like a real league, rookies at 21–23', () => {
    const active = state.players.filter((player) => player.status === 'ACT');
    const ages = active.map((player) => getSeasonAge(player.birthDate, state.season));
    const meanAge = ages.reduce((sum, age) => sum + age, 0) / ages.length;
    expect(meanAge).toBeGreaterThan(25);
    expect(meanAge).toBeLessThan(27.5);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(21);
    expect(ages.filter((age) => age >= 33).length).toBeGreaterThan(20);
    for (const player of state.players) {
      const rookieAge = getSeasonAge(player.birthDate, player.rookieSeason);
      expect(rookieAge).toBeGreaterThanOrEqual(21);
      expect(rookieAge).toBeLessThanOrEqual(23);
      expect(player.experience).toBe(state.season - player.rookieSeason);
      expect(player.draft).toBeNull();
    }
    expect(active.filter((player) => player.experience === 0).length).toBeGreaterThan(150);
  });

  it('has a few elite players at each position and its best at the top of the depth', () => {
    for (const position of ['QB', 'WR', 'OL', 'EDGE', 'CB'] as const) {
      const overalls = state.players
        .filter((player) => player.status === 'ACT' && player.position === position)
        .map((player) => player.ratings.overall);
      const elite = overalls.filter((overall) => overall >= 85).length;
      expect(elite, position).toBeGreaterThanOrEqual(2);
      expect(elite / overalls.length, position).toBeLessThan(0.15);
    }
    const freeAgentBest = Math.max(
      ...state.players
        .filter((player) => player.status === 'FA' && player.position === 'QB')
        .map((p) => p.ratings.overall),
    );
    const starters = FRANCHISES.map(({ teamId }) =>
      Math.max(
        ...onTeam(teamId, 'ACT')
          .filter((p) => p.position === 'QB')
          .map((p) => p.ratings.overall),
      ),
    );
    expect(Math.min(...starters)).toBeGreaterThanOrEqual(freeAgentBest);
  });

  it('gives players bios that fit their position, with unique ids and names', () => {
    const linemen = state.players.filter((player) => player.position === 'OL');
    const corners = state.players.filter((player) => player.position === 'CB');
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(linemen.map((player) => player.weight))).toBeGreaterThan(295);
    expect(mean(corners.map((player) => player.weight))).toBeLessThan(205);
    expect(mean(linemen.map((player) => player.heightInches))).toBeGreaterThan(
      mean(corners.map((p) => p.heightInches)),
    );
    expect(new Set(state.players.map((player) => player.gsisId)).size).toBe(state.players.length);
    expect(new Set(state.players.map((player) => player.displayName)).size).toBeGreaterThan(
      state.players.length - 5,
    );
    expect(
      state.players.every((player) => player.gsisId.match(/^00-00\d{5}$/) && player.college.length > 0),
    ).toBe(true);
  });

  it('is the same league for the same seed and a different one for another', () => {
    expect(createInitialLeague({ random: createPlayersRandom('initial-league') })).toEqual(state);
    const other = createInitialLeague({ random: createPlayersRandom('another-league') });
    expect(other.players[0]!.displayName).not.toBe(state.players[0]!.displayName);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
