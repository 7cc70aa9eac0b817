import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may be from now: older deliveries are refused as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const sign = (secret: string, timestamp: number, body: Buffer | string): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The signature header for a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signBillingPayload(secret: string, body: Buffer | string, timestamp: number): string {
  return `t=${timestamp},v1=${sign(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a webhook signature in constant time. The timestamp is inside the signed text, so an
 * old delivery cannot be replayed with a fresh time; one outside the tolerance is refused.
 */
export function verifyBillingSignature(
  secret: string,
  header: string | undefined,
  body: Buffer,
  nowSeconds: number,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing signature' };
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    return { ok: false, reason: 'malformed signature' };
  }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'signature timestamp outside the allowed window' };
  }
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
    ? { ok: true }
    : { ok: false, reason: 'bad signature' };
}
