/** Plan statuses the identity provider puts in the token's plans list (spec 1 §3, §4). */
export const PLAN_STATUSES = ['ACTIVE', 'CANCELLED', 'GRACE_PERIOD', 'PAUSED', 'EXPIRED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * Statuses that still grant access. CANCELLED counts because a cancelled plan stays paid until
 * the end of its period; GRACE_PERIOD because a failed renewal is still being retried.
 */
export const SUBSCRIBED_PLAN_STATUSES = [
  'ACTIVE',
  'CANCELLED',
  'GRACE_PERIOD',
] as const satisfies readonly PlanStatus[];

/** One entry of the token's plans list. `status` stays a string: the provider may add statuses. */
export interface SubscriptionPlan {
  readonly id: string;
  readonly status: string;
}

/** True when `value` is exactly one of {@link PLAN_STATUSES} (case-sensitive, as the provider sends it). */
export function isPlanStatus(value: unknown): value is PlanStatus {
  return typeof value === 'string' && (PLAN_STATUSES as readonly string[]).includes(value);
}

/** True when this single plan grants access (ACTIVE, CANCELLED or GRACE_PERIOD). */
export function isSubscribedPlan(plan: SubscriptionPlan): boolean {
  return (SUBSCRIBED_PLAN_STATUSES as readonly string[]).includes(plan.status);
}

/** Subscribed = any plan is ACTIVE, CANCELLED or GRACE_PERIOD (spec 1 §4). An empty list is not subscribed. */
export function isSubscribed(plans: readonly SubscriptionPlan[]): boolean {
  return plans.some(isSubscribedPlan);
}

/** Paused = any plan is PAUSED (spec 1 §4), whatever the other plans say. */
export function isPaused(plans: readonly SubscriptionPlan[]): boolean {
  return plans.some((plan) => plan.status === 'PAUSED');
}

/** Logged in = an identity profile exists (spec 1 §4); `null` and `undefined` mean signed out. */
export function isLoggedIn(profile: unknown): boolean {
  return profile !== null && profile !== undefined;
}
