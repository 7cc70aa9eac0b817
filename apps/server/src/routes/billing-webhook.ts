import {
  apiErrorSchema,
  BILLING_SIGNATURE_HEADER,
  billingWebhookAckSchema,
  billingWebhookEventSchema,
} from '@all22/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { applyBillingEvent } from '../identity/apply-billing-event.js';
import { verifyBillingSignature } from '../identity/billing-signature.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, for signature checks (set by this plugin's JSON parser only). */
    rawBody?: Buffer;
  }
}

/**
 * POST /api/billing/webhook — a billing provider sets subscription statuses. The signature is
 * checked on the exact bytes received, before the body is validated, so unsigned callers learn
 * nothing about the expected shape.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ secret: string | undefined }> = async (
  app,
  options,
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const raw = body as Buffer;
      (request as FastifyRequest).rawBody = raw;
      try {
        done(null, JSON.parse(raw.toString('utf8')) as unknown);
      } catch {
        done(new AppError('BAD_REQUEST', 'The body is not valid JSON'), undefined);
      }
    },
  );

  app.post(
    '/api/billing/webhook',
    {
      schema: {
        summary: 'Billing provider events (HMAC-signed)',
        tags: ['billing'],
        body: billingWebhookEventSchema,
        response: {
          200: billingWebhookAckSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      preValidation: async (request) => {
        if (!options.secret) throw new AppError('UNAVAILABLE', 'The billing webhook is not configured');
        const header = request.headers[BILLING_SIGNATURE_HEADER];
        const check = verifyBillingSignature(
          options.secret,
          Array.isArray(header) ? header[0] : header,
          request.rawBody ?? Buffer.alloc(0),
          Math.floor(Date.now() / 1000),
        );
        if (!check.ok) throw new AppError('UNAUTHORIZED', `Webhook refused: ${check.reason}`);
      },
    },
    async (request) => {
      const outcome = await applyBillingEvent(app.database.db, request.body);
      const { id, data } = request.body;
      if ('refused' in outcome) {
        request.log.warn({ event: id, subscription: data.subscriptionId }, outcome.refused);
        throw new AppError('CONFLICT', `Event refused: ${outcome.refused}`);
      }
      if (outcome.ignored) {
        request.log.warn({ event: id, subscription: data.subscriptionId }, 'billing event ignored: stale');
      } else if (!outcome.duplicate) {
        request.log.info({ event: id, status: data.status }, 'billing event');
      }
      return { received: true as const, ...outcome };
    },
  );
};
