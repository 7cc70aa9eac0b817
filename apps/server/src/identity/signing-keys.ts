import { oidcKeys, type Database, type OidcKey } from '@all22/db';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { openSealed, sealText } from './key-sealing.js';

/** Tokens are signed with ECDSA P-256 (small keys and signatures, fast to make). */
export const TOKEN_SIGNING_ALG = 'ES256';

/** Key for the advisory lock that makes concurrent starts and rotations agree on the keys. */
const KEY_CREATION_LOCK = 0x41_4c_32_32; // "AL22"

/** Where a change of the stored keys is announced (NOTIFY), so every process reloads them. */
export const SIGNING_KEYS_CHANNEL = 'all22_signing_keys';

export interface SigningKeys {
  /** Private JWKs for oidc-provider: the signing key first, then retired ones that still verify. */
  readonly privateJwks: JWK[];
  /** The same keys without their private parts, for verifying tokens in this process. */
  readonly publicJwks: JWK[];
}

export interface KeyStorageOptions {
  /**
   * OIDC_KEY_ENCRYPTION_KEY (32 bytes): private keys are stored encrypted with it, and keys found
   * unencrypted are encrypted. Null: they are stored unencrypted (development).
   */
  encryptionKey: Uint8Array | null;
}

const UNENCRYPTED: KeyStorageOptions = { encryptionKey: null };

/**
 * Loads the provider's signing keys from `oidc_keys` (see {@link ensureSigningKeys}), the signing
 * key first. Every server process shares the table, so they all sign and verify with the same keys.
 */
export async function loadSigningKeys(
  db: Database,
  options: KeyStorageOptions = UNENCRYPTED,
): Promise<SigningKeys> {
  await ensureSigningKeys(db, options);
  return readSigningKeys(db, options);
}

/**
 * At start: generates the first signing key when there is none and, with an encryption key,
 * encrypts every key stored unencrypted (an older database, or one used without the key). An
 * advisory lock keeps two processes starting at once from each creating a key.
 */
export async function ensureSigningKeys(db: Database, options: KeyStorageOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    const rows = await tx.select().from(oidcKeys);
    if (options.encryptionKey) {
      await sealUnsealedKeys(tx, rows, options.encryptionKey);
    } else if (rows.some((row) => row.sealedJwk !== null)) {
      throw new Error(
        'the token signing keys are stored encrypted; set OIDC_KEY_ENCRYPTION_KEY to the key they were stored with',
      );
    }
    const hasSigningKey = rows.some((row) => row.retiredAt === null && row.jwk.alg === TOKEN_SIGNING_ALG);
    if (!hasSigningKey) await tx.insert(oidcKeys).values(await createKeyRow(options));
  });
}

/** The stored keys, decrypted: unretired ones first (newest first), then retired ones (newest first). */
export async function readSigningKeys(db: Database, options: KeyStorageOptions): Promise<SigningKeys> {
  const rows = await db.select().from(oidcKeys);
  const newestFirst = (a: OidcKey, b: OidcKey) => b.createdAt.getTime() - a.createdAt.getTime();
  const ordered = [
    ...rows.filter((row) => row.retiredAt === null).sort(newestFirst),
    ...rows.filter((row) => row.retiredAt !== null).sort(newestFirst),
  ];
  const privateJwks = await Promise.all(ordered.map((row) => openPrivateJwk(row, options)));
  return { privateJwks, publicJwks: privateJwks.map(toPublicJwk) };
}

export interface Rotation {
  /** The new signing key's kid. */
  kid: string;
  /** Keys that stopped signing now; they still verify until the retention has passed. */
  retired: string[];
  /** Retired keys past the retention, deleted. */
  removed: string[];
}

/**
 * Adds a signing key that new tokens are signed with from now on, retires the current one (it
 * stays in the JWKS, so its tokens still verify) and deletes keys retired more than
 * `retentionSeconds` ago. Every process hears of it (NOTIFY) and reloads its keys.
 */
export async function rotateSigningKeys(
  db: Database,
  options: KeyStorageOptions & { retentionSeconds: number },
): Promise<Rotation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    const rows = await tx.select().from(oidcKeys);
    if (options.encryptionKey) {
      await sealUnsealedKeys(tx, rows, options.encryptionKey);
    } else if (rows.some((row) => row.sealedJwk !== null)) {
      throw new Error(
        'the stored signing keys are encrypted; set OIDC_KEY_ENCRYPTION_KEY so the new key is encrypted too',
      );
    }
    const retired = await tx
      .update(oidcKeys)
      .set({ retiredAt: sql`now()` })
      .where(isNull(oidcKeys.retiredAt))
      .returning({ kid: oidcKeys.kid });
    const row = await createKeyRow(options);
    await tx.insert(oidcKeys).values(row);
    const removed = await deleteRetiredKeys(tx, options.retentionSeconds);
    await announceKeyChange(tx);
    return { kid: row.kid, retired: retired.map((key) => key.kid), removed };
  });
}

/** Encrypts the keys stored unencrypted (written before there was an encryption key). */
async function sealUnsealedKeys(db: Database, rows: OidcKey[], encryptionKey: Uint8Array): Promise<void> {
  for (const row of rows.filter((candidate) => candidate.sealedJwk === null)) {
    const sealed = await sealPrivateJwk(row.jwk as JWK, row.kid, encryptionKey);
    await db
      .update(oidcKeys)
      .set({ jwk: toPublicJwk(row.jwk as JWK), sealedJwk: sealed })
      .where(and(eq(oidcKeys.kid, row.kid), isNull(oidcKeys.sealedJwk)));
  }
}

/** Deletes keys retired more than `retentionSeconds` ago (announcing it); returns their kids. */
export async function removeRetiredSigningKeys(db: Database, retentionSeconds: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await deleteRetiredKeys(tx, retentionSeconds);
    if (removed.length > 0) await announceKeyChange(tx);
    return removed;
  });
}

async function deleteRetiredKeys(db: Database, retentionSeconds: number): Promise<string[]> {
  const removed = await db
    .delete(oidcKeys)
    .where(lt(oidcKeys.retiredAt, sql`now() - make_interval(secs => ${retentionSeconds})`))
    .returning({ kid: oidcKeys.kid });
  return removed.map((key) => key.kid);
}

/** Delivered when the transaction commits. */
async function announceKeyChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${SIGNING_KEYS_CHANNEL}, 'changed')`);
}

async function createKeyRow(options: KeyStorageOptions): Promise<typeof oidcKeys.$inferInsert> {
  const { privateKey } = await generateKeyPair(TOKEN_SIGNING_ALG, { extractable: true });
  const exported = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(exported);
  const jwk: JWK = { ...exported, kid, alg: TOKEN_SIGNING_ALG, use: 'sig' };
  if (!options.encryptionKey) return { kid, jwk: jwk as Record<string, unknown> };
  return {
    kid,
    jwk: toPublicJwk(jwk) as Record<string, unknown>,
    sealedJwk: await sealPrivateJwk(jwk, kid, options.encryptionKey),
  };
}

const labelOf = (kid: string) => `signing key ${kid}`;

function sealPrivateJwk(jwk: JWK, kid: string, encryptionKey: Uint8Array): Promise<string> {
  return sealText(JSON.stringify(jwk), encryptionKey, labelOf(kid));
}

async function openPrivateJwk(row: OidcKey, options: KeyStorageOptions): Promise<JWK> {
  if (row.sealedJwk === null) return row.jwk as JWK;
  if (!options.encryptionKey) {
    throw new Error(
      'the token signing keys are stored encrypted; set OIDC_KEY_ENCRYPTION_KEY to the key they were stored with',
    );
  }
  const jwk = JSON.parse(await openSealed(row.sealedJwk, options.encryptionKey, labelOf(row.kid))) as JWK;
  if (jwk.kid !== row.kid) throw new Error(`the stored signing key ${row.kid} holds another key`);
  return jwk;
}

function toPublicJwk(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = jwk;
  return publicPart;
}
