import type { NflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { FRANCHISES } from '../franchises/franchises.js';
import { createInitialLeague } from './create-initial-league.js';
import { createWeekRosters, type WeekRosters } from './create-week-rosters.js';
import { createPlayersRandom, findWeekProblems, runSeasonWeeks } from '../testing/players.js';

const runFirstSeason = (seed: string) => {
  const random = createPlayersRandom(seed);
  const state = createInitialLeague({ random });
  const weeks: WeekRosters[] = [];
  runSeasonWeeks(state, random.fork('weeks'), (week) => weeks.push(week));
  return { state, weeks };
};

const { state, weeks } = runFirstSeason('week-rosters');
const regularWeeks = weeks.filter((week) => week.seasonType === 'REG');

describe('createWeekRosters', () => {
  it('runs every week of 2018: HOF, four preseason, 17 regular-season and 4 postseason weeks', () => {
    expect(weeks.map((week) => `${week.seasonType}${week.week}`)).toHaveLength(1 + 4 + 17 + 4);
  });

  it('keeps 53 active and 16 on the practice squad with valid, unique numbers and full game-day rosters every week', () => {
    expect(weeks.flatMap(findWeekProblems)).toEqual([]);
  });

  it('reports no injuries in the preseason, as the league publishes none', () => {
    const preseason = weeks.filter((week) => week.seasonType === 'PRE');
    expect(preseason.flatMap((week) => [...week.injuries, ...week.transactions])).toEqual([]);
  });

  it('reports injuries every week with every status, practice status and body part', () => {
    const rows = regularWeeks.flatMap((week) => week.injuries);
    const perTeamWeek = rows.length / (regularWeeks.length * FRANCHISES.length);
    expect(perTeamWeek).toBeGreaterThan(2);
    expect(perTeamWeek).toBeLessThan(12);
    expect(new Set(rows.map((row) => row.injuryStatus))).toEqual(
      new Set(['QUESTIONABLE', 'DOUBTFUL', 'OUT', 'IR']),
    );
    expect(new Set(rows.map((row) => row.practiceStatus))).toEqual(new Set(['DNP', 'LIMITED', 'FULL']));
    expect(rows.every((row) => row.bodyPart.length > 0)).toBe(true);
    for (const row of rows) {
      if (row.injuryStatus === 'OUT' || row.injuryStatus === 'IR') expect(row.practiceStatus).toBe('DNP');
      if (row.injuryStatus === 'QUESTIONABLE') expect(row.practiceStatus).not.toBe('DNP');
    }
  });

  it('leaves OUT, DOUBTFUL and IR players off the game-day roster and keeps QUESTIONABLE ones', () => {
    let questionableDressed = 0;
    for (const week of weeks) {
      const dressed = new Set(
        week.gameDayRosters.flatMap((roster) =>
          Object.values(roster.byPosition)
            .flat()
            .map((player) => player.nflId),
        ),
      );
      for (const row of week.injuries) {
        if (row.injuryStatus === 'QUESTIONABLE') questionableDressed += dressed.has(row.nflId) ? 1 : 0;
        else expect(dressed.has(row.nflId)).toBe(false);
      }
    }
    expect(questionableDressed).toBeGreaterThan(100);
  });

  it('keeps players on injured reserve for at least 4 weeks, with IR, replacement and ACTIVATE moves', () => {
    const reserveWeeks = new Map<NflId, number>();
    const stints: number[] = [];
    for (const week of weeks) {
      const onReserve = new Set(week.rosters.filter((row) => row.status === 'RES').map((row) => row.nflId));
      for (const [nflId, count] of reserveWeeks) {
        if (!onReserve.has(nflId)) {
          stints.push(count);
          reserveWeeks.delete(nflId);
        }
      }
      for (const nflId of onReserve) reserveWeeks.set(nflId, (reserveWeeks.get(nflId) ?? 0) + 1);
    }
    expect(stints.length).toBeGreaterThan(20);
    expect(Math.min(...stints)).toBeGreaterThanOrEqual(4);
    const moves = weeks.flatMap((week) => week.transactions);
    const types = new Set(moves.map((move) => move.type));
    expect(types).toEqual(new Set(['IR', 'SIGN', 'RELEASE', 'ACTIVATE']));
    expect(moves.filter((move) => move.type === 'IR').length).toBeLessThanOrEqual(
      moves.filter((move) => move.type === 'SIGN' && move.details !== 'Signed to the practice squad').length,
    );
    for (const move of moves) {
      expect(move.season).toBe(2018);
      expect(move.transactionDate >= '2018-07-31' && move.transactionDate <= '2019-02-05').toBe(true);
    }
  });

  it('builds depth charts with every slot, starters first, injured players last', () => {
    const week = regularWeeks[9]!;
    for (const { teamId } of FRANCHISES) {
      const chart = week.depthCharts.filter((row) => row.teamId === teamId);
      const slots = new Set(chart.filter((row) => row.depthOrder === 1).map((row) => row.positionSlot));
      // prettier-ignore
      for (const slot of ['QB', 'RB', 'LWR', 'RWR', 'SWR', 'TE', 'LT', 'LG', 'C', 'RG', 'RT', 'LDE', 'RDE', 'LDT', 'RDT',
        'WLB', 'MLB', 'SLB', 'LCB', 'RCB', 'NB', 'FS', 'SS', 'K', 'P', 'LS', 'KR', 'PR']) {
        expect(slots.has(slot), `${teamId} ${slot}`).toBe(true);
      }
      const keys = chart.map((row) => `${row.positionSlot}/${row.depthOrder}`);
      expect(new Set(keys).size).toBe(keys.length);
      const units = new Set(chart.map((row) => row.unit));
      expect(units).toEqual(new Set(['OFFENSE', 'DEFENSE', 'SPECIAL_TEAMS']));
      const starterQb = chart.find((row) => row.positionSlot === 'QB' && row.depthOrder === 1)!;
      const gameDayQb = week.gameDayRosters.find((roster) => roster.teamId === teamId)!.byPosition.QB[0]!;
      expect(starterQb.nflId).toBe(gameDayQb.nflId);
    }
    const sidelined = new Set(
      week.injuries.filter((row) => row.injuryStatus !== 'QUESTIONABLE').map((row) => row.nflId),
    );
    const sidelinedStarters = week.depthCharts.filter(
      (row) => row.depthOrder === 1 && sidelined.has(row.nflId) && row.positionSlot !== 'LS',
    );
    expect(sidelinedStarters).toEqual([]);
  });

  it('writes roster rows that match the players: depth at the position, practice-squad flags', () => {
    const week = regularWeeks[0]!;
    for (const row of week.rosters) {
      expect(row.isPracticeSquad).toBe(row.status === 'PS');
      if (row.status === 'ACT') expect(row.depth).toBeGreaterThanOrEqual(1);
      else expect(row.depth).toBeNull();
    }
    const qbRows = week.rosters.filter((row) => row.position === 'QB' && row.status === 'ACT');
    expect(qbRows.filter((row) => row.depth === 1)).toHaveLength(FRANCHISES.length);
  });

  it('is deterministic: the same seed gives deep-equal weeks and state', () => {
    const again = runFirstSeason('week-rosters');
    expect(again.weeks).toEqual(weeks);
    expect(again.state).toEqual(state);
  });

  it('hurts only the teams that play, and refuses a season the league is not in', () => {
    const fresh = createInitialLeague({ random: createPlayersRandom('byes') });
    const [first, second] = FRANCHISES;
    const week = createWeekRosters(fresh, {
      season: 2018,
      seasonType: 'REG',
      week: 1,
      random: createPlayersRandom('byes').fork('week-1'),
      playingTeamIds: [first!.teamId, second!.teamId],
    });
    expect(new Set(week.injuries.map((row) => row.teamId))).toEqual(new Set([first!.teamId, second!.teamId]));
    expect(week.gameDayRosters).toHaveLength(32);
    expect(() =>
      createWeekRosters(fresh, {
        season: 2019,
        seasonType: 'REG',
        week: 1,
        random: createPlayersRandom('x'),
      }),
    ).toThrow(/season 2018/);
    expect(() =>
      createWeekRosters(fresh, {
        season: 2018,
        seasonType: 'REG',
        week: 18,
        random: createPlayersRandom('x'),
      }),
    ).toThrow(RangeError);
  });
});
