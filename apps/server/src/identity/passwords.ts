import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt (N=2^15, r=8, p=1, 64-byte key, 16-byte salt), stored as
 * `scrypt$N$r$p$salt$key` with base64url parts, so the cost can be raised later and old hashes
 * still verify with the parameters they were made with.
 */
const COST = 32_768;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** scrypt needs 128 × N × r bytes; leave headroom above Node's 32 MiB default. */
const MAX_MEMORY = 64 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** A hash of a password nobody knows: checked when the email is unknown, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/**
 * True when `password` matches `storedHash`. The comparison is constant-time; a missing or
 * malformed hash still costs one scrypt run, so timing does not tell whether an account exists.
 */
export async function verifyPassword(
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  const parsed = storedHash ? parseHash(storedHash) : null;
  if (!parsed) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const decoy = parseHash(await decoyHash);
    if (decoy) await deriveKey(password, decoy.salt, decoy.key.length, decoy.options);
    return false;
  }
  const candidate = await deriveKey(password, parsed.salt, parsed.key.length, parsed.options);
  return timingSafeEqual(candidate, parsed.key);
}

function parseHash(stored: string): { salt: Buffer; key: Buffer; options: ScryptOptions } | null {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const options = { N: Number(cost), r: Number(blockSize), p: Number(parallelism) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) return null;
  return { salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url'), options };
}
