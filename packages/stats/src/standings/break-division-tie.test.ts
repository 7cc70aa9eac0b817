import { describe, expect, it } from 'vitest';
import { breakDivisionTie } from './break-division-tie.js';
import { computeStandings } from './compute-standings.js';
import { NFL_TEAMS } from './nfl-teams.js';
import { beat, ids, leagueOf } from '../testing/standings.js';

const rowOf = (rows: ReturnType<typeof computeStandings>, abbr: string) =>
  rows.find((row) => row.teamId === abbr);

describe('breakDivisionTie — two clubs', () => {
  it('decides on head-to-head first', () => {
    // BUF and MIA both 3-2; BUF won both meetings.
    const games = [
      beat('BUF', 'MIA', 1),
      beat('BUF', 'MIA', 2),
      beat('NE', 'BUF', 3),
      beat('NYJ', 'BUF', 4),
      beat('BUF', 'KC', 5),
      beat('MIA', 'NE', 3),
      beat('MIA', 'NYJ', 4),
      beat('MIA', 'DEN', 5),
    ];
    const outcome = breakDivisionTie(ids('MIA', 'BUF'), { league: leagueOf(games) });
    expect(outcome.winnerId).toBe('BUF');
    expect(outcome.stages.map((stage) => stage.stepName)).toEqual(['head-to-head']);

    const rows = computeStandings(NFL_TEAMS, games, { season: 2023 });
    expect(rowOf(rows, 'BUF')?.divisionRank).toBe(1);
    expect(rowOf(rows, 'BUF')?.explanation.division).toBe(
      '1st in the AFC East, won division tie-breaker over MIA on head-to-head (2-0)',
    );
    expect(rowOf(rows, 'MIA')?.explanation.division).toBe(
      '2nd in the AFC East, lost division tie-breaker to BUF on head-to-head (0-2)',
    );
  });

  it('goes to division record when head-to-head is split', () => {
    // Both 3-3 and 1-1 against each other; BUF 3-1 in the division, MIA 1-3.
    const games = [
      beat('BUF', 'MIA', 1),
      beat('MIA', 'BUF', 2),
      beat('BUF', 'NE', 3),
      beat('BUF', 'NYJ', 4),
      beat('KC', 'BUF', 5),
      beat('DAL', 'BUF', 6),
      beat('MIA', 'DEN', 3),
      beat('MIA', 'LV', 4),
      beat('NE', 'MIA', 5),
      beat('NYJ', 'MIA', 6),
    ];
    const outcome = breakDivisionTie(ids('BUF', 'MIA'), { league: leagueOf(games) });
    expect(outcome.winnerId).toBe('BUF');
    expect(outcome.stages.map((stage) => stage.stepName)).toEqual(['division record']);
    expect(outcome.stages[0]?.values.get(ids('BUF')[0]!)?.label).toBe('3-1');
  });

  it('ends with a deterministic coin toss, named as such', () => {
    const first = breakDivisionTie(ids('BUF', 'MIA'), { league: leagueOf([]) });
    const again = breakDivisionTie(ids('MIA', 'BUF'), { league: leagueOf([]) });
    expect(first.winnerId).toBe(again.winnerId);
    expect(first.stages.at(-1)?.stepName).toBe('coin toss');
  });
});

describe('breakDivisionTie — three clubs', () => {
  // BUF, MIA and NYJ all 2-2 and 1-1 among themselves (BUF beat MIA, MIA beat NYJ, NYJ beat BUF).
  // NYJ has the worst division record; between BUF and MIA, common games (NYJ, NE) would favour
  // MIA (2-0 against 1-1), but the two-club procedure restarts at head-to-head, which BUF won.
  const games = [
    beat('BUF', 'MIA', 1),
    beat('MIA', 'NYJ', 2),
    beat('NYJ', 'BUF', 3),
    beat('BUF', 'NE', 4),
    beat('MIA', 'NE', 5),
    beat('NE', 'NYJ', 6),
    beat('NYJ', 'KC', 7),
    beat('KC', 'BUF', 8),
    beat('DEN', 'MIA', 9),
  ];

  it('drops one club, then reverts to the two-club procedure from step 1', () => {
    const outcome = breakDivisionTie(ids('NYJ', 'MIA', 'BUF'), { league: leagueOf(games) });
    expect(outcome.winnerId).toBe('BUF');
    expect(outcome.stages.map((stage) => [stage.stepName, stage.eliminated])).toEqual([
      ['division record', ['NYJ']],
      ['head-to-head', ['MIA']],
    ]);
  });

  it('ranks the whole division and explains each place', () => {
    const rows = computeStandings(NFL_TEAMS, games, { season: 2023 }).filter(
      (row) => row.divisionName === 'AFC East',
    );
    expect(rows.map((row) => [row.teamId, row.divisionRank])).toEqual([
      ['BUF', 1],
      ['MIA', 2],
      ['NYJ', 3],
      ['NE', 4],
    ]);
    expect(rows[0]?.explanation.division).toBe(
      '1st in the AFC East, won division tie-breaker over MIA on head-to-head (1-0) after NYJ dropped out on division record',
    );
    // The second place is a new two-club tie between MIA and NYJ: MIA won their meeting.
    expect(rows[1]?.explanation.division).toBe(
      '2nd in the AFC East, won division tie-breaker over NYJ on head-to-head (1-0)',
    );
    expect(rows[2]?.explanation.division).toBe(
      '3rd in the AFC East, lost division tie-breaker to MIA on head-to-head (0-1)',
    );
    expect(rows[3]?.explanation.division).toBe('4th in the AFC East, on record (1-2)');
  });

  it('uses the percentage among all the tied clubs at head-to-head', () => {
    // BUF beat MIA and NYJ; MIA and NYJ split with... each other once (MIA won). BUF 2-0 among them.
    const sweep = [
      beat('BUF', 'MIA', 1),
      beat('BUF', 'NYJ', 2),
      beat('MIA', 'NYJ', 3),
      beat('KC', 'BUF', 4),
      beat('KC', 'BUF', 5),
      beat('MIA', 'KC', 6),
      beat('NYJ', 'KC', 7),
      beat('NYJ', 'DEN', 8),
    ];
    const outcome = breakDivisionTie(ids('BUF', 'MIA', 'NYJ'), { league: leagueOf(sweep) });
    expect(outcome.winnerId).toBe('BUF');
    expect(outcome.stages).toHaveLength(1);
    expect(outcome.stages[0]?.stepName).toBe('head-to-head');
  });
});
