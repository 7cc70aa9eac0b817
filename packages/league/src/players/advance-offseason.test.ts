import { POSITIONS, type TeamId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { FRANCHISES } from '../franchises/franchises.js';
import { getWeekday } from '../schedule/iso-date.js';
import { advanceOffseason } from './advance-offseason.js';
import { createInitialLeague } from './create-initial-league.js';
import type { LeaguePlayerState, LeagueState } from './league-state.js';
import { getOffseasonCalendar } from './offseason-calendar.js';
import { getSeasonAge } from './player-age.js';
import { ACTIVE_ROSTER_TEMPLATE, PRACTICE_SQUAD_TEMPLATE } from './roster-template.js';
import { createPlayersRandom, runSeasonWeeks } from '../testing/players.js';

/** Worst team first: here simply the franchises in reverse, so pick 1 is not the first franchise. */
const DRAFT_ORDER: TeamId[] = FRANCHISES.map((franchise) => franchise.teamId).reverse();

const playFirstSeason = (seed: string): LeagueState => {
  const random = createPlayersRandom(seed);
  const state = createInitialLeague({ random });
  runSeasonWeeks(state, random.fork('weeks'));
  return state;
};

const state = playFirstSeason('offseason');
const before = new Map(state.players.map((player) => [player.nflId, { ...player }]));
const moves = advanceOffseason(state, {
  season: 2019,
  draftOrder: DRAFT_ORDER,
  random: createPlayersRandom('offseason').fork('offseason/2019'),
});
const calendar = getOffseasonCalendar(2019);

describe('advanceOffseason', () => {
  it('moves the league to the new season and dates every move on its calendar, in order', () => {
    expect(state.season).toBe(2019);
    const dates = moves.map((move) => move.transactionDate);
    expect(dates).toEqual([...dates].sort());
    expect(calendar).toMatchObject({
      leagueYearStart: '2019-03-13',
      draftStart: '2019-04-25',
      cutDownDate: '2019-08-31',
    });
    expect(new Set(moves.map((move) => move.type))).toEqual(
      new Set(['RETIRE', 'RELEASE', 'SIGN', 'DRAFT', 'TRADE']),
    );
    for (const move of moves) {
      expect(move.transactionDate > calendar.previousSuperBowlDate).toBe(true);
      expect(move.transactionDate <= calendar.practiceSquadDate).toBe(true);
    }
  });

  it('drafts 224 rookies: seven rounds in the draft order, worst team first, on the draft days', () => {
    const picks = moves.filter((move) => move.type === 'DRAFT');
    expect(picks).toHaveLength(224);
    picks.forEach((move, index) => {
      const player = state.players.find((candidate) => candidate.nflId === move.nflId)!;
      const round = Math.floor(index / 32) + 1;
      expect(player.draft).toEqual({ season: 2019, round, pick: index + 1, teamId: DRAFT_ORDER[index % 32] });
      expect(move.toTeamId).toBe(DRAFT_ORDER[index % 32]);
      expect(move.fromTeamId).toBeNull();
      expect(getWeekday(move.transactionDate)).toBe(round === 1 ? 4 : round <= 3 ? 5 : 6);
      expect(player.rookieSeason).toBe(2019);
      expect(getSeasonAge(player.birthDate, 2019)).toBeGreaterThanOrEqual(21);
      expect(getSeasonAge(player.birthDate, 2019)).toBeLessThanOrEqual(23);
    });
    const firstRound = picks.slice(0, 32).map((move) => state.players.find((p) => p.nflId === move.nflId)!);
    const lastRound = picks.slice(192).map((move) => state.players.find((p) => p.nflId === move.nflId)!);
    const mean = (players: LeaguePlayerState[]) =>
      players.reduce((sum, player) => sum + player.ratings.overall, 0) / players.length;
    expect(mean(firstRound)).toBeGreaterThan(mean(lastRound) + 5);
  });

  it('retires old and unwanted players, who leave every roster for good', () => {
    const retirements = moves.filter((move) => move.type === 'RETIRE');
    expect(retirements.length).toBeGreaterThan(100);
    const retired = retirements.map((move) => state.players.find((player) => player.nflId === move.nflId)!);
    for (const [index, player] of retired.entries()) {
      expect(player.status).toBe('RET');
      expect(player.currentTeamId).toBeNull();
      expect(player.jerseyNumber).toBeNull();
      expect(retirements[index]!.season).toBe(2018);
      expect(retirements[index]!.transactionDate < calendar.leagueYearStart).toBe(true);
    }
    const ages = retired.map((player) => getSeasonAge(player.birthDate, 2019));
    const meanAge = ages.reduce((sum, age) => sum + age, 0) / ages.length;
    expect(meanAge).toBeGreaterThan(29);
    expect(retired.some((player) => before.get(player.nflId)!.status === 'ACT')).toBe(true);
  });

  it('cuts every team down to the 53-man template and a practice squad of 16', () => {
    for (const { teamId } of FRANCHISES) {
      const team = state.players.filter((player) => player.currentTeamId === teamId);
      for (const position of POSITIONS) {
        const at = team.filter((player) => player.position === position);
        expect(at.filter((player) => player.status === 'ACT')).toHaveLength(ACTIVE_ROSTER_TEMPLATE[position]);
        expect(at.filter((player) => player.status === 'PS')).toHaveLength(PRACTICE_SQUAD_TEMPLATE[position]);
      }
      expect(team.every((player) => player.injury === null)).toBe(true);
      const numbers = team.map((player) => player.jerseyNumber);
      expect(new Set(numbers).size).toBe(team.length);
    }
    const cuts = moves.filter(
      (move) => move.type === 'RELEASE' && move.transactionDate === calendar.cutDownDate,
    );
    expect(cuts.length).toBeGreaterThan(32);
  });

  it('ages, develops and credits a season to the players who stay', () => {
    let credited = 0;
    let changed = 0;
    for (const player of state.players) {
      const earlier = before.get(player.nflId);
      if (!earlier || player.status === 'RET') continue;
      if (earlier.status === 'ACT' || earlier.status === 'RES') {
        expect(player.experience).toBe(earlier.experience + 1);
        credited += 1;
      } else expect(player.experience).toBe(earlier.experience);
      if (player.ratings.overall !== earlier.ratings.overall) changed += 1;
    }
    expect(credited).toBeGreaterThan(1500);
    expect(changed).toBeGreaterThan(1500);
  });

  it('makes a few trades, each a swap of two players between two teams on one day', () => {
    const trades = moves.filter((move) => move.type === 'TRADE');
    expect(trades.length % 2).toBe(0);
    expect(trades.length).toBeGreaterThanOrEqual(4);
    for (const move of trades) {
      expect(move.fromTeamId).not.toBeNull();
      expect(move.toTeamId).not.toBe(move.fromTeamId);
      expect(move.transactionDate > calendar.draftStart && move.transactionDate < calendar.cutDownDate).toBe(
        true,
      );
    }
  });

  it('is deterministic for a seed', () => {
    const again = playFirstSeason('offseason');
    const againMoves = advanceOffseason(again, {
      season: 2019,
      draftOrder: DRAFT_ORDER,
      random: createPlayersRandom('offseason').fork('offseason/2019'),
    });
    expect(againMoves).toEqual(moves);
    expect(again).toEqual(state);
  });

  it('checks its inputs before changing anything', () => {
    const fresh = createInitialLeague({ random: createPlayersRandom('inputs') });
    const random = createPlayersRandom('inputs');
    const copy = structuredClone(fresh);
    expect(() => advanceOffseason(fresh, { season: 2020, draftOrder: DRAFT_ORDER, random })).toThrow(/2019/);
    expect(() => advanceOffseason(fresh, { season: 2019, draftOrder: DRAFT_ORDER.slice(1), random })).toThrow(
      /31 teams/,
    );
    const repeated = [...DRAFT_ORDER.slice(1), DRAFT_ORDER[1]!];
    expect(() => advanceOffseason(fresh, { season: 2019, draftOrder: repeated, random })).toThrow(/repeats/);
    expect(fresh).toEqual(copy);
  });
});
