/**
 * `npm run bench:film`: the film room's first paint in real Chromium against the built server —
 * started as the e2e run starts its servers (start-server.ts: compiled server, fresh PGlite folder,
 * league pinned in the 2018 preseason), with AUTH_ENABLED=false so the film room opens without a
 * sign-in.
 *
 * It loads a deep link with filters (a search's plays view: the filter panel, the chips, the
 * first page of plays) cold, with the CPU slowed 4×, and reads its Largest Contentful Paint; the
 * baseline, interleaved in the same run, is a bare static HTML page served by the same server.
 * Median of BENCH_RUNS (5). Target (the film room issue): the film page's LCP at most 5× the
 * static page's. The replay's frame times are `tsx e2e/bench-replay.ts`. Exits 0 either way.
 */
import { runPageBench } from './bench-page-load.js';

runPageBench({
  script: 'bench:film',
  // A search's plays: filters from three groups, as a shared link would carry them.
  path: '/film/plays?season=2018&seasonType=PRE&down=3&passPlay=true&qbAlignment=SHOTGUN',
  name: 'film',
  column: 'film deep link',
  env: { AUTH_ENABLED: 'false' },
  setup: 'AUTH_ENABLED=false, fresh PGlite folder',
  ratioTarget: 5,
});
