import { describe, expect, it } from 'vitest';
import { asNflId, asTeamId } from '../ids.js';
import type {
  AnalystPlayer,
  ComparedPlayer,
  PlayerComparison,
  PlayerFantasyProfile,
  PlayerInjury,
  PointsAllowedToPosition,
  ScheduleOutlook,
  TeamStatsSummary,
  WaiverCandidates,
} from './analyst-facts.js';
import { composeCapabilities, composeClarification } from './compose-help-answers.js';
import { composeTeamAnalysis, composeWaiverPickups } from './compose-list-answers.js';
import { composePlayerAnalysis, type PlayerAnalysisFacts } from './compose-player-analysis.js';
import { composePlayerComparison } from './compose-player-comparison.js';

const ann: AnalystPlayer = {
  nflId: asNflId(12),
  name: 'Ann Bee',
  position: 'WR',
  teamId: asTeamId('2310'),
  teamAbbr: 'KC',
};
const cy: AnalystPlayer = {
  nflId: asNflId(34),
  name: 'Cy Dee',
  position: 'RB',
  teamId: asTeamId('3000'),
  teamAbbr: 'NE',
};
const team = { teamId: asTeamId('3000'), abbr: 'NE', name: 'New England Patriots' };

function profileOf(
  player: AnalystPlayer,
  overrides: Partial<PlayerFantasyProfile> = {},
): PlayerFantasyProfile {
  return {
    player,
    season: 2024,
    scoring: 'PPR',
    gamesPlayed: 5,
    fantasyPoints: 80.5,
    pointsPerGame: 16.1,
    positionRank: 8,
    positionRankLabel: 'WR8',
    recentGames: [
      {
        week: 5,
        opponent: 'NE',
        fantasyPoints: 21.4,
        passingYards: 0,
        passingTouchdowns: 0,
        rushingYards: 3,
        rushingTouchdowns: 0,
        receptions: 7,
        receivingYards: 98,
        receivingTouchdowns: 1,
      },
    ],
    recentGameCount: 1,
    recentPointsPerGame: 21.4,
    recentChange: 5.3,
    ...overrides,
  };
}

const injuryOf = (player: AnalystPlayer, injuryStatus = 'UNSPECIFIED'): PlayerInjury => ({
  player,
  injuryStatus,
  isOnReport: injuryStatus !== 'UNSPECIFIED',
  bodyPart: injuryStatus === 'UNSPECIFIED' ? null : 'Knee',
  practiceStatus: null,
  season: 2024,
  week: 6,
});

const matchupOf = (rank: number): PointsAllowedToPosition => ({
  team,
  position: 'WR',
  season: 2024,
  scoring: 'PPR',
  games: 5,
  pointsAllowedPerGame: 30.2,
  rank,
  teamCount: 32,
  leagueAveragePerGame: 25,
  differenceFromAverage: 5.2,
});

const schedule: ScheduleOutlook = {
  team: { teamId: asTeamId('2310'), abbr: 'KC', name: 'Kansas City Chiefs' },
  season: 2024,
  byeWeek: 10,
  currentWeek: 6,
  byeIsPast: false,
  isOnByeThisWeek: false,
  nextGames: [{ week: 6, opponent: team, isHome: false, kickoff: '2024-10-13T17:00:00.000Z' }],
};

const factsOf = (overrides: Partial<PlayerAnalysisFacts> = {}): PlayerAnalysisFacts => ({
  profile: profileOf(ann),
  usage: null,
  injury: injuryOf(ann),
  schedule,
  matchup: matchupOf(3),
  ...overrides,
});

describe('composePlayerAnalysis', () => {
  it('gives the verdict first, then reasons, the games table and links to his page and film', () => {
    const [verdict, reasons, table, links] = composePlayerAnalysis(factsOf(), {
      kind: 'analysis',
      topics: [],
    });
    expect(verdict).toBe(
      '**Verdict: trending up.** [Ann Bee](/players/player/12) (WR, KC): 21.4 points a game over his last game (+5.3 on his season average), 16.1 fantasy points a game (PPR) this season — WR8 so far.',
    );
    expect(reasons).toContain('Next: week 6 at NE, who allow 30.2 points a game to WRs');
    expect(reasons).toContain("KC's bye is week 10.");
    expect(table).toContain('| Week 5 | NE | 21.4 |');
    expect(links).toBe(
      "More: [Ann Bee](/players/player/12) · [Ann Bee's film](/film/plays?season=2024&seasonType=REG&playType=play_type_pass&targetId=12&target=true)",
    );
  });

  it('follows the figures: cooling off, steady', () => {
    const cooling = factsOf({ profile: profileOf(ann, { recentPointsPerGame: 10.1, recentChange: -6 }) });
    expect(composePlayerAnalysis(cooling, { kind: 'analysis', topics: [] })[0]).toMatch(
      /^\*\*Verdict: cooling off\.\*\*/,
    );
    const steady = factsOf({ profile: profileOf(ann, { recentPointsPerGame: 16.5, recentChange: 0.4 }) });
    expect(composePlayerAnalysis(steady, { kind: 'analysis', topics: [] })[0]).toMatch(
      /^\*\*Verdict: steady\.\*\*/,
    );
  });

  it('says plainly when his recent games are his whole season, and counts one touch in the singular', () => {
    const wholeSeason = factsOf({
      profile: profileOf(ann, { gamesPlayed: 1, recentChange: 0 }),
      usage: {
        player: ann,
        season: 2024,
        windowGames: 1,
        weeks: [],
        recent: { games: 1, snapShare: 80, targets: 7, targetShare: 25, carries: 0, redZoneTouches: 1 },
        earlier: null,
        change: null,
        trend: 'steady',
      },
    });
    const blocks = composePlayerAnalysis(wholeSeason, { kind: 'analysis', topics: [] });
    expect(blocks[0]).toBe(
      '**Verdict: too early for a trend.** [Ann Bee](/players/player/12) (WR, KC): 16.1 fantasy points a game (PPR) this season — WR8 so far; he has played one game, so there is no trend to read yet.',
    );
    expect(blocks.join('\n')).not.toContain('on his season average');
    expect(blocks[1]).toContain('Over his only game this season: 80% of the snaps, 7 targets a game');
    expect(blocks[1]).toContain('1 red-zone touch a game.');
  });

  it('decides start or sit from rank, matchup and injury', () => {
    const start = (facts: PlayerAnalysisFacts) =>
      composePlayerAnalysis(facts, { kind: 'start-sit', topics: [] })[0];
    expect(start(factsOf())).toMatch(/^\*\*Verdict: start him\.\*\*/);
    expect(start(factsOf({ injury: injuryOf(ann, 'OUT') }))).toMatch(/^\*\*Verdict: sit him\.\*\*/);
    const deep = profileOf(ann, { positionRank: 50, positionRankLabel: 'WR50' });
    expect(start(factsOf({ profile: deep, matchup: matchupOf(30) }))).toMatch(/^\*\*Verdict: sit him\.\*\*/);
    expect(start(factsOf({ profile: deep }))).toMatch(/^\*\*Verdict: a flex play\.\*\*/);
    const onBye = start(factsOf({ schedule: { ...schedule, byeWeek: 6, isOnByeThisWeek: true } }));
    expect(onBye).toMatch(/^\*\*Verdict: sit him, he is on bye\.\*\*/);
  });

  it('judges a pickup and answers the one topic asked first', () => {
    const rostered = composePlayerAnalysis(factsOf(), { kind: 'pickup', topics: [] })[0];
    expect(rostered).toMatch(/^\*\*Verdict: likely rostered already\.\*\*/);
    const injured = composePlayerAnalysis(factsOf({ injury: injuryOf(ann, 'QUESTIONABLE') }), {
      kind: 'analysis',
      topics: ['injury'],
    })[0];
    expect(injured).toBe(
      '**[Ann Bee](/players/player/12) (WR, KC):** He is listed **QUESTIONABLE** (Knee) on the injury report of week 6.',
    );
  });
});

function compared(
  player: AnalystPlayer,
  pointsPerGame: number,
  recent: number,
  injuryStatus = 'UNSPECIFIED',
): ComparedPlayer {
  return {
    player,
    positionRankLabel: null,
    gamesPlayed: 5,
    injuryStatus,
    nextOpponent: 'vs NE',
    isOnByeThisWeek: false,
    figures: {
      pointsPerGame,
      recentPointsPerGame: recent,
      fantasyPoints: pointsPerGame * 5,
      targetShare: null,
      opportunitiesPerGame: 10,
      redZoneTouchesPerGame: 1,
    },
  };
}

function comparisonOf(players: ComparedPlayer[]): PlayerComparison {
  return {
    season: 2024,
    scoring: 'Standard',
    windowGames: 4,
    players,
    differences: [
      { stat: 'pointsPerGame', leaderNflId: ann.nflId, leaderName: 'Ann Bee', difference: 2.5 },
      { stat: 'opportunitiesPerGame', leaderNflId: ann.nflId, leaderName: 'Ann Bee', difference: 0 },
    ],
  };
}

describe('composePlayerComparison', () => {
  it('names the better player first and states the differences the comparison computed', () => {
    const blocks = composePlayerComparison(comparisonOf([compared(ann, 16, 18), compared(cy, 13.5, 12)]), {
      kind: 'comparison',
    });
    expect(blocks[0]).toMatch(
      /^\*\*Verdict: \[Ann Bee\]\(\/players\/player\/12\) \(WR, KC\) has the edge\*\*/,
    );
    expect(blocks[1]).toContain(
      '- Fantasy points a game this season: **Ann Bee** leads by 2.5 (16 vs 13.5).',
    );
    expect(blocks[1]).toContain('- Carries and targets a game lately: level (10 vs 10).');
  });

  it('advises a trade by the side the figures favour, and never starts a player who is out', () => {
    const players = [compared(ann, 16, 18), compared(cy, 13.5, 12)];
    const give = (giving: number[], getting: number[]) =>
      composePlayerComparison(comparisonOf(players), {
        kind: 'trade',
        giving: giving.map(asNflId),
        getting: getting.map(asNflId),
      })[0];
    expect(give([34], [12])).toMatch(/^\*\*Verdict: make the trade\.\*\*/);
    expect(give([12], [34])).toMatch(/^\*\*Verdict: keep \[Ann Bee\]/);
    const out = composePlayerComparison(
      comparisonOf([compared(ann, 16, 18, 'OUT'), compared(cy, 13.5, 12)]),
      {
        kind: 'start-sit',
      },
    )[0];
    expect(out).toMatch(/^\*\*Verdict: start \[Cy Dee\]/);
  });
});

describe('list and help answers', () => {
  it('picks up the best riser and says what the list is based on', () => {
    const waivers: WaiverCandidates = {
      position: 'RB',
      season: 2024,
      scoring: 'Half PPR',
      windowWeeks: 3,
      rankCutoff: 24,
      candidates: [
        {
          player: cy,
          seasonRankLabel: 'RB31',
          seasonPointsPerGame: 8.2,
          recentPointsPerGame: 14.6,
          recentChange: 6.4,
          recentOpportunitiesPerGame: 17.3,
        },
      ],
    };
    const [verdict, basis] = composeWaiverPickups(waivers);
    expect(verdict).toMatch(/^\*\*Verdict: pick up \[Cy Dee\]/);
    expect(basis).toContain('outside the top 24');
    expect(composeWaiverPickups({ ...waivers, candidates: [] })[0]).toMatch(
      /^\*\*No clear waiver pickups\*\*/,
    );
  });

  it('answers a team question with what was asked first', () => {
    const stats: TeamStatsSummary = {
      team,
      season: 2024,
      games: 5,
      wins: 3,
      losses: 2,
      ties: 0,
      pointsPerGame: 22.4,
      pointsAllowedPerGame: 19,
      yardsPerGame: 340.2,
      passingYardsPerGame: 220,
      rushingYardsPerGame: 120.2,
      yardsAllowedPerGame: 300,
      turnovers: 4,
      takeaways: 6,
      redZonePercentage: 55.6,
      thirdDownPercentage: 41.2,
    };
    const plain = composeTeamAnalysis({ stats, schedule: null, pointsAllowed: null });
    expect(plain[0]).toMatch(/^\*\*\[New England Patriots\]\(\/teams\/team\/3000\) are 3-2\*\*/);
    const bye = composeTeamAnalysis({ stats, schedule, pointsAllowed: null }, ['schedule']);
    expect(bye[0]).toBe('**New England Patriots:** Bye: week 10. Next: week 6 at NE.');
  });

  it('says honestly what it can do, with examples and no figures', () => {
    const text = composeCapabilities().join('\n');
    expect(text).toContain("I can't answer that one");
    expect(text).toContain('Should I trade *player* for *player*?');
    expect(text).not.toMatch(/\d/);
  });

  it('asks which player is meant, naming position and team', () => {
    expect(composeClarification('Bee', [ann, { ...cy, name: 'Bo Bee' }])[0]).toBe(
      'Which "Bee" do you mean: **Ann Bee** (WR, KC) and **Bo Bee** (RB, NE)? Ask again with the full name, or the name and team (for example "Ann Bee KC").',
    );
  });
});
