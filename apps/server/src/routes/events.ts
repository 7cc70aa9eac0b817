import {
  analyticsAcceptedSchema,
  analyticsBatchSchema,
  apiErrorSchema,
  type AnalyticsEventInput,
} from '@all22/contracts';
import { analyticsEvents, type Database, type NewAnalyticsEvent } from '@all22/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Largest body accepted: a full batch of 100 events with their properties fits comfortably; the
 * API's default (1 MiB) would invite much more than analytics needs.
 */
export const EVENTS_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * analytics_events rows: `name` is the event type (page_view, click), `page` the path, and the
 * client's own name, time and properties go into `properties` ({ name, occurredAt?, properties? })
 * — nested, so a client property can never overwrite them. created_at is the server's receipt time.
 */
export function toAnalyticsRow(event: AnalyticsEventInput, userId: string | null): NewAnalyticsEvent {
  return {
    name: event.type,
    page: event.path,
    properties: {
      name: event.name,
      ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
      ...(event.properties ? { properties: event.properties } : {}),
    },
    userId,
  };
}

/** Stores a batch in one insert: all of it or none. */
export async function recordAnalyticsEvents(
  db: Database,
  events: readonly AnalyticsEventInput[],
  userId: string | null,
): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(analyticsEvents).values(events.map((event) => toAnalyticsRow(event, userId)));
  return events.length;
}

/**
 * POST /api/events — batched page views and clicks. Public: a signed-in caller's events carry the
 * token's subject (lower-cased, as saved searches store it), a signed-out caller's none.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon (used as a page unloads) can only send text/plain without a CORS
  // preflight: read such a body as JSON too. This plugin's context only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/api/events',
    {
      bodyLimit: EVENTS_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Record page views and clicks (batched, at most 100 per request)',
        tags: ['analytics'],
        body: analyticsBatchSchema,
        response: { 202: analyticsAcceptedSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const subject = request.auth.token?.subject;
      const accepted = await recordAnalyticsEvents(
        app.database.db,
        request.body.events,
        subject ? subject.toLowerCase() : null,
      );
      return reply.code(202).header('cache-control', 'no-store').send({ accepted });
    },
  );
};
