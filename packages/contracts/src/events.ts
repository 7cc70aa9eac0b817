/**
 * POST /api/events — analytics: the web app's page views and clicks, sent in batches (spec 1:
 * "Analytics events for page view and click are tracked").
 */
import { z } from 'zod';

export const ANALYTICS_EVENT_TYPES = ['page_view', 'click'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Events per request at most; a client with more sends several batches. */
export const MAX_ANALYTICS_BATCH_SIZE = 100;
/** Properties per event at most. */
export const MAX_ANALYTICS_PROPERTIES = 30;

const propertyValueSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.strictObject({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  /** What was viewed or clicked, e.g. "game" or "nav.fantasy". */
  name: z.string().trim().min(1).max(200),
  /** The app path the event happened on, e.g. "/games/2024101300". */
  path: z.string().min(1).max(2_000).startsWith('/'),
  /** Flat details (no nesting), e.g. { "teamId": "3800" }. */
  properties: z
    .record(z.string().min(1).max(100), propertyValueSchema)
    .refine((value) => Object.keys(value).length <= MAX_ANALYTICS_PROPERTIES, {
      error: `must have at most ${MAX_ANALYTICS_PROPERTIES} keys`,
    })
    .optional(),
  /** When it happened on the client (ISO 8601); the server's receipt time is stored besides. */
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
  .strictObject({
    events: z.array(analyticsEventSchema).min(1).max(MAX_ANALYTICS_BATCH_SIZE),
  })
  .meta({ id: 'AnalyticsBatch' });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** 202: how many events of the batch were stored (all of them: a batch is stored whole or not at all). */
export const analyticsAcceptedSchema = z
  .object({ accepted: z.number().int().min(0) })
  .meta({ id: 'AnalyticsAccepted' });
export type AnalyticsAccepted = z.infer<typeof analyticsAcceptedSchema>;
