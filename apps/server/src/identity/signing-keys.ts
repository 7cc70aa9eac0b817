import { oidcKeys, type Database } from '@all22/db';
import { asc, desc, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** Tokens are signed with ECDSA P-256 (small keys and signatures, fast to make). */
export const TOKEN_SIGNING_ALG = 'ES256';

/** Key for the advisory lock that makes concurrent first starts agree on one key. */
const KEY_CREATION_LOCK = 0x41_4c_32_32; // "AL22"

export interface SigningKeys {
  /** Private JWKs for oidc-provider: the signing key first, then retired ones that still verify. */
  readonly privateJwks: JWK[];
  /** The same keys without their private parts, for verifying tokens in this process. */
  readonly publicJwks: JWK[];
}

/**
 * Loads the provider's signing keys from `oidc_keys`, generating the first one when there is
 * none. Every server process shares the table, so they all sign and verify with the same keys; an
 * advisory lock keeps two processes starting at once from each creating a key.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
    const existing = await tx
      .select()
      .from(oidcKeys)
      .orderBy(asc(oidcKeys.retiredAt), desc(oidcKeys.createdAt));
    if (existing.some((row) => row.retiredAt === null && row.jwk.alg === TOKEN_SIGNING_ALG)) return existing;
    const created = await createSigningKey();
    await tx.insert(oidcKeys).values({ kid: created.kid as string, jwk: created as Record<string, unknown> });
    return tx.select().from(oidcKeys).orderBy(asc(oidcKeys.retiredAt), desc(oidcKeys.createdAt));
  });
  // Unretired keys first (nulls sort last in ascending order, so put them first explicitly).
  const ordered = [
    ...rows.filter((row) => row.retiredAt === null),
    ...rows.filter((row) => row.retiredAt !== null),
  ];
  const privateJwks = ordered.map((row) => row.jwk as JWK);
  return { privateJwks, publicJwks: privateJwks.map(toPublicJwk) };
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(TOKEN_SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: TOKEN_SIGNING_ALG, use: 'sig' };
}

function toPublicJwk(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = jwk;
  return publicPart;
}
