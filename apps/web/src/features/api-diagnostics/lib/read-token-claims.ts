/** What the diagnostics page shows of an access token (a JWT): never its signature or raw text. */
export interface TokenClaims {
  subject: string | null;
  /** Expiry as epoch milliseconds; null when the token has no exp claim. */
  expiresAt: number | null;
  issuer: string | null;
}

const decodeSegment = (segment: string): unknown => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

/**
 * The claims of a JWT's payload, read without verifying it (the API verifies; this only shows the
 * browser's copy). Null when the text is not a JWT with a JSON object payload.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = decodeSegment(parts[1]);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const claims = payload as Record<string, unknown>;
  return {
    subject: typeof claims.sub === 'string' ? claims.sub : null,
    expiresAt: typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null,
    issuer: typeof claims.iss === 'string' ? claims.iss : null,
  };
}

/** "expires in 4 min", "expired 2 min ago", or "no expiry" — rounded down to whole minutes. */
export function describeExpiry(expiresAt: number | null, now: number): string {
  if (expiresAt === null) return 'no expiry';
  const minutes = Math.floor(Math.abs(expiresAt - now) / 60_000);
  const span = minutes < 1 ? 'under a minute' : `${minutes} min`;
  return expiresAt >= now ? `expires in ${span}` : `expired ${span} ago`;
}
