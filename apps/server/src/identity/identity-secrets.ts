import { hkdfSync, randomBytes } from 'node:crypto';
import { identitySecrets, type Database } from '@all22/db';
import { and, eq } from 'drizzle-orm';
import { openSealed, sealText } from './key-sealing.js';
import type { KeyStorageOptions } from './signing-keys.js';

const DERIVATION_SECRET = 'key-derivation';
const SECRET_BYTES = 32;

/** What a derived key is for; each purpose gets its own key from the one stored secret. */
export type DerivedKeyPurpose = 'oidc cookie keys' | 'identity page forms';

/**
 * The keys for `purpose`: the configured ones (OIDC_COOKIE_KEYS, FORM_KEYS: first signs, all
 * verify), or else one derived (HKDF-SHA256) from a random secret generated once and stored in
 * `identity_secrets`, so every process of a development server agrees without a setting, and
 * rotating the signing keys changes nothing here.
 */
export async function resolveSecretKeys(
  db: Database,
  configured: readonly string[],
  purpose: DerivedKeyPurpose,
  options: KeyStorageOptions,
): Promise<string[]> {
  if (configured.length > 0) return [...configured];
  const secret = await loadDerivationSecret(db, options);
  const derived = hkdfSync('sha256', secret, Buffer.alloc(0), `all22 ${purpose}`, 32);
  return [Buffer.from(derived).toString('base64url')];
}

/** The stored secret, created on first use and encrypted when an encryption key is given. */
async function loadDerivationSecret(db: Database, options: KeyStorageOptions): Promise<Buffer> {
  const { encryptionKey } = options;
  const fresh = randomBytes(SECRET_BYTES).toString('base64url');
  // Concurrent first starts: one insert wins, and everyone reads the winner.
  await db
    .insert(identitySecrets)
    .values(
      encryptionKey
        ? {
            name: DERIVATION_SECRET,
            value: await sealText(fresh, encryptionKey, DERIVATION_SECRET),
            isSealed: true,
          }
        : { name: DERIVATION_SECRET, value: fresh },
    )
    .onConflictDoNothing();
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, DERIVATION_SECRET));
  if (!row) throw new Error('the identity secret could not be stored');
  if (!row.isSealed) {
    if (encryptionKey) {
      await db
        .update(identitySecrets)
        .set({ value: await sealText(row.value, encryptionKey, DERIVATION_SECRET), isSealed: true })
        .where(and(eq(identitySecrets.name, DERIVATION_SECRET), eq(identitySecrets.isSealed, false)));
    }
    return Buffer.from(row.value, 'base64url');
  }
  if (!encryptionKey) {
    throw new Error(
      'the identity secret is stored encrypted; set OIDC_KEY_ENCRYPTION_KEY to the key it was stored with',
    );
  }
  return Buffer.from(await openSealed(row.value, encryptionKey, DERIVATION_SECRET), 'base64url');
}
