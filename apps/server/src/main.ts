import { createRequire } from 'node:module';
import path from 'node:path';
import { createDatabase, runMigrations } from '@all22/db';
import { parseLeagueClock } from '@all22/league';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { checkProductionConfig } from './config/check-production-config.js';
import { ConfigError, describeConfig, loadConfig, type ServerConfig } from './config/load-config.js';
import { describeInstance } from './config/describe-instance.js';
import { loadEnvFile } from './config/load-env-file.js';
import { setUpDemoAccounts } from './identity/demo-accounts.js';
import { createFeedLeadership } from './live/feed-leadership.js';
import { createLeagueFeed } from './live/league-feed.js';
import { createProgressPrinter } from './live/feed-progress-printer.js';
import { createWorkerFeedWriter, isFeedWorkerAvailable } from './live/feed-worker-client.js';
import { createLiveChanges } from './changes/live-changes.js';
import { ensureLeagueTeams } from './live/ensure-league-teams.js';
import { getFeedTickInterval } from './live/feed-tick-interval.js';

/** Give in-flight requests this long to finish after a stop signal before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function createLoggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  const level = config.env.LOG_LEVEL;
  // Human-readable logs on a developer's terminal; JSON lines everywhere else.
  if (process.stdout.isTTY && config.env.APP_ENV !== 'production') {
    try {
      createRequire(import.meta.url).resolve('pino-pretty');
      return {
        level,
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
      };
    } catch {
      // pino-pretty is a dev dependency; without it we log JSON.
    }
  }
  return { level };
}

async function main(): Promise<void> {
  // A .env file in the working directory fills in what the environment does not set.
  const fromEnvFile = loadEnvFile(path.resolve('.env'));
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Production refuses what would be unsafe with real users; staging says what production would refuse.
  const unsafe = config.env.APP_ENV === 'development' ? [] : checkProductionConfig(config);
  if (unsafe.length > 0 && config.env.APP_ENV === 'production') {
    console.error(
      `All22 refuses to start with APP_ENV=production:\n${unsafe.map((line) => `  - ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
  if (unsafe.length > 0) {
    console.warn(
      `Not ready for production (fine in ${config.env.APP_ENV}):\n${unsafe.map((line) => `  - ${line}`).join('\n')}`,
    );
  }

  const database = await createDatabase({
    ...(config.env.DATABASE_URL
      ? {
          databaseUrl: config.env.DATABASE_URL,
          connectTimeoutMs: config.env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: config.env.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { dataDir: config.env.DATA_DIR }),
  });
  await runMigrations(database);

  const clock = parseLeagueClock(config.env.LEAGUE_CLOCK);
  // The feed's callbacks log through the app, which is built after them.
  const logger: { current?: FastifyBaseLogger } = {};
  const changes = await createLiveChanges(database, (error) =>
    logger.current?.error({ err: error }, 'live changes'),
  );
  // The load's progress: an updating line on a terminal, else a log line every few seconds.
  const progress = createProgressPrinter({
    isTTY: process.stdout.isTTY === true,
    write: (text) => process.stdout.write(text),
    log: (fields, message) => logger.current?.info(fields, message),
  });
  const feed = createLeagueFeed({
    database,
    seed: config.env.LEAGUE_SEED,
    clock,
    changes,
    onProgress: (message) => progress.print(`  ${message}`),
    onLoadProgress: (loaded) => progress.update(loaded),
    onError: (error) => {
      progress.end();
      logger.current?.error({ err: error }, 'league feed tick failed');
    },
    leadership: createFeedLeadership(database),
    // The writer computes on a worker thread (another core), so requests stay fast during a catch-up.
    ...(isFeedWorkerAvailable() ? { createWriter: createWorkerFeedWriter } : {}),
  });
  const app = await buildApp({
    config,
    database,
    closeDatabaseOnExit: true,
    logger: createLoggerOptions(config),
    feed,
    changes,
    leagueNow: clock.now,
  });
  logger.current = app.log;
  /**
   * The start-up banner: plain lines on a terminal, JSON lines in pino's shape anywhere else (a
   * log collector reads one format). Printed whatever LOG_LEVEL says: it is how an operator learns
   * where the server listens and what it is.
   */
  const announce = (message: string) => {
    if (process.stdout.isTTY) console.log(message);
    else console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message.trim() }));
  };
  if (fromEnvFile.length > 0) app.log.info({ variables: fromEnvFile }, 'read settings from .env');
  app.log.info({ config: describeConfig(config) }, 'configuration');
  app.log.info(`league clock: ${clock.description}`);
  await ensureLeagueTeams(database);
  const demoAccounts = await setUpDemoAccounts(config, database.db);
  if (demoAccounts.removed > 0) {
    app.log.warn(
      { removed: demoAccounts.removed, appEnv: config.env.APP_ENV },
      'removed demo accounts (*@all22.test): they exist only in development',
    );
  }

  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) {
      app.log.warn({ signal }, 'second stop signal: exiting now');
      process.exit(1);
    }
    isStopping = true;
    app.log.info({ signal }, 'stopping');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.env.PORT;
  const storage = database.kind === 'pglite' ? `embedded PGlite in ${config.env.DATA_DIR}` : 'PostgreSQL';
  announce(`\n  All22 is running at http://localhost:${port}  (database: ${storage})`);
  announce(`${describeInstance(config)}\n`);
  if (demoAccounts.banner) announce(`${demoAccounts.banner}\n`);

  // Serve at once; the league fills in behind (the first start writes every season so far).
  const began = performance.now();
  announce(
    `  Loading the league (seed "${config.env.LEAGUE_SEED}") up to ${new Date(clock.now()).toISOString()}…`,
  );
  try {
    const report = await feed.catchUp();
    if (feed.status().state === 'following') {
      announce('  Another server process is writing the league; this one serves it and stands by.\n');
    } else
      announce(
        `  League up to date in ${((performance.now() - began) / 1000).toFixed(1)} s: ` +
          `${report.weeksWritten} weeks and ${report.playsWritten} plays written.\n`,
      );
  } catch (error) {
    progress.end();
    app.log.error({ err: error }, 'the league feed could not catch up');
    const { retryAt } = feed.status();
    const retry =
      retryAt === null
        ? 'It will not retry: fix the cause and restart.'
        : `It tries again in ${Math.round((retryAt - Date.now()) / 1000)} s, then less often.`;
    announce(`\n  ${error instanceof Error ? error.message : String(error)}\n  ${retry}\n`);
  }
  // Also after a failed catch-up: the ticks retry it with backoff, so the league does not stay frozen.
  feed.start(getFeedTickInterval(clock.speed));
}

main().catch((error: unknown) => {
  console.error('All22 failed to start:', error);
  process.exit(1);
});
