import { z } from 'zod';

/** The header carrying a billing webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const BILLING_SIGNATURE_HEADER = 'x-all22-signature';

/**
 * POST /api/billing/webhook — an external billing provider reports a subscription's state. The
 * body is signed (HMAC-SHA256 over `${t}.${raw body}` with the shared secret); an event id seen
 * before is acknowledged and ignored, so the provider may retry safely. An event created before
 * the last one applied to its subscription is recorded and ignored (acknowledged, `ignored:
 * 'stale'`); one naming another user than the subscription's owner is refused (409).
 */
export const billingWebhookEventSchema = z
  .object({
    /** The provider's unique event id: the replay key. */
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(100),
    /**
     * When the provider created the event: the order events are applied in. Without it the
     * event cannot be ordered and is applied as it arrives.
     */
    created: z.iso.datetime({ offset: true }).optional(),
    /** Which billing provider sends it (the spec's alternate provider by default). */
    provider: z.enum(['embedded', 'alternate']).default('alternate'),
    data: z.object({
      /** The user's UID (the token's sub). */
      userId: z.string().min(1).max(200),
      planId: z.string().min(1).max(100),
      /** The provider's id for the subscription; one subscription per (provider, id). */
      subscriptionId: z.string().min(1).max(200),
      status: z.enum(['ACTIVE', 'CANCELLED', 'GRACE_PERIOD', 'PAUSED', 'EXPIRED']),
      currentPeriodStart: z.iso.datetime({ offset: true }),
      currentPeriodEnd: z.iso.datetime({ offset: true }),
    }),
  })
  .meta({ id: 'BillingWebhookEvent' });
export type BillingWebhookEvent = z.infer<typeof billingWebhookEventSchema>;

export const billingWebhookAckSchema = z
  .object({
    received: z.literal(true),
    /** True when the event id was seen before and nothing changed. */
    duplicate: z.boolean(),
    /** Set when the event was recorded but changed nothing: stale, older than the last one applied. */
    ignored: z.enum(['stale']).optional(),
  })
  .meta({ id: 'BillingWebhookAck' });
export type BillingWebhookAck = z.infer<typeof billingWebhookAckSchema>;
