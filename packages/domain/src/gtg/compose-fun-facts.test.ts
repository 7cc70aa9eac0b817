import { describe, expect, it } from 'vitest';
import { asGameId, asNflId, asTeamId, type NflId } from '../ids.js';
import type { SeasonType } from '../weeks/index.js';
import { composeFunFacts } from './compose-fun-facts.js';
import type { FunFact } from './fun-fact.js';
import type { FactPlayer, FactTeam, FunFactInput, PlayerGameLine, TeamGameResult } from './fun-fact-input.js';
import type { PlayerFactFigures } from './milestones.js';

const BUF: FactTeam = { teamId: asTeamId('0610'), abbr: 'BUF', fullName: 'Buffalo Bills' };
const MIA: FactTeam = { teamId: asTeamId('2700'), abbr: 'MIA', fullName: 'Miami Dolphins' };
const NYJ: FactTeam = { teamId: asTeamId('3430'), abbr: 'NYJ', fullName: 'New York Jets' };
const NE: FactTeam = { teamId: asTeamId('3200'), abbr: 'NE', fullName: 'New England Patriots' };
const WEEK = { season: 2024, seasonType: 'REG' as SeasonType, week: 6 };
const GAME = asGameId(2024101300);

let nextGameId = 1;
/** One final game, both sides' results. */
function played(
  season: number,
  week: number,
  home: FactTeam,
  visitor: FactTeam,
  homeScore: number,
  visitorScore: number,
  seasonType: SeasonType = 'REG',
): TeamGameResult[] {
  const ref = { gameId: asGameId(nextGameId++), season, seasonType, week, weekSlug: `WEEK_${week}` };
  return [
    {
      ...ref,
      teamId: home.teamId,
      opponent: visitor,
      isHome: true,
      teamScore: homeScore,
      opponentScore: visitorScore,
    },
    {
      ...ref,
      teamId: visitor.teamId,
      opponent: home,
      isHome: false,
      teamScore: visitorScore,
      opponentScore: homeScore,
    },
  ];
}

const ZERO: PlayerFactFigures = {
  passYards: 0,
  passTouchdowns: 0,
  rushYards: 0,
  rushTouchdowns: 0,
  receptions: 0,
  receivingYards: 0,
  receivingTouchdowns: 0,
  sacks: 0,
};

const line = (week: number, figures: Partial<PlayerFactFigures>, team = BUF): PlayerGameLine => ({
  gameId: asGameId(9000 + week),
  season: 2024,
  seasonType: 'REG',
  week,
  weekSlug: `WEEK_${week}`,
  teamId: team.teamId,
  opponentAbbr: 'NE',
  isHome: true,
  figures: { ...ZERO, ...figures },
});

const player = (
  nflId: number,
  position: string,
  games: PlayerGameLine[],
  earlier: Partial<PlayerFactFigures> = {},
): FactPlayer => ({
  nflId: asNflId(nflId),
  displayName: `Player ${nflId}`,
  position,
  teamId: BUF.teamId,
  games,
  earlierRegularSeasons: { ...ZERO, ...earlier },
});

const input = (overrides: Partial<FunFactInput> = {}): FunFactInput => ({
  week: WEEK,
  firstSeason: 2022,
  games: [{ gameId: GAME, visitor: MIA, home: BUF }],
  teamResults: [],
  players: [],
  injuryStatuses: new Map<NflId, string>(),
  seasonHighs: [],
  ...overrides,
});

const claims = (facts: FunFact[], kind: FunFact['claim']['kind']) =>
  facts.filter((fact) => fact.claim.kind === kind);

describe('composeFunFacts: head-to-head', () => {
  it('says when the teams have not met since the first season', () => {
    const [fact] = claims(composeFunFacts(input()), 'headToHead');
    expect(fact!.text).toBe(
      'The Miami Dolphins and the Buffalo Bills have not met in regular-season and playoff games since 2022.',
    );
    expect(fact!.claim).toMatchObject({ wins: 0, losses: 0, ties: 0, gameIds: [], streak: null });
  });

  it('counts the series from the leader, with the last meetings won in a row', () => {
    const teamResults = [
      ...played(2022, 3, BUF, MIA, 10, 20),
      ...played(2023, 2, MIA, BUF, 17, 24),
      ...played(2024, 2, BUF, MIA, 31, 10),
      ...played(2024, 3, BUF, NE, 3, 0),
    ];
    const [fact] = claims(composeFunFacts(input({ teamResults })), 'headToHead');
    expect(fact!.text).toBe(
      'The Buffalo Bills lead the series with the Miami Dolphins 2-1 in regular-season and playoff games since 2022. ' +
        'The Buffalo Bills have won the last 2 meetings, most recently 31-10 in 2024 Week 2.',
    );
    expect(fact!.claim).toMatchObject({
      wins: 2,
      losses: 1,
      ties: 0,
      streak: { teamId: BUF.teamId, length: 2 },
    });
    expect(fact!.evidence.map((row) => [row.label, row.value])).toEqual([
      ['Series since 2022', 'BUF 2-1'],
      ['2022 Week 3: MIA at BUF', 'MIA 20-10'],
      ['2023 Week 2: BUF at MIA', 'BUF 24-17'],
      ['2024 Week 2: MIA at BUF', 'BUF 31-10'],
    ]);
  });

  it('names a single last winner, an even series and a tie', () => {
    const single = claims(
      composeFunFacts(
        input({ teamResults: [...played(2023, 2, MIA, BUF, 17, 24), ...played(2024, 2, BUF, MIA, 10, 13)] }),
      ),
      'headToHead',
    )[0]!;
    expect(single.text).toBe(
      'The Miami Dolphins and the Buffalo Bills are even at 1-1 in regular-season and playoff games since 2022. ' +
        'The Miami Dolphins won the last meeting 13-10 in 2024 Week 2.',
    );
    const tied = claims(
      composeFunFacts(input({ teamResults: played(2024, 2, BUF, MIA, 20, 20) })),
      'headToHead',
    )[0]!;
    expect(tied.text).toContain('The last meeting, in 2024 Week 2, ended in a 20-20 tie.');
    expect(tied.claim).toMatchObject({ ties: 1, streak: null });
  });
});

describe('composeFunFacts: team streaks and records', () => {
  it('reports a run of three wins across seasons, not two', () => {
    const two = [...played(2024, 1, BUF, NE, 20, 10), ...played(2024, 2, BUF, NYJ, 20, 10)];
    expect(claims(composeFunFacts(input({ teamResults: two })), 'teamStreak')).toEqual([]);
    const three = [...played(2023, 18, BUF, NE, 20, 10, 'REG'), ...two];
    const [fact] = claims(composeFunFacts(input({ teamResults: three })), 'teamStreak');
    expect(fact!.text).toBe('The Buffalo Bills have won 3 games in a row, since 2023 Week 18.');
    expect(fact!.evidence.map((row) => row.value)).toEqual(['W 20-10', 'W 20-10', 'W 20-10']);
  });

  it('counts losing runs, and calls a team winless when the run does not say it already', () => {
    const teamResults = [
      ...played(2024, 1, NE, MIA, 20, 10),
      ...played(2024, 2, NYJ, MIA, 20, 10),
      ...played(2024, 3, MIA, NE, 3, 10),
    ];
    const facts = composeFunFacts(input({ teamResults }));
    expect(claims(facts, 'teamStreak')[0]!.text).toBe(
      'The Miami Dolphins have lost 3 games in a row, since 2024 Week 1.',
    );
    expect(claims(facts, 'teamRecord')).toEqual([]);
    const withTie = [
      ...played(2024, 1, NE, MIA, 20, 20),
      ...teamResults.slice(2),
      ...played(2024, 4, NYJ, MIA, 30, 0),
    ];
    const tied = composeFunFacts(input({ teamResults: withTie }));
    expect(claims(tied, 'teamRecord')[0]!.text).toBe(
      'The Miami Dolphins are winless in the 2024 regular season at 0-3-1.',
    );
  });

  it("names an unbeaten team with ties, and only this season's regular-season games before the week", () => {
    const teamResults = [
      ...played(2023, 5, BUF, NE, 0, 30),
      ...played(2024, 1, BUF, NE, 20, 10),
      ...played(2024, 2, BUF, NYJ, 20, 20),
      ...played(2024, 3, BUF, NYJ, 27, 20),
    ];
    const [fact] = claims(composeFunFacts(input({ teamResults })), 'teamRecord');
    expect(fact!.claim).toEqual({
      kind: 'teamRecord',
      teamId: BUF.teamId,
      record: 'unbeaten',
      wins: 2,
      losses: 0,
      ties: 1,
    });
    expect(fact!.text).toBe('The Buffalo Bills are unbeaten in the 2024 regular season at 2-0-1.');
  });

  it('names the league leader in points per game only when alone at the top', () => {
    const teamResults = [
      ...played(2024, 1, BUF, NE, 30, 10),
      ...played(2024, 2, BUF, NYJ, 30, 13),
      ...played(2024, 3, BUF, NE, 30, 14),
      ...played(2024, 4, NYJ, NE, 20, 17),
    ];
    const facts = claims(composeFunFacts(input({ teamResults })), 'teamLeader');
    expect(facts.map((fact) => fact.text)).toEqual([
      'The Buffalo Bills score 30.0 points a game, the most in the league this regular season.',
      'The Buffalo Bills allow 12.3 points a game, the fewest in the league this regular season.',
    ]);
    expect(facts[0]!.evidence.find((row) => row.label === 'Next best')!.value).toBe('NYJ 16.5');
    const tiedTop = [...teamResults, ...played(2024, 5, NE, NYJ, 80, 0)];
    expect(
      claims(composeFunFacts(input({ teamResults: tiedTop })), 'teamLeader').map((f) => f.claim),
    ).not.toContainEqual(expect.objectContaining({ stat: 'pointsPerGame' }));
  });
});

describe('composeFunFacts: player facts', () => {
  it('reports a touchdown-pass streak of three, with a film link', () => {
    const qb = player(1, 'QB', [
      line(1, { passTouchdowns: 1 }),
      line(2, { passTouchdowns: 2 }),
      line(3, { passTouchdowns: 3 }),
      line(4, { passTouchdowns: 2 }),
    ]);
    const [fact] = claims(composeFunFacts(input({ players: [qb] })), 'playerStreak');
    expect(fact!.text).toBe(
      'Player 1 (QB, BUF) has thrown two or more touchdown passes in 3 straight games.',
    );
    expect(fact!.evidence.map((row) => row.value)).toEqual([
      '2 touchdown passes',
      '3 touchdown passes',
      '2 touchdown passes',
    ]);
    expect(fact!.links).toContainEqual({
      kind: 'film',
      label: 'Touchdown passes on film',
      filters: { season: '2024', touchdown: 'true', passerId: '1' },
    });
  });

  it('leaves out players ruled out or on IR, and players of teams not playing', () => {
    const games = [
      line(1, { sacks: 1 }),
      line(2, { sacks: 0.5 }),
      line(3, { sacks: 2 }),
      line(4, { sacks: 1 }),
    ];
    const rusher = player(2, 'EDGE', games);
    const facts = composeFunFacts(input({ players: [rusher] }));
    expect(claims(facts, 'playerStreak')[0]!.text).toBe(
      'Player 2 (EDGE, BUF) has had a sack in 4 straight games.',
    );
    expect(
      claims(composeFunFacts(input({ players: [player(2, 'EDGE', games.slice(1))] })), 'playerStreak'),
    ).toEqual([]);
    for (const status of ['OUT', 'IR']) {
      const ruledOut = composeFunFacts(
        input({ players: [rusher], injuryStatuses: new Map([[rusher.nflId, status]]) }),
      );
      expect(claims(ruledOut, 'playerStreak')).toEqual([]);
    }
    const questionable = composeFunFacts(
      input({ players: [rusher], injuryStatuses: new Map([[rusher.nflId, 'QUESTIONABLE']]) }),
    );
    expect(claims(questionable, 'playerStreak')).toHaveLength(1);
    expect(
      claims(composeFunFacts(input({ players: [{ ...rusher, teamId: NE.teamId }] })), 'playerStreak'),
    ).toEqual([]);
  });

  it('finds a season milestone an average game reaches, and not one further', () => {
    const receiver = player(3, 'WR', [line(1, { receivingYards: 250 }), line(2, { receivingYards: 200 })]);
    const [fact] = claims(composeFunFacts(input({ players: [receiver] })), 'milestone');
    expect(fact!.text).toBe(
      'Player 3 (WR, BUF) needs 50 receiving yards to reach 500 this regular season; he averages 225.0 a game this season.',
    );
    expect(fact!.claim).toMatchObject({
      total: 450,
      milestone: 500,
      remaining: 50,
      gamesPlayed: 2,
      perGame: 225,
    });
    const far = player(3, 'WR', [line(1, { receivingYards: 100 }), line(2, { receivingYards: 100 })]);
    expect(claims(composeFunFacts(input({ players: [far] })), 'milestone')).toEqual([]);
  });

  it('needs two games for a milestone, and counts a career only with earlier seasons', () => {
    const oneGame = player(4, 'RB', [line(1, { rushYards: 450 })]);
    expect(claims(composeFunFacts(input({ players: [oneGame] })), 'milestone')).toEqual([]);
    const veteran = player(4, 'RB', [line(1, { rushYards: 50 }), line(2, { rushYards: 40 })], {
      rushYards: 2400,
    });
    const [fact] = claims(composeFunFacts(input({ players: [veteran] })), 'milestone');
    expect(fact!.claim).toMatchObject({
      scope: 'career',
      total: 2490,
      milestone: 2500,
      remaining: 10,
      perGame: 45,
    });
    expect(fact!.text).toBe(
      'Player 4 (RB, BUF) needs 10 rushing yards to reach 2,500 in his regular-season career since 2022; he averages 45.0 a game this season.',
    );
    const rookie = player(4, 'RB', [line(1, { rushYards: 250 }), line(2, { rushYards: 240 })]);
    expect(claims(composeFunFacts(input({ players: [rookie] })), 'milestone').map((f) => f.id)).toEqual([
      'milestone:4:rushYards:season',
    ]);
  });

  it("keeps a game's three closest milestones, as shares of an average game", () => {
    // Needs: 10 of 100 a game (0.1), 50 of 100 (0.5), 90 of 100 (0.9), 30 of 100 (0.3).
    const players = [10, 50, 90, 30].map((needed, index) =>
      player(20 + index, 'WR', [
        line(1, { receivingYards: 100 }),
        line(2, { receivingYards: 100 }),
        line(3, { receivingYards: 100 }),
        line(4, { receivingYards: 100 }),
        line(5, { receivingYards: 100 - needed }),
      ]),
    );
    const facts = claims(composeFunFacts(input({ players })), 'milestone');
    expect(facts.map((fact) => fact.id)).toEqual([
      'milestone:20:receivingYards:season',
      'milestone:21:receivingYards:season',
      'milestone:23:receivingYards:season',
    ]);
  });

  it('reports a season high held by an available player and a team', () => {
    const qb = player(1, 'QB', [line(1, { passYards: 412 }), line(2, { passYards: 200 })]);
    const holderGame = {
      gameId: asGameId(9001),
      season: 2024,
      seasonType: 'REG' as SeasonType,
      week: 1,
      weekSlug: 'WEEK_1',
    };
    const facts = composeFunFacts(
      input({
        players: [qb],
        seasonHighs: [
          {
            stat: 'passYards',
            value: 412,
            holders: [
              { nflId: qb.nflId, teamId: BUF.teamId, game: holderGame, opponentAbbr: 'NE', isHome: true },
            ],
          },
          {
            stat: 'points',
            value: 45,
            holders: [
              { nflId: null, teamId: MIA.teamId, game: holderGame, opponentAbbr: 'NYJ', isHome: false },
              { nflId: null, teamId: NYJ.teamId, game: holderGame, opponentAbbr: 'MIA', isHome: true },
            ],
          },
        ],
      }),
    );
    expect(claims(facts, 'seasonHigh').map((fact) => fact.text)).toEqual([
      "Player 1 (QB, BUF)'s 412 passing yards in 2024 Week 1 vs NE are the most by a player in a game this 2024 regular season.",
      "The Miami Dolphins' 45 points in 2024 Week 1 at NYJ are tied for the most by a team in a game this 2024 regular season.",
    ]);
  });

  it('leaves out a season high more than two games reached', () => {
    const game = (gameId: number) => ({
      gameId: asGameId(gameId),
      season: 2024,
      seasonType: 'REG' as SeasonType,
      week: 1,
      weekSlug: 'WEEK_1',
    });
    const holders = [MIA, NYJ, NE].map((team, index) => ({
      nflId: null,
      teamId: team.teamId,
      game: game(index + 1),
      opponentAbbr: 'BUF',
      isHome: true,
    }));
    const facts = composeFunFacts(input({ seasonHighs: [{ stat: 'points', value: 40, holders }] }));
    expect(claims(facts, 'seasonHigh')).toEqual([]);
  });

  it('orders facts by game, then series, streaks, records and milestones', () => {
    const teamResults = [
      ...played(2024, 1, NYJ, MIA, 20, 20),
      ...played(2024, 2, NE, MIA, 20, 10),
      ...played(2024, 3, NYJ, MIA, 20, 10),
      ...played(2024, 4, MIA, NE, 3, 10),
    ];
    const receiver = player(3, 'WR', [
      line(1, { receivingYards: 250, receivingTouchdowns: 1 }),
      line(2, { receivingYards: 200, receivingTouchdowns: 1 }),
      line(3, { receivingTouchdowns: 1 }),
    ]);
    const games = [
      { gameId: asGameId(1), visitor: NYJ, home: NE },
      { gameId: GAME, visitor: MIA, home: BUF },
    ];
    const facts = composeFunFacts(input({ teamResults, games, players: [receiver] }));
    expect(
      facts.find((fact) => fact.claim.kind === 'playerStreak')!.evidence.map((row) => row.value),
    ).toEqual(['1 receiving touchdown', '1 receiving touchdown', '1 receiving touchdown']);
    expect(facts.map((fact) => [fact.gameId, fact.kind, fact.id])).toEqual([
      [1, 'headToHead', 'headToHead:1'],
      [GAME, 'headToHead', `headToHead:${GAME}`],
      [GAME, 'streak', 'teamStreak:2700'],
      [GAME, 'streak', 'playerStreak:3:scrimmageTouchdownGames'],
      [GAME, 'record', 'teamRecord:2700'],
      [GAME, 'milestone', 'milestone:3:receivingYards:season'],
    ]);
  });
});
