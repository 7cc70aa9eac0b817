import { plans, type Database, type NewPlan } from '@all22/db';
import type { PlanRoleIndexes } from '@all22/domain';

/** Test-mode prices (US cents); the embedded checkout takes no card data. */
const MONTHLY_PRICE_CENTS = 999;
const ANNUAL_PRICE_CENTS = 7999;

/**
 * The plans on sale are the ones PLAN_ROLE_INDEXES names (id → name). A plan id mentioning
 * "annual" or "year" bills yearly, any other monthly.
 */
export function buildPlanCatalogue(roleIndexes: PlanRoleIndexes): NewPlan[] {
  return [...roleIndexes].map(([planId, name]) => {
    const isYearly = /annual|year/i.test(planId);
    return {
      planId,
      name,
      interval: isYearly ? 'year' : 'month',
      priceCents: isYearly ? ANNUAL_PRICE_CENTS : MONTHLY_PRICE_CENTS,
    };
  });
}

/** Adds the configured plans that are missing; existing plans (and their prices) are kept. */
export async function ensurePlanCatalogue(db: Database, roleIndexes: PlanRoleIndexes): Promise<void> {
  const catalogue = buildPlanCatalogue(roleIndexes);
  if (catalogue.length === 0) return;
  await db.insert(plans).values(catalogue).onConflictDoNothing();
}
