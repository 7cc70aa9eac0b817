/**
 * Identity provider storage: accounts, plans and subscriptions, the oidc-provider adapter's
 * payloads and signing keys, password reset tokens and failed sign-ins.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';

/** The account's display settings (the spec's data.display). */
export interface DisplaySettings {
  /** Show live odds; the spec's default is true. */
  showOddsInfo: boolean;
  /** 0 (standard), 0.5 or 1. */
  pointsPerReception: 0 | 0.5 | 1;
  /** Film angles (SIDELINE, ENDZONE, ALL_22); absent until first saved, read as the defaults. */
  clipTypes?: string[];
}

export const subscriptionStatuses = ['ACTIVE', 'CANCELLED', 'GRACE_PERIOD', 'PAUSED', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** Why a recorded billing event changed nothing: stale, it was older than the last one applied. */
export const billingEventIgnoredReasons = ['stale'] as const;
export type BillingEventIgnoredReason = (typeof billingEventIgnoredReasons)[number];
/** embedded: our own billing pages; alternate: the spec's alternate billing provider. */
export type BillingProvider = 'embedded' | 'alternate';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    /** The OIDC subject. */
    uid: text('uid').primaryKey(),
    /** Stored as entered; uniqueness and look-ups use lower(email). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displaySettings: jsonb('display_settings')
      .$type<DisplaySettings>()
      .notNull()
      .default({ showOddsInfo: true, pointsPerReception: 0 }),
    /** Team ids, most favoured first (the spec's data.league.favoriteTeams). */
    favoriteTeams: text('favorite_teams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The chat finds an account by the token subject lower-cased (chat user ids are lower case).
    index('users_uid_lower_idx').on(sql`lower(${t.uid})`),
  ],
);

export const plans = pgTable(
  'plans',
  {
    planId: text('plan_id').primaryKey(),
    name: text('name').notNull(),
    /** month | year. */
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Inactive plans keep their subscribers but are no longer sold. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [oneOf('plans', t.interval, ['month', 'year'])],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: uuid('subscription_id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.planId),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    provider: text('provider').$type<BillingProvider>().notNull().default('embedded'),
    /** The billing provider's own id for the subscription, when it has one. */
    externalId: text('external_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /**
     * When the billing provider created the last event applied to this subscription (its
     * `created`); an event created before it arrived late and is recorded but not applied.
     */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    unique('subscriptions_provider_external_id_key').on(t.provider, t.externalId),
    oneOf('subscriptions', t.status, subscriptionStatuses),
    oneOf('subscriptions', t.provider, ['embedded', 'alternate']),
  ],
);

/** Subscription history; the unique external event id makes webhook replays no-ops. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    eventId: uuid('event_id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.subscriptionId, {
      onDelete: 'cascade',
    }),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProvider>().notNull(),
    /** The provider's event id; null for events we raise ourselves. */
    externalEventId: text('external_event_id'),
    /** e.g. CREATED, RENEWED, CANCELLED, PAUSED, RESUMED, EXPIRED. */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Null when the event was applied; otherwise why it was recorded and ignored. */
    ignoredReason: text('ignored_reason').$type<BillingEventIgnoredReason>(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('subscription_events', t.ignoredReason, billingEventIgnoredReasons),
    unique('subscription_events_external_event_key').on(t.provider, t.externalEventId),
    index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt),
    index('subscription_events_user_idx').on(t.userId),
  ],
);

/**
 * oidc-provider adapter storage: one table for every model (Session, AccessToken,
 * AuthorizationCode, RefreshToken, Grant, Interaction...). The lookup columns mirror what the
 * adapter interface asks for: findByUid, findByUserCode and revokeByGrantId.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** The oidc-provider model name. */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** Rows past this instant are treated as absent and swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Token signing keys, shared by every server process; the newest unretired key signs. */
export const oidcKeys = pgTable('oidc_keys', {
  kid: text('kid').primaryKey(),
  /**
   * The public JWK when `sealed_jwk` is set; otherwise the private JWK, unencrypted (a
   * development database without OIDC_KEY_ENCRYPTION_KEY): anyone who can read it can mint tokens.
   */
  jwk: jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  /** The private JWK encrypted with OIDC_KEY_ENCRYPTION_KEY: a compact JWE (dir, A256GCM). */
  sealedJwk: text('sealed_jwk'),
  createdAt: createdAt(),
  /** Retired keys still verify tokens until those expire, but no longer sign. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Random secrets the server generates once and every process shares: the root the default cookie
 * and form keys are derived from when OIDC_COOKIE_KEYS / FORM_KEYS are not set (development).
 */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  /** base64url bytes, or (when `is_sealed`) a compact JWE of them under OIDC_KEY_ENCRYPTION_KEY. */
  value: text('value').notNull(),
  isSealed: boolean('is_sealed').notNull().default(false),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 of the emailed token: a leaked table cannot be used to reset passwords. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Failed password checks on one account from one client address (sign-in, and the account page's
 * current-password checks). After a few, that address waits before its next check, longer with
 * each further failure; other addresses are unaffected, so nobody can lock a user out. Kept here,
 * not in memory, and changed by one statement each, so every server process counts together.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** The client's address as the server saw it; an IPv6 address by its /64 network. */
    clientAddress: text('client_address').notNull(),
    /** Failures since the count last started (a success or a quiet day starts it again). */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No password is checked for this account from this address before this instant. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clientAddress] }),
    index('sign_in_failures_last_failure_at_idx').on(t.lastFailureAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Plan = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionEvent = typeof subscriptionEvents.$inferSelect;
export type NewSubscriptionEvent = typeof subscriptionEvents.$inferInsert;
export type OidcPayload = typeof oidcPayloads.$inferSelect;
export type NewOidcPayload = typeof oidcPayloads.$inferInsert;
export type OidcKey = typeof oidcKeys.$inferSelect;
export type NewOidcKey = typeof oidcKeys.$inferInsert;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type NewPasswordResetToken = typeof passwordResetTokens.$inferInsert;
