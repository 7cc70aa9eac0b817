/**
 * `npm run keys:rotate`: adds a token signing key that every server process signs new tokens with
 * from now on; the old key stays published (its tokens still verify) until it can have no live
 * token left, then it is deleted. `npm run keys -- list` shows the stored keys.
 *
 * Reads the same environment as the server (DATABASE_URL or DATA_DIR, OIDC_KEY_ENCRYPTION_KEY,
 * OIDC_ACCESS_TOKEN_TTL). Running servers pick the new key up without a restart.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createDatabase, oidcKeys, runMigrations, type Database } from '@all22/db';
import { asc } from 'drizzle-orm';
import { ConfigError, loadConfig, type ServerConfig } from '../config/load-config.js';
import { getKeyRetentionSeconds } from '../identity/signing-key-ring.js';
import { rotateSigningKeys } from '../identity/signing-keys.js';

const USAGE = 'usage: npm run keys:rotate | npm run keys -- list';
/** Exit codes: 0 done; 1 the command failed; 2 bad arguments or configuration. */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

export interface KeysCliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const fail = (exitCode: number, message: string): KeysCliResult => ({
  exitCode,
  stdout: '',
  stderr: `keys: ${message}\n${exitCode === EXIT_USAGE ? `${USAGE}\n` : ''}`,
});

/** Runs the command on arguments (without node and the script) against a migrated database. */
export async function runKeysCli(
  argv: readonly string[],
  context: { db: Database; config: ServerConfig },
): Promise<KeysCliResult> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: [...argv], options: {}, allowPositionals: true, strict: true }));
  } catch (error) {
    return fail(EXIT_USAGE, error instanceof Error ? error.message : String(error));
  }
  const [command, ...rest] = positionals;
  if (rest.length > 0) return fail(EXIT_USAGE, `unexpected argument "${rest[0]}"`);
  const { env } = context.config;
  const retentionSeconds = getKeyRetentionSeconds(env.OIDC_ACCESS_TOKEN_TTL);

  if (command === 'rotate') {
    if (env.APP_ENV === 'production' && !env.OIDC_KEY_ENCRYPTION_KEY) {
      return fail(
        EXIT_USAGE,
        'OIDC_KEY_ENCRYPTION_KEY: not set; production stores signing keys encrypted only',
      );
    }
    try {
      const rotation = await rotateSigningKeys(context.db, {
        encryptionKey: env.OIDC_KEY_ENCRYPTION_KEY ?? null,
        retentionSeconds,
      });
      const lines = [
        `New signing key ${rotation.kid}: new tokens are signed with it from now on.`,
        ...rotation.retired.map(
          (kid) => `Retired ${kid}: it still verifies tokens, and is deleted ${retentionSeconds} s from now.`,
        ),
        ...rotation.removed.map((kid) => `Deleted ${kid} (retired more than ${retentionSeconds} s ago).`),
      ];
      return { exitCode: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
    } catch (error) {
      return fail(EXIT_FAILED, error instanceof Error ? error.message : String(error));
    }
  }
  if (command === 'list') {
    const rows = await context.db
      .select({
        kid: oidcKeys.kid,
        createdAt: oidcKeys.createdAt,
        retiredAt: oidcKeys.retiredAt,
        sealedJwk: oidcKeys.sealedJwk,
      })
      .from(oidcKeys)
      .orderBy(asc(oidcKeys.createdAt));
    const lines = rows.map((row) =>
      [
        row.kid,
        `created ${row.createdAt.toISOString()}`,
        row.retiredAt ? `retired ${row.retiredAt.toISOString()}` : 'signing',
        row.sealedJwk === null ? 'UNENCRYPTED' : 'encrypted',
      ].join('  '),
    );
    return { exitCode: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
  }
  return fail(EXIT_USAGE, command === undefined ? 'which command?' : `unknown command "${command}"`);
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`keys: ${error.message}\n`);
    process.exitCode = EXIT_USAGE;
    return;
  }
  const database = await createDatabase(
    config.env.DATABASE_URL ? { databaseUrl: config.env.DATABASE_URL } : { dataDir: config.env.DATA_DIR },
  );
  try {
    await runMigrations(database);
    const result = await runKeysCli(process.argv.slice(2), { db: database.db, config });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.exitCode;
  } finally {
    await database.close();
  }
}

// Run only when executed directly (node apps/server/dist/cli/keys.js), not when imported by tests.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('keys:', error);
    process.exit(1);
  });
}
