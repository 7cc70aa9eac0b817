import { apiErrorSchema, supportMessageRequestSchema, supportMessageResponseSchema } from '@all22/contracts';
import { supportMessages } from '@all22/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A contact message is a few KB at most; more is not a message. */
const SUPPORT_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * POST /api/support/messages — the support page's contact form, stored in support_messages.
 * Public (signed-out visitors need help too); a signed-in sender's subject is kept with it.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support/messages',
    {
      bodyLimit: SUPPORT_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Send a message to support',
        tags: ['support'],
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const subject = request.auth.token?.subject;
      const [row] = await app.database.db
        .insert(supportMessages)
        .values({ ...request.body, userId: subject ? subject.toLowerCase() : null })
        .returning({
          supportMessageId: supportMessages.supportMessageId,
          createdAt: supportMessages.createdAt,
        });
      if (!row) throw new Error('support_messages insert returned no row');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ supportMessageId: row.supportMessageId, createdAt: row.createdAt.toISOString() });
    },
  );
};
