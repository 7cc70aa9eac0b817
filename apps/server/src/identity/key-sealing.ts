import { createHash } from 'node:crypto';
import { compactDecrypt, CompactEncrypt, decodeProtectedHeader } from 'jose';

/**
 * Secrets at rest (the token signing keys' private parts, the stored derivation secret) sealed
 * with OIDC_KEY_ENCRYPTION_KEY: a compact JWE with direct AES-256-GCM, whose header names the
 * key by fingerprint, so a server given another key says so instead of failing obscurely.
 */
const SEAL_ALG = 'dir';
const SEAL_ENC = 'A256GCM';

/** A short public name of a key-encryption key: the first 16 hex digits of its SHA-256. */
export function fingerprintOf(encryptionKey: Uint8Array): string {
  return createHash('sha256').update(encryptionKey).digest('hex').slice(0, 16);
}

/** `text` encrypted and authenticated with the key; `label` (what it is) is bound to it too. */
export async function sealText(text: string, encryptionKey: Uint8Array, label: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(text))
    .setProtectedHeader({ alg: SEAL_ALG, enc: SEAL_ENC, kid: fingerprintOf(encryptionKey), label })
    .encrypt(encryptionKey);
}

/** The text `sealText` sealed; throws a sentence naming the problem when the key or label differ. */
export async function openSealed(sealed: string, encryptionKey: Uint8Array, label: string): Promise<string> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(sealed);
  } catch {
    throw new Error(`the stored ${label} is not an encrypted value`);
  }
  const fingerprint = fingerprintOf(encryptionKey);
  if (header.kid !== fingerprint) {
    throw new Error(
      `the stored ${label} was encrypted with another OIDC_KEY_ENCRYPTION_KEY (fingerprint ${String(header.kid)}, ` +
        `this one is ${fingerprint}); start with the key it was stored with`,
    );
  }
  // The header is authenticated: a value copied from another row carries that row's label.
  if (header.label !== label)
    throw new Error(`the stored ${label} holds a value sealed as ${String(header.label)}`);
  const { plaintext } = await compactDecrypt(sealed, encryptionKey, {
    keyManagementAlgorithms: [SEAL_ALG],
    contentEncryptionAlgorithms: [SEAL_ENC],
  });
  return new TextDecoder().decode(plaintext);
}
