import { listenToChannel, type DatabaseHandle } from '@all22/db';
import { createLocalJWKSet, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import { ID_TOKEN_TTL } from './create-identity-provider.js';
import {
  ensureSigningKeys,
  readSigningKeys,
  removeRetiredSigningKeys,
  SIGNING_KEYS_CHANNEL,
  type KeyStorageOptions,
  type SigningKeys,
} from './signing-keys.js';

/** Every process re-reads the keys this often, for a change whose notification it missed. */
export const KEY_RELOAD_INTERVAL_MS = 5 * 60 * 1000;
/** A token with a kid this process does not know re-reads the keys at most this often. */
export const UNKNOWN_KID_RELOAD_MS = 10 * 1000;
/** Allowance for clocks of processes and verifiers that differ, in seconds. */
const CLOCK_MARGIN_SECONDS = 60;

/**
 * How long a retired key must stay published: a process that missed the rotation's notification
 * signs with it for up to one reload interval more, and its last token lives as long as the
 * longest-lived signed token (the access token or the ID token).
 */
export function getKeyRetentionSeconds(accessTokenTtl: number): number {
  return Math.max(accessTokenTtl, ID_TOKEN_TTL) + KEY_RELOAD_INTERVAL_MS / 1000 + CLOCK_MARGIN_SECONDS;
}

/** This process's view of the stored signing keys, kept current. */
export interface SigningKeyRing {
  /** The keys read last: the signing key first. */
  readonly keys: SigningKeys;
  /**
   * For jose's jwtVerify: the public keys read last. A token signed by a key it does not know
   * makes it read them again (at most every {@link UNKNOWN_KID_RELOAD_MS}), so a key another
   * process just added verifies here at once.
   */
  readonly getVerificationKey: JWTVerifyGetKey;
  /** Reads the keys again; the listeners hear of it when they changed. */
  reload(): Promise<void>;
  /** `listener` is called with the new keys after every change. */
  onChange(listener: (keys: SigningKeys) => void): void;
  close(): Promise<void>;
}

export interface SigningKeyRingOptions extends KeyStorageOptions {
  database: DatabaseHandle;
  /** Retired keys are deleted this long after retirement ({@link getKeyRetentionSeconds}). */
  retentionSeconds: number;
  reloadIntervalMs?: number;
  onError: (error: Error) => void;
  now?: () => number;
}

/**
 * Loads the keys (creating or encrypting them as needed) and keeps them current: on every
 * rotation's notification (LISTEN), on a timer (which also deletes keys past their retention),
 * and when a token names an unknown key.
 */
export async function openSigningKeyRing(options: SigningKeyRingOptions): Promise<SigningKeyRing> {
  const { database, onError, now = Date.now } = options;
  const db = database.db;
  await ensureSigningKeys(db, options);
  let keys = await readSigningKeys(db, options);
  let localSet = createLocalJWKSet({ keys: keys.publicJwks });
  const listeners = new Set<(keys: SigningKeys) => void>();
  let inFlight: Promise<void> | null = null;
  let lastUnknownKidReload = 0;

  const readAndSwap = async (): Promise<void> => {
    const next = await readSigningKeys(db, options);
    if (describeKeys(next) === describeKeys(keys)) return;
    keys = next;
    localSet = createLocalJWKSet({ keys: keys.publicJwks });
    for (const listener of listeners) {
      try {
        listener(keys);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };
  /** One read at a time; callers during a read wait for it. */
  const reload = (): Promise<void> => {
    inFlight ??= readAndSwap().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  const reportError = (error: unknown) => onError(error instanceof Error ? error : new Error(String(error)));

  const stopListening = await listenForKeyChanges(database, () => void reload().catch(reportError), onError);
  const timer = setInterval(() => {
    removeRetiredSigningKeys(db, options.retentionSeconds)
      .then(() => reload())
      .catch(reportError);
  }, options.reloadIntervalMs ?? KEY_RELOAD_INTERVAL_MS);
  timer.unref();

  const getVerificationKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await localSet(header, token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      if (now() - lastUnknownKidReload < UNKNOWN_KID_RELOAD_MS) throw error;
      lastUnknownKidReload = now();
      await reload();
      return localSet(header, token);
    }
  };

  return {
    get keys() {
      return keys;
    },
    getVerificationKey,
    reload,
    onChange(listener) {
      listeners.add(listener);
    },
    async close() {
      clearInterval(timer);
      listeners.clear();
      await stopListening();
    },
  };
}

/** Which keys, in which order: a change of either is a change of the provider's keys. */
const describeKeys = (keys: SigningKeys): string => keys.publicJwks.map((key) => key.kid).join(',');

interface KeyChangeListener {
  listeners: Set<() => void>;
  stop: Promise<() => Promise<void>>;
}
/** One LISTEN per database handle: apps sharing a handle (tests) share its connection too. */
const keyChangeListeners = new WeakMap<DatabaseHandle, KeyChangeListener>();

async function listenForKeyChanges(
  database: DatabaseHandle,
  onChange: () => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let shared = keyChangeListeners.get(database);
  if (!shared) {
    const listeners = new Set<() => void>();
    const created: KeyChangeListener = {
      listeners,
      stop: listenToChannel(
        database,
        SIGNING_KEYS_CHANNEL,
        () => listeners.forEach((listener) => listener()),
        onError,
      ),
    };
    keyChangeListeners.set(database, created);
    created.stop.catch(() => keyChangeListeners.delete(database));
    shared = created;
  }
  const { listeners, stop } = shared;
  listeners.add(onChange);
  try {
    await stop;
  } catch (error) {
    listeners.delete(onChange);
    throw error;
  }
  return async () => {
    listeners.delete(onChange);
    if (listeners.size > 0 || keyChangeListeners.get(database) !== shared) return;
    keyChangeListeners.delete(database);
    await (
      await stop
    )();
  };
}
