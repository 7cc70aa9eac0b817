import { describe, expect, it } from 'vitest';
import { asNflId, asTeamId } from '../ids.js';
import {
  buildGuideMatchups,
  describeGuidePlayer,
  findTeamLeader,
  type GuidePlayerTotals,
  pickPlayersToWatch,
} from './guide-players.js';
import { rankGuideTeams } from './guide-team-ranks.js';

const KC = asTeamId('2310');
const LV = asTeamId('2520');

const player = (nflId: number, figures: Partial<GuidePlayerTotals> = {}): GuidePlayerTotals => ({
  nflId: asNflId(nflId),
  displayName: `Player ${nflId}`,
  position: 'WR',
  teamId: KC,
  gamesPlayed: 4,
  passAttempts: 0,
  passYards: 0,
  passTouchdowns: 0,
  interceptionsThrown: 0,
  rushAttempts: 0,
  rushYards: 0,
  rushTouchdowns: 0,
  targets: 0,
  receptions: 0,
  receivingYards: 0,
  receivingTouchdowns: 0,
  tackles: 0,
  sacks: 0,
  defInterceptions: 0,
  fpHalfPpr: 0,
  ...figures,
});

describe('findTeamLeader', () => {
  it('takes the most, ties to fewer games then the lower id, only the team and only above zero', () => {
    const players = [
      player(3, { receivingYards: 300 }),
      player(2, { receivingYards: 300, gamesPlayed: 3 }),
      player(1, { receivingYards: 300, gamesPlayed: 3 }),
      player(9, { receivingYards: 900, teamId: LV }),
    ];
    expect(findTeamLeader(players, KC, 'receivingYards')?.nflId).toBe(1);
    expect(findTeamLeader(players, KC, 'sacks')).toBeNull();
  });
});

describe('pickPlayersToWatch', () => {
  it('takes the three best per game among players with half the team games', () => {
    const players = [
      player(1, { fpHalfPpr: 40 }),
      player(2, { fpHalfPpr: 60 }),
      player(3, { fpHalfPpr: 30, gamesPlayed: 1 }),
      player(4, { fpHalfPpr: 22, gamesPlayed: 2 }),
      player(5, { fpHalfPpr: 10 }),
      player(6, { fpHalfPpr: 90, teamId: LV }),
    ];
    expect(pickPlayersToWatch(players, KC, 4).map((p) => p.nflId)).toEqual([2, 4, 1]);
  });
  it('is empty without games', () => {
    expect(pickPlayersToWatch([player(1)], KC, 0)).toEqual([]);
  });
});

describe('describeGuidePlayer', () => {
  it('shows a passer, a runner, a receiver and a defender by their figures', () => {
    const labels = (figures: Partial<GuidePlayerTotals>) =>
      describeGuidePlayer(player(1, figures)).map((f) => f.label);
    expect(labels({ passAttempts: 30, rushAttempts: 3 })).toContain('Pass yds/g');
    expect(labels({ rushAttempts: 30, targets: 3 })).toContain('Rush yds/g');
    expect(labels({ targets: 30 })).toContain('Rec yds/g');
    expect(labels({ tackles: 9 })).toContain('Tackles/g');
    expect(
      describeGuidePlayer(player(1, { targets: 8, receptions: 6, receivingYards: 90, fpHalfPpr: 30 })),
    ).toEqual([
      { label: 'Fantasy pts/g (half PPR)', value: '7.5' },
      { label: 'Rec/g', value: '1.5' },
      { label: 'Rec yds/g', value: '22.5' },
      { label: 'Rec TD', value: '0' },
      { label: 'Games', value: '4' },
    ]);
  });
});

describe('buildGuideMatchups', () => {
  it("pairs the offense's leaders with the defense's ranked figures and the defense's pass rusher with the protection", () => {
    const team = (teamId: typeof KC, passYardsAllowed: number, sacksTaken: number) => ({
      teamId,
      games: 4,
      pointsFor: 0,
      pointsAgainst: 0,
      passYards: 0,
      rushYards: 0,
      passYardsAllowed,
      rushYardsAllowed: 400,
      sacks: 0,
      sacksTaken,
    });
    const ranks = rankGuideTeams([team(KC, 1000, 8), team(LV, 800, 4)]);
    const players = [
      player(1, { receivingYards: 400, receivingTouchdowns: 3 }),
      player(2, { teamId: LV, position: 'EDGE', sacks: 5 }),
    ];
    const matchups = buildGuideMatchups(
      { teamId: KC, abbr: 'KC' },
      { teamId: LV, abbr: 'LV' },
      players,
      ranks,
    );
    expect(matchups).toEqual([
      {
        kind: 'passing',
        title: 'KC top receiver vs LV pass defense',
        player: expect.objectContaining({ nflId: 1, total: 400, perGame: 100, touchdowns: 3 }),
        opponent: { teamId: LV, figure: 'passYardsAllowedPerGame', value: 200, rank: 1 },
      },
      {
        kind: 'passRush',
        title: 'LV pass rush vs KC protection',
        player: expect.objectContaining({ nflId: 2, total: 5, perGame: 1.25, touchdowns: null }),
        opponent: { teamId: KC, figure: 'sacksAllowedPerGame', value: 2, rank: 2 },
      },
    ]);
  });
});
