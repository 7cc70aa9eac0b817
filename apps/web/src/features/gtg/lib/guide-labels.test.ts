import type { GameResponse, GtgGame } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import {
  describeMatchup,
  formatGuideLine,
  formatGuideStanding,
  formatRankedFigure,
  funFactLinkHref,
} from './guide-labels';

const team = (overrides: Partial<GtgGame['home']> = {}) =>
  ({
    record: { wins: 5, losses: 0, ties: 0 },
    standing: { divisionName: 'AFC South', divisionRank: 1, conferenceAbbr: 'AFC', seed: 1, streak: 'W5' },
    ...overrides,
  }) as GtgGame['home'];

const game = {
  visitorTeam: { abbr: 'ARI' },
  homeTeam: { abbr: 'LA' },
  spread: { awayHandicap: 3.5, homeHandicap: -3.5 },
} as GameResponse;

describe('formatGuideStanding', () => {
  it('reads the record, the division place and the seed', () => {
    expect(formatGuideStanding(team())).toBe('5-0 · 1st in the AFC South · AFC 1st seed');
  });
  it('leaves out what the standings do not say', () => {
    expect(formatGuideStanding(team({ standing: null, record: { wins: 0, losses: 0, ties: 0 } }))).toBe(
      '0-0',
    );
    expect(
      formatGuideStanding(
        team({ standing: { ...team().standing!, seed: null }, record: { wins: 2, losses: 2, ties: 1 } }),
      ),
    ).toBe('2-2-1 · 1st in the AFC South');
  });
});

describe('formatRankedFigure', () => {
  it('shows the value and its rank, or a dash', () => {
    expect(formatRankedFigure({ value: 24.56, rank: 3 })).toBe('24.6 (3rd)');
    expect(formatRankedFigure({ value: null, rank: null })).toBe('—');
  });
});

describe('formatGuideLine', () => {
  it("shows the spread and the total, following the user's setting", () => {
    const odds = { total: 44.5, awayHandicap: 3.5, homeHandicap: -3.5 } as never;
    expect(formatGuideLine(game, odds, true)).toEqual(['LA -3.5', 'O/U 44.5']);
    expect(formatGuideLine(game, odds, false)).toEqual([]);
  });
  it("falls back to the game's spread, and shows nothing without both sides", () => {
    expect(formatGuideLine(game, undefined, true)).toEqual(['LA -3.5']);
    expect(
      formatGuideLine({ ...game, spread: { awayHandicap: null, homeHandicap: -3 } }, undefined, true),
    ).toEqual([]);
  });
});

describe('describeMatchup', () => {
  it("reads the player's figure and the defense's rank", () => {
    expect(
      describeMatchup({
        kind: 'passing',
        title: 'KC top receiver vs LV pass defense',
        player: {
          nflId: 1,
          displayName: 'A',
          position: 'WR',
          teamId: '1',
          gamesPlayed: 5,
          figureName: 'receiving yards',
          total: 612,
          perGame: 122.4,
          touchdowns: 5,
        },
        opponent: { teamId: '2', figure: 'passYardsAllowedPerGame', value: 251.25, rank: 29 },
      }),
    ).toEqual({
      player: '612 receiving yards (122.4 a game), 5 TD',
      opponent: 'Pass yards allowed per game: 251.3 (29th)',
    });
  });
});

describe('funFactLinkHref', () => {
  it('links games, teams, players and the film room', () => {
    expect(funFactLinkHref({ kind: 'game', label: '', gameId: 2024101300 })).toBe('/games/game/2024101300');
    expect(funFactLinkHref({ kind: 'team', label: '', teamId: '3800' })).toBe('/teams/team/3800');
    expect(funFactLinkHref({ kind: 'player', label: '', nflId: 42 })).toBe('/players/player/42');
    expect(
      funFactLinkHref({
        kind: 'film',
        label: '',
        filters: { season: '2024', passerId: '42', touchdown: 'true' },
      }),
    ).toBe('/film/plays?season=2024&passerId=42&touchdown=true');
  });
});
