import { isSubscribedPlan, type SubscriptionPlan } from './subscription-status.js';

/**
 * PLAN_ROLE_INDEXES parsed: plan id → the plan's role name, in configured order. The order is the
 * priority when a user holds several configured plans.
 */
export type PlanRoleIndexes = ReadonlyMap<string, string>;

/** Example of the expected format, quoted in error messages. */
export const PLAN_ROLE_INDEXES_EXAMPLE = 'all22-monthly:Monthly,all22-annual:Annual';

/** Thrown by {@link parsePlanRoleIndexes}; `invalidEntries` lists every bad entry verbatim. */
export class PlanRoleIndexesError extends Error {
  readonly invalidEntries: readonly string[];

  constructor(invalidEntries: readonly string[], reasons: readonly string[]) {
    super(
      `Invalid PLAN_ROLE_INDEXES: ${reasons.join('; ')}. Expected comma-separated "planId:Role" pairs, e.g. "${PLAN_ROLE_INDEXES_EXAMPLE}".`,
    );
    this.name = 'PlanRoleIndexesError';
    this.invalidEntries = invalidEntries;
  }
}

/**
 * Parses the PLAN_ROLE_INDEXES configuration string ("planId:Role,planId:Role").
 * Whitespace around entries, ids and roles is ignored, and so are empty entries (a trailing comma);
 * an empty string means no plans are configured. Every malformed entry (no colon, more than one
 * colon, empty id or role, repeated id) is collected, then all are reported in one
 * {@link PlanRoleIndexesError}, so configuration fails at boot with the whole list.
 */
export function parsePlanRoleIndexes(config: string): PlanRoleIndexes {
  const indexes = new Map<string, string>();
  const invalidEntries: string[] = [];
  const reasons: string[] = [];
  const reject = (entry: string, reason: string) => {
    invalidEntries.push(entry);
    reasons.push(`"${entry}" ${reason}`);
  };

  for (const rawEntry of config.split(',')) {
    const entry = rawEntry.trim();
    if (entry === '') continue;
    const parts = entry.split(':');
    if (parts.length !== 2) {
      reject(entry, parts.length === 1 ? 'has no ":"' : 'has more than one ":"');
      continue;
    }
    const planId = (parts[0] ?? '').trim();
    const role = (parts[1] ?? '').trim();
    if (planId === '') reject(entry, 'has an empty plan id');
    else if (role === '') reject(entry, 'has an empty role');
    else if (indexes.has(planId)) reject(entry, `repeats plan id "${planId}"`);
    else indexes.set(planId, role);
  }

  if (invalidEntries.length > 0) throw new PlanRoleIndexesError(invalidEntries, reasons);
  return indexes;
}

/**
 * The role name of the user's subscribed plan, or null ("No Subscription"). Only plans whose status
 * grants access count (a PAUSED or EXPIRED plan is not "the subscribed plan"); when the user holds
 * several, the one configured first wins, so the answer does not depend on the token's order.
 */
export function getSubscribedPlan(
  plans: readonly SubscriptionPlan[],
  roleIndexes: PlanRoleIndexes,
): string | null {
  const heldIds = new Set(plans.filter(isSubscribedPlan).map((plan) => plan.id));
  for (const [planId, role] of roleIndexes) {
    if (heldIds.has(planId)) return role;
  }
  return null;
}
