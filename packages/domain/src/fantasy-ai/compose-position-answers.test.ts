import { describe, expect, it } from 'vitest';
import { asNflId, asTeamId } from '../ids.js';
import type { PositionOutlook, PositionOutlookPlayer } from './analyst-facts.js';
import {
  composePositionLineup,
  composePositionTrade,
  composePositionTrends,
  decideTradeCall,
  describePointsTrend,
} from './compose-position-answers.js';

let nextId = 100;

/** A ranked player: 15 points a game over 4 games, the last 3 at 15 too, a neutral next game. */
function rowOf(
  name: string,
  rank: number,
  overrides: Partial<PositionOutlookPlayer> = {},
): PositionOutlookPlayer {
  nextId += 1;
  return {
    rank,
    rankLabel: `WR${rank}`,
    player: { nflId: asNflId(nextId), name, position: 'WR', teamId: asTeamId('3000'), teamAbbr: 'NE' },
    gamesPlayed: 4,
    fantasyPoints: 60,
    pointsPerGame: 15,
    recentGames: 3,
    recentPointsPerGame: 15,
    recentChange: 0,
    touchesPerGame: 8,
    recentTouchesPerGame: 8,
    touchesChange: 0,
    recentTargetsPerGame: 8,
    recentCarriesPerGame: 0,
    injuryStatus: 'UNSPECIFIED',
    isOnByeThisWeek: false,
    byeWeek: 9,
    matchup: {
      week: 5,
      opponentAbbr: 'KC',
      isHome: true,
      pointsAllowedPerGame: 24.4,
      rank: 16,
      teamCount: 32,
      differenceFromAverage: 0.2,
    },
    ...overrides,
  };
}

const outlookOf = (players: PositionOutlookPlayer[], position = 'WR'): PositionOutlook => ({
  position,
  season: 2018,
  scoring: 'PPR',
  windowGames: 3,
  currentWeek: 5,
  players,
});

describe('describePointsTrend and decideTradeCall', () => {
  it('calls a change of points a game a trend, and none when the window is his whole season', () => {
    expect(describePointsTrend(rowOf('A', 1, { recentPointsPerGame: 18, recentChange: 3 }))).toBe(
      'trending up',
    );
    expect(describePointsTrend(rowOf('A', 1, { recentChange: -2 }))).toBe('cooling off');
    expect(describePointsTrend(rowOf('A', 1, { recentChange: 1 }))).toBe('steady');
    expect(describePointsTrend(rowOf('A', 1, { gamesPlayed: 3, recentChange: 3 }))).toBe('no trend yet');
  });

  it('buys when touches and points are both up, sells when both are down, else holds', () => {
    expect(decideTradeCall(rowOf('A', 1, { recentChange: 2, touchesChange: 1 }))).toBe('Buy');
    expect(decideTradeCall(rowOf('A', 1, { recentChange: -2, touchesChange: -1 }))).toBe('Sell');
    expect(decideTradeCall(rowOf('A', 1, { recentChange: 2, touchesChange: -1 }))).toBe('Hold');
    expect(decideTradeCall(rowOf('A', 1, { gamesPlayed: 3, recentChange: 2, touchesChange: 1 }))).toBe(
      'Hold',
    );
  });
});

describe('composePositionTrends', () => {
  it('names the leader with his recent form, the risers and the fallers, and tables each trend', () => {
    const leader = rowOf('Lea Der', 1, {
      fantasyPoints: 88.4,
      pointsPerGame: 22.1,
      recentPointsPerGame: 25.3,
      recentChange: 3.2,
    });
    const faller = rowOf('Fal Ler', 2, { recentPointsPerGame: 11.2, recentChange: -3.8 });
    const [verdict, movers, table] = composePositionTrends(outlookOf([leader, faller], 'QB'));
    expect(verdict).toContain(`[Lea Der](/players/player/${leader.player.nflId})`);
    expect(verdict).toContain(
      '88.4 fantasy points (PPR), 22.1 a game, and is trending up: 25.3 a game over his last 3 games (+3.2',
    );
    expect(movers).toContain('Trending up: [Lea Der]');
    expect(movers).toContain('Cooling off: [Fal Ler]');
    expect(table).toContain('| WR2 | [Fal Ler]');
    expect(table).toContain('| 11.2 | -3.8 | cooling off |');
  });
});

describe('composePositionTrade', () => {
  it('puts buys and sells first with their touches and points against the season, and tables them', () => {
    const buy = rowOf('Bu Yer', 7, {
      recentTouchesPerGame: 20.3,
      touchesPerGame: 18.1,
      touchesChange: 2.2,
      recentPointsPerGame: 19.5,
      recentChange: 4.5,
    });
    const sell = rowOf('Sel Ler', 3, {
      recentTouchesPerGame: 12,
      touchesChange: -3,
      recentPointsPerGame: 9,
      recentChange: -6,
    });
    const hold = rowOf('Hol Der', 1);
    const blocks = composePositionTrade(outlookOf([hold, sell, buy], 'RB'));
    expect(blocks[0]).toMatch(/^\*\*Trade targets \(buy\): \[Bu Yer\]\(.+\)\. Sell candidates: \[Sel Ler\]/);
    expect(blocks[2]).toContain(
      '**Buy** [Bu Yer](/players/player/' +
        `${buy.player.nflId}), WR7: 20.3 carries and targets a game over his last 3 games (+2.2 on his season's 18.1) and 19.5 fantasy points a game (+4.5 on his season's 15).`,
    );
    expect(blocks.join('\n')).not.toContain('Hol Der');
  });

  it('says so when no one is rising or falling, and still lists the leaders', () => {
    const blocks = composePositionTrade(outlookOf([rowOf('Ste Ady', 1)], 'RB'));
    expect(blocks[0]).toBe('**Trade targets (buy): none right now. Sell candidates: none right now.**');
    expect(blocks.at(-1)).toContain('[Ste Ady]');
  });
});

describe('composePositionLineup', () => {
  it('starts the ranked players with fair matchups and sits byes, the injured and tough matchups', () => {
    const starter = rowOf('Sta Rter', 2, { fantasyPoints: 72.4, pointsPerGame: 18.1 });
    const bye = rowOf('By Eweek', 1, { isOnByeThisWeek: true, byeWeek: 5 });
    const hurt = rowOf('Hu Rt', 3, { injuryStatus: 'OUT' });
    const tough = rowOf('To Ugh', 4, {
      recentChange: -1,
      matchup: {
        week: 5,
        opponentAbbr: 'BAL',
        isHome: false,
        pointsAllowedPerGame: 14.2,
        rank: 30,
        teamCount: 32,
        differenceFromAverage: -9.9,
      },
    });
    const played = rowOf('Thu Rsday', 1, {
      matchup: {
        week: 6,
        opponentAbbr: 'LV',
        isHome: true,
        pointsAllowedPerGame: 30,
        rank: 2,
        teamCount: 32,
        differenceFromAverage: 5.5,
      },
    });
    const blocks = composePositionLineup(outlookOf([played, bye, starter, hurt, tough]));
    expect(blocks.join('\n')).not.toContain('Thu Rsday');
    expect(blocks[0]).toBe(
      `**Start: [Sta Rter](/players/player/${starter.player.nflId}). Sit: [By Eweek](/players/player/${bye.player.nflId}), [Hu Rt](/players/player/${hurt.player.nflId}) and [To Ugh](/players/player/${tough.player.nflId}).**`,
    );
    expect(blocks[1]).toContain('For week 5');
    const reasons = blocks[2]!;
    expect(reasons).toContain(
      '**Start** [Sta Rter]' +
        `(/players/player/${starter.player.nflId}): WR2, 15 a game over his last 3 games (0 on his season's 18.1)`,
    );
    expect(reasons).toContain('next: week 5 vs KC, who allow 24.4 a game to WRs (ranked 16 of 32');
    expect(reasons).toContain('on bye this week (week 5)');
    expect(reasons).toContain('listed OUT on the injury report');
    expect(reasons).toContain(
      'at BAL, who allow 14.2 a game to WRs (ranked 30 of 32, most allowed first: a tough matchup)',
    );
    // The table: the starts first (its first row is the verdict's first player), season figures.
    const [header, , first] = blocks[3]!.split('\n');
    expect(header).toBe(
      '| Player | POS RK | FPTS | FPTS/G | Recent FPTS/G | Opp | Opp FPTS/G allowed | Call |',
    );
    expect(first).toBe(
      `| [Sta Rter](/players/player/${starter.player.nflId}) | WR2 | 72.4 | 18.1 | 15 | vs KC | 24.4 | Start |`,
    );
    expect(blocks[3]).toContain('| Bye | – | Sit |');
  });
});
