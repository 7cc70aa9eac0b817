import type { TeamId } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { breakWildCardTie } from './break-wild-card-tie.js';
import { beat, ids, leagueOf } from '../testing/standings.js';

// Division ranks as if none of these clubs won its division (the wild-card procedure reads them).
const runnersUp = (...abbrs: string[]) => new Map(ids(...abbrs).map((teamId) => [teamId, 2]));
const stepsOf = (outcome: ReturnType<typeof breakWildCardTie>) =>
  outcome.stages.map((stage) => stage.stepName);

describe('breakWildCardTie', () => {
  it('decides three clubs of different divisions on conference record when nobody swept', () => {
    // BUF beat PIT, PIT beat KC, KC beat BUF: a circle, so head-to-head does not apply.
    // All 2-1; BUF 2-1 in the conference, PIT and KC 1-1 (their third game was against the NFC).
    const games = [
      beat('BUF', 'PIT'),
      beat('PIT', 'KC'),
      beat('KC', 'BUF'),
      beat('BUF', 'HOU'),
      beat('PIT', 'DAL'),
      beat('KC', 'NYG'),
    ];
    const outcome = breakWildCardTie(ids('PIT', 'KC', 'BUF'), {
      league: leagueOf(games),
      divisionRanks: runnersUp('BUF', 'PIT', 'KC'),
    });
    expect(outcome.winnerId).toBe('BUF');
    expect(stepsOf(outcome)).toEqual(['conference record']);
  });

  it('applies head-to-head among three clubs when one swept the others', () => {
    // All 3-2 and 2-2 in the conference; BUF beat both PIT and KC, which decides before conference record.
    const games = [
      beat('BUF', 'PIT'),
      beat('BUF', 'KC'),
      beat('PIT', 'KC'),
      beat('HOU', 'BUF'),
      beat('IND', 'BUF'),
      beat('BUF', 'DAL'),
      beat('KC', 'JAX'),
      beat('KC', 'TEN'),
      beat('PIT', 'DEN'),
      beat('LV', 'PIT'),
      beat('KC', 'NYG'),
      beat('PIT', 'PHI'),
    ];
    const outcome = breakWildCardTie(ids('PIT', 'KC', 'BUF'), {
      league: leagueOf(games),
      divisionRanks: runnersUp('BUF', 'PIT', 'KC'),
    });
    expect(outcome.winnerId).toBe('BUF');
    expect(stepsOf(outcome)).toEqual(['head-to-head sweep']);
  });

  it('keeps only the highest-ranked club of each division first', () => {
    // MIA would win everything after step 1, but BUF is ranked above it in the AFC East.
    const divisionRanks = new Map<TeamId, number>([...runnersUp('BUF', 'PIT'), [ids('MIA')[0]!, 3]]);
    const games = [beat('MIA', 'PIT'), beat('PIT', 'BUF')];
    const outcome = breakWildCardTie(ids('MIA', 'BUF', 'PIT'), { league: leagueOf(games), divisionRanks });
    expect(stepsOf(outcome)[0]).toBe('division tie-breaker');
    expect(outcome.stages[0]?.eliminated).toEqual(['MIA']);
    // Two clubs left: the two-club procedure, where head-to-head applies (PIT beat BUF).
    expect(outcome.winnerId).toBe('PIT');
    expect(stepsOf(outcome)[1]).toBe('head-to-head');
  });

  it('decides on strength of victory when records and conference records are level and no common games', () => {
    // BUF beat HOU (2-1), PIT beat IND (0-1); both 1-1 in the conference, no common opponent.
    const games = [
      beat('BUF', 'HOU'),
      beat('DEN', 'BUF'),
      beat('PIT', 'IND'),
      beat('LV', 'PIT'),
      beat('HOU', 'JAX'),
      beat('HOU', 'TEN'),
    ];
    const outcome = breakWildCardTie(ids('PIT', 'BUF'), {
      league: leagueOf(games),
      divisionRanks: runnersUp('BUF', 'PIT'),
    });
    expect(outcome.winnerId).toBe('BUF');
    expect(stepsOf(outcome)).toEqual(['strength of victory']);
    expect(outcome.stages[0]?.values.get(ids('BUF')[0]!)?.label).toBe('.667');
  });

  describe('common games need at least four', () => {
    // BUF and PIT never met, are 1-0 in the conference, and both played DAL, NYG and PHI.
    // BUF 3-0 against them, PIT 1-2; PIT's other victims (GB, MIN, IND) won elsewhere, so PIT has
    // the better strength of victory.
    const base = [
      beat('BUF', 'DAL'),
      beat('BUF', 'NYG'),
      beat('BUF', 'PHI'),
      beat('CHI', 'BUF'),
      beat('DET', 'BUF'),
      beat('BUF', 'HOU'),
      beat('PIT', 'DAL'),
      beat('NYG', 'PIT'),
      beat('PHI', 'PIT'),
      beat('PIT', 'GB'),
      beat('PIT', 'MIN'),
      beat('PIT', 'IND'),
      beat('GB', 'SEA'),
      beat('GB', 'SF'),
      beat('MIN', 'ARI'),
      beat('MIN', 'LA'),
      beat('IND', 'TEN'),
      beat('IND', 'JAX'),
    ];
    const context = (games: typeof base) => ({
      league: leagueOf(games),
      divisionRanks: runnersUp('BUF', 'PIT'),
    });

    it('skips common games with three and falls through to strength of victory', () => {
      const outcome = breakWildCardTie(ids('BUF', 'PIT'), context(base));
      expect(outcome.winnerId).toBe('PIT');
      expect(stepsOf(outcome)).toEqual(['strength of victory']);
    });

    it('uses common games with four', () => {
      // Both also play WAS (BUF wins, PIT loses); one more game each keeps the records level.
      const games = [...base, beat('BUF', 'WAS'), beat('WAS', 'PIT'), beat('ATL', 'BUF'), beat('PIT', 'SEA')];
      const outcome = breakWildCardTie(ids('BUF', 'PIT'), context(games));
      expect(outcome.winnerId).toBe('BUF');
      expect(stepsOf(outcome)).toEqual(['common games (minimum 4)']);
      expect(outcome.stages[0]?.values.get(ids('BUF')[0]!)?.label).toBe('4-0');
    });
  });
});
