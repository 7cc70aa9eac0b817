import type { Database } from '@all22/db';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asGameId } from '@all22/domain';
import type { GameChange, LiveChange, LiveChangeEvent } from '../../changes/live-changes.js';
import { computeEveryTime, type AnalystContext, type AnalystTool } from './analyst-tool.js';
import { cacheToolResults } from './cache-tool-results.js';

/** A game's change as the feed publishes it: in play, or over. */
const gameChange = (phase: 'INGAME' | 'FINAL'): GameChange => ({
  type: 'game',
  gameId: asGameId(2018090900),
  season: 2018,
  seasonType: 'REG',
  week: 1,
  phase,
  displayStatus: phase === 'FINAL' ? 'FINAL' : 'Q3 05:12',
  quarter: phase === 'FINAL' ? null : 3,
  clock: phase === 'FINAL' ? null : '05:12',
  possessionTeamId: null,
  down: null,
  distance: null,
  yardLine: null,
  downAndDist: null,
  isRedzone: false,
  homeScore: 17,
  visitorScore: 10,
});
const GAME_OVER = gameChange('FINAL');

/** The two events the cache listens to, fired by the test. */
function createChangeSource() {
  const listeners = { change: new Set<(event: LiveChangeEvent) => void>(), resync: new Set<() => void>() };
  const on =
    <Listener>(set: Set<Listener>) =>
    (listener: Listener) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  let id = 0;
  return {
    subscribe: on(listeners.change),
    onResync: on(listeners.resync),
    change: (change: LiveChange = GAME_OVER) =>
      listeners.change.forEach((listener) => listener({ id: (id += 1), change })),
    resync: () => listeners.resync.forEach((listener) => listener()),
    listening: () => listeners.change.size + listeners.resync.size,
  };
}

/** A tool counting its runs; `fail` makes the next run reject. */
function createCountingTool() {
  const state = { runs: 0, fail: false };
  const tool: AnalystTool = {
    name: 'count_runs',
    description: 'test',
    parameters: z.object({ player: z.string() }),
    async run(args, context) {
      state.runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) {
        state.fail = false;
        throw new Error('database down');
      }
      return { player: args.player, ppr: context.pointsPerReception, run: state.runs };
    },
  };
  return { tool, state };
}

const context = (pointsPerReception: 0 | 0.5 | 1 = 0): AnalystContext => ({
  database: {} as Database,
  userId: 'u',
  pointsPerReception,
  now: 0,
  signal: new AbortController().signal,
  remember: computeEveryTime,
});

describe('cacheToolResults', () => {
  it('shares one run among equal calls, also while it runs, and keeps scoring apart', async () => {
    const { tool, state } = createCountingTool();
    const { tools } = cacheToolResults([tool], createChangeSource());
    const run = (player: string, ppr: 0 | 0.5 | 1 = 0) => tools[0]!.run({ player }, context(ppr));
    const burst = await Promise.all([run('A'), run('A'), run('A')]);
    expect(burst).toEqual([burst[0], burst[0], burst[0]]);
    expect(state.runs).toBe(1);
    expect(await run('A')).toEqual({ player: 'A', ppr: 0, run: 1 });
    expect(await run('A', 1)).toEqual({ player: 'A', ppr: 1, run: 2 });
    expect(await run('B')).toMatchObject({ run: 3 });
  });

  it('forgets everything when a game ends or on a resync, and never keeps a failure', async () => {
    const { tool, state } = createCountingTool();
    const changes = createChangeSource();
    const cached = cacheToolResults([tool], changes);
    const run = () => cached.tools[0]!.run({ player: 'A' }, context());
    await run();
    changes.change();
    expect(await run()).toMatchObject({ run: 2 });
    changes.resync();
    expect(await run()).toMatchObject({ run: 3 });
    changes.change();
    state.fail = true;
    await expect(run()).rejects.toThrow('database down');
    expect(await run()).toMatchObject({ run: 5 });
    cached.close();
    expect(changes.listening()).toBe(0);
  });

  it('keeps results while games are played, and forgets them when a game ends or a week begins', async () => {
    const { tool } = createCountingTool();
    const changes = createChangeSource();
    const { tools } = cacheToolResults([tool], changes);
    const run = () => tools[0]!.run({ player: 'A' }, context());
    await run();
    changes.change(gameChange('INGAME'));
    expect(await run()).toMatchObject({ run: 1 });
    changes.change(gameChange('FINAL'));
    expect(await run()).toMatchObject({ run: 2 });
    changes.change({ type: 'week', season: 2018, seasonType: 'REG', week: 2 });
    expect(await run()).toMatchObject({ run: 3 });
  });

  it('does not keep a result that a change overtook while it was computed', async () => {
    const { tool, state } = createCountingTool();
    const changes = createChangeSource();
    const { tools } = cacheToolResults([tool], changes);
    const pending = tools[0]!.run({ player: 'A' }, context());
    changes.change();
    await pending;
    expect(await tools[0]!.run({ player: 'A' }, context())).toMatchObject({ run: 2 });
    expect(state.runs).toBe(2);
  });

  it('shares the parts tools remember between different calls, per scoring, until the league changes', async () => {
    let computed = 0;
    const part = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { computed };
    };
    const rememberingTool: AnalystTool = {
      name: 'compare',
      description: 'test',
      parameters: z.object({ players: z.array(z.string()) }),
      async run(args, context) {
        return Promise.all(
          (args.players as string[]).map((player) => context.remember(`line:${player}`, part)),
        );
      },
    };
    const changes = createChangeSource();
    const { tools } = cacheToolResults([rememberingTool], changes);
    const run = (players: string[], ppr: 0 | 0.5 | 1 = 0) => tools[0]!.run({ players }, context(ppr));
    await Promise.all([run(['A', 'B']), run(['A', 'C'])]);
    expect(computed).toBe(3);
    await run(['C', 'B']);
    expect(computed).toBe(3);
    await run(['A'], 1);
    expect(computed).toBe(4);
    changes.change();
    await run(['A', 'B']);
    expect(computed).toBe(6);
  });

  it('computes every time without a cache', async () => {
    let computed = 0;
    const compute = async () => (computed += 1);
    await computeEveryTime('same', compute);
    await computeEveryTime('same', compute);
    expect(computed).toBe(2);
  });
});
