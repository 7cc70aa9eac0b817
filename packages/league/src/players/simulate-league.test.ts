import type { NflId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { findLeaguePlayer } from './find-league-player.js';
import { findWeekProblems, simulateLeague } from '../testing/players.js';

// The default league: 2018 through 2026, every week and offseason, checked week by week.
const problems: string[] = [];
const retiredSeen: NflId[] = [];
const weekCounts = new Map<number, number>();
const eliteBySeason = new Map<number, number>();
const started = performance.now();
const { state, offseasons } = simulateLeague('full-league', 2026, (week, current) => {
  problems.push(...findWeekProblems(week));
  weekCounts.set(week.season, (weekCounts.get(week.season) ?? 0) + 1);
  for (const row of week.rosters) {
    if (findLeaguePlayer(current, row.nflId)?.status === 'RET') retiredSeen.push(row.nflId);
  }
  if (week.seasonType === 'REG' && week.week === 1) {
    const elite = week.gameDayRosters.flatMap((roster) =>
      Object.values(roster.byPosition)
        .flat()
        .filter((player) => player.ratings.overall >= 90),
    );
    eliteBySeason.set(week.season, elite.length);
  }
});
const elapsedMs = performance.now() - started;

describe('the default league, 2018–2026', () => {
  it('generates nine seasons of players and weekly data in a few seconds', () => {
    // 2018–2020: HOF, P1–P4, 17 REG, 4 POST; from 2021: HOF, P1–P3, 18 REG, 4 POST.
    expect([...weekCounts.values()]).toEqual([26, 26, 26, 26, 26, 26, 26, 26, 26]);
    // About 2 s on a laptop; the bound leaves room for slow CI machines.
    expect(elapsedMs).toBeLessThan(15_000);
  });

  it('keeps every week valid: 53 active, 16 practice squad, valid unique numbers, full game-day rosters', () => {
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('never lists a retired player on a weekly roster', () => {
    expect(retiredSeen).toEqual([]);
  });

  it('drafts 224 rookies and retires players every offseason', () => {
    expect(offseasons).toHaveLength(8);
    for (const moves of offseasons) {
      expect(moves.filter((move) => move.type === 'DRAFT')).toHaveLength(224);
      expect(moves.filter((move) => move.type === 'RETIRE').length).toBeGreaterThan(100);
    }
  });

  it('keeps the talent level steady: a few dozen elite players every season', () => {
    for (const [season, elite] of eliteBySeason) {
      expect(elite, String(season)).toBeGreaterThan(15);
      expect(elite, String(season)).toBeLessThan(90);
    }
  });

  it('keeps stars good for years and the pool of free agents bounded', () => {
    const veterans = state.players.filter((player) => player.rookieSeason <= 2016 && player.status !== 'RET');
    expect(veterans.length).toBeGreaterThan(0);
    const freeAgents = state.players.filter((player) => player.status === 'FA');
    expect(freeAgents.length).toBeLessThan(600);
    expect(findLeaguePlayer(state, state.players[100]!.nflId)).toBe(state.players[100]);
  });
});
