import type { SubscriptionPlan } from '@all22/domain';

/** The JWT payload's middle segment, base64url-decoded; null when the token is not a readable JWT. */
function readJwtPayload(token: string): unknown {
  const segment = token.split('.')[1];
  if (segment === undefined) return null;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

const isPlan = (value: unknown): value is SubscriptionPlan =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'status' in value &&
  typeof value.status === 'string';

/**
 * The `plans` claim of an access token (`[{id, status}]`, spec 1 §4). The browser only reads it to
 * decide what to show; the API verifies the token's signature before trusting any claim, so a
 * forged claim unlocks nothing. Anything malformed reads as no plans.
 */
export function readAccessTokenPlans(accessToken: string | null | undefined): SubscriptionPlan[] {
  if (!accessToken) return [];
  const payload = readJwtPayload(accessToken);
  if (typeof payload !== 'object' || payload === null || !('plans' in payload)) return [];
  const { plans } = payload;
  return Array.isArray(plans) ? plans.filter(isPlan).map(({ id, status }) => ({ id, status })) : [];
}
