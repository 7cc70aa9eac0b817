import { asGameId, type PlayRecord } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { FRANCHISES } from '../franchises/index.js';
import { createRandom } from '../random/index.js';
import { simulateGame, type SimulatedGame } from './simulate-game.js';
import { createTestRoster } from '../testing/create-test-roster.js';
import { simulateTestSeason } from '../testing/simulate-test-season.js';

const [homeTeam, visitorTeam] = FRANCHISES as [(typeof FRANCHISES)[number], (typeof FRANCHISES)[number]];

const playOne = (seed: string, seasonType: 'REG' | 'POST' = 'REG'): SimulatedGame => {
  const random = createRandom(seed);
  return simulateGame({
    game: {
      gameId: asGameId(2024090800),
      season: 2024,
      seasonType,
      week: seasonType === 'REG' ? 1 : 1,
      weekSlug: seasonType === 'REG' ? 'WEEK_1' : 'WC',
      homeTeamId: homeTeam.teamId,
      visitorTeamId: visitorTeam.teamId,
      isoTime: '2024-09-08T17:00:00.000Z',
      isNeutralSite: false,
    },
    home: createTestRoster({
      teamId: homeTeam.teamId,
      strength: 0,
      random: random.fork('home'),
      firstNflId: 1000,
    }),
    visitor: createTestRoster({
      teamId: visitorTeam.teamId,
      strength: 0,
      random: random.fork('visitor'),
      firstNflId: 2000,
    }),
    random: random.fork('game'),
    allowTies: seasonType === 'REG',
  });
};

const isScrimmage = (play: PlayRecord) =>
  play.playType === 'play_type_rush' ||
  play.playType === 'play_type_pass' ||
  play.playType === 'play_type_sack';

describe('simulateGame', () => {
  const season = simulateTestSeason('invariants');

  it('is deterministic: the same seed gives deep-equal plays', () => {
    expect(playOne('same')).toEqual(playOne('same'));
    expect(playOne('same').plays).not.toEqual(playOne('other').plays);
  });

  it('final scores equal the sum of the points of each team’s plays, and never decrease', () => {
    for (const game of season) {
      const sideOf = new Map<string, 'home' | 'visitor'>();
      const totals = { home: 0, visitor: 0 };
      let last = { home: 0, visitor: 0 };
      for (const play of game.plays) {
        const gained = { home: play.homeScore - last.home, visitor: play.visitorScore - last.visitor };
        expect(gained.home).toBeGreaterThanOrEqual(0);
        expect(gained.visitor).toBeGreaterThanOrEqual(0);
        expect(gained.home + gained.visitor).toBe(play.points);
        if (play.points > 0 && play.scoringTeamId !== null) {
          const side = gained.home > 0 ? 'home' : 'visitor';
          expect(sideOf.get(play.scoringTeamId) ?? side).toBe(side);
          sideOf.set(play.scoringTeamId, side);
          totals[side] += play.points;
        }
        last = { home: play.homeScore, visitor: play.visitorScore };
      }
      expect(totals).toEqual({ home: game.homeScore, visitor: game.visitorScore });
      expect(last).toEqual(totals);
    }
  });

  it('keeps quarters 1–5, downs 1–4 or null, sequences 1..n and a clock that only runs down within a quarter', () => {
    const problems: string[] = [];
    for (const game of season) {
      let previous: PlayRecord | null = null;
      game.plays.forEach((play, index) => {
        const at = `${play.gameId}#${play.sequence}`;
        if (play.sequence !== index + 1) problems.push(`${at} sequence`);
        if (play.quarter < 1 || play.quarter > 5) problems.push(`${at} quarter ${play.quarter}`);
        if (play.down !== null && ![1, 2, 3, 4].includes(play.down)) problems.push(`${at} down ${play.down}`);
        if (!/^\d\d:\d\d$/.test(play.clock)) problems.push(`${at} clock ${play.clock}`);
        if (previous) {
          if (play.quarter < previous.quarter) problems.push(`${at} quarter went back`);
          if (play.quarter === previous.quarter && play.clockSeconds > previous.clockSeconds)
            problems.push(`${at} clock`);
          if (play.occurredAt < previous.occurredAt) problems.push(`${at} occurredAt`);
        }
        previous = play;
      });
      if ((game.phase === 'FINAL_OVERTIME') !== game.plays.some((play) => play.quarter === 5))
        problems.push('phase');
    }
    expect(problems).toEqual([]);
  });

  it('puts 11 distinct players of the right team on each side of every snap', () => {
    // Plain checks collected into one assertion: expect() per player would take seconds.
    const problems: string[] = [];
    for (const game of season) {
      const playersOf = new Map<string, Set<number>>();
      for (const play of game.plays) {
        if (!play.isSnap) continue;
        const sides = [
          [play.possessionTeamId, play.offensePlayerIds],
          [play.defenseTeamId, play.defensePlayerIds],
        ] as const;
        for (const [teamId, ids] of sides) {
          if (new Set(ids).size !== 11 || ids.length !== 11)
            problems.push(`${play.gameId}#${play.sequence} ${teamId}`);
          const seen = playersOf.get(teamId) ?? new Set<number>();
          for (const id of ids) seen.add(id);
          playersOf.set(teamId, seen);
        }
        if (!isScrimmage(play) || play.isNoPlay) continue;
        for (const id of [play.passerId, play.rusherId, play.targetId]) {
          if (id !== null && !play.offensePlayerIds.includes(id))
            problems.push(`${play.gameId}#${play.sequence} ${id}`);
        }
        for (const id of [...play.tacklerIds, ...play.sackerIds, ...play.boxDefenderIds]) {
          if (!play.defensePlayerIds.includes(id))
            problems.push(`${play.gameId}#${play.sequence} defender ${id}`);
        }
      }
      const [a, b] = [...playersOf.values()] as [Set<number>, Set<number>];
      if ([...a].some((id) => b.has(id))) problems.push(`${game.plays[0]?.gameId} shares players`);
    }
    expect(problems).toEqual([]);
  });

  it('describes the situation the film room filters on', () => {
    const plays = season.flatMap((game) => game.plays);
    for (const play of plays.slice(0, 20_000)) {
      if (play.yardlineNumber !== null) expect(play.yardlineNumber).toBeGreaterThanOrEqual(1);
      if (play.yardlineNumber !== null) expect(play.yardlineNumber).toBeLessThanOrEqual(99);
      expect(play.yardLine).toMatch(/^([A-Z]{2,3} \d{1,2}|50)$/);
      expect(play.description.length).toBeGreaterThan(10);
      if (play.down !== null) expect(play.redzone).toBe((play.yardlineNumber ?? 100) <= 20);
    }
    expect(plays.some((play) => play.isSafety)).toBe(true);
    expect(plays.some((play) => play.playType === 'play_type_two_point_conversion')).toBe(true);
    expect(plays.some((play) => play.fumbleLost)).toBe(true);
    expect(plays.some((play) => play.interception && play.touchdown)).toBe(true);
    expect(plays.some((play) => play.isPenalty && play.isNoPlay)).toBe(true);
    expect(plays.some((play) => play.description.includes('kneels'))).toBe(true);
  });

  it('takes about three hours and ten minutes of wall time', () => {
    const durations = season.map((game) => {
      const first = Date.parse((game.plays[0] as PlayRecord).occurredAt);
      return (Date.parse((game.plays.at(-1) as PlayRecord).occurredAt) - first) / 60_000;
    });
    const mean = durations.reduce((sum, minutes) => sum + minutes, 0) / durations.length;
    expect(mean).toBeGreaterThan(170);
    expect(mean).toBeLessThan(200);
  });

  it('never ends a postseason game tied', () => {
    for (let index = 0; index < 60; index += 1) {
      const game = playOne(`post-${index}`, 'POST');
      expect(game.homeScore).not.toBe(game.visitorScore);
    }
  });
});
