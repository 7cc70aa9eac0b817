import { getSubscribedPlan, type PlanRoleIndexes } from './plan-role-indexes.js';
import { isLoggedIn, isPaused, isSubscribed, type SubscriptionPlan } from './subscription-status.js';

/** What the access rules need to know about the current user. */
export interface UserState {
  readonly isLoggedIn: boolean;
  /** A plan is ACTIVE, CANCELLED or GRACE_PERIOD. */
  readonly isSubscribed: boolean;
  /** A plan is PAUSED. */
  readonly isPaused: boolean;
  /** Role name of the subscribed plan (from PLAN_ROLE_INDEXES), or null ("No Subscription"). */
  readonly subscribedPlan: string | null;
  /** The user pays through the alternate billing provider (other purchase page). */
  readonly isAltBilling: boolean;
  /** ISO 3166-1 alpha-2 country code when known. Unknown never blocks. */
  readonly country?: string | undefined;
}

export interface UserStateInput {
  /** The identity profile; null or undefined when signed out. */
  readonly profile: unknown;
  /** The token's plans; ignored when signed out. */
  readonly plans: readonly SubscriptionPlan[];
  readonly roleIndexes: PlanRoleIndexes;
  readonly isAltBilling?: boolean;
  readonly country?: string | undefined;
}

/** The state of a visitor who has not signed in. */
export const SIGNED_OUT_USER_STATE: UserState = {
  isLoggedIn: false,
  isSubscribed: false,
  isPaused: false,
  subscribedPlan: null,
  isAltBilling: false,
};

/**
 * Builds the {@link UserState} from the identity profile and the token's plans (spec 1 §4).
 * Plans without a profile are ignored: a stale token must not grant access after sign-out.
 */
export function getUserState(input: UserStateInput): UserState {
  if (!isLoggedIn(input.profile)) return { ...SIGNED_OUT_USER_STATE, country: input.country };
  return {
    isLoggedIn: true,
    isSubscribed: isSubscribed(input.plans),
    isPaused: isPaused(input.plans),
    subscribedPlan: getSubscribedPlan(input.plans, input.roleIndexes),
    isAltBilling: input.isAltBilling ?? false,
    country: input.country,
  };
}
