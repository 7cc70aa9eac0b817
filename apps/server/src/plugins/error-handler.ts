import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; try again in a few seconds';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_LABEL: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/** "Invalid query parameter 'week': expected a number" — names the parameter, as the API promises. */
export function describeValidationError(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): string {
  const label = CONTEXT_LABEL[context ?? ''] ?? 'parameter';
  const parts = issues.map((issue) => {
    const name = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const detail = issue.message ?? 'is invalid';
    return name ? `Invalid ${label} '${name}': ${detail}` : `Invalid ${label}: ${detail}`;
  });
  return parts.join('; ');
}

/**
 * One error handler for the whole server: every failure leaves as `{ message, statusCode }`.
 * Client mistakes keep their 4xx status and message; a database that cannot be reached right now
 * is a 503 with Retry-After; anything unexpected becomes a logged 500 whose details (stack, SQL,
 * paths) never reach the client.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({
          message: describeValidationError(error.validation, error.validationContext),
          statusCode: 400,
        });
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return reply.code(error.statusCode).send({ message: error.message, statusCode: error.statusCode });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message, statusCode: status });
      }
      if (isDatabaseUnavailable(error)) {
        // Passing: the pool reconnects on its own. The client is told to come back shortly.
        request.log.warn({ err: error }, 'database unavailable');
        void reply.header('retry-after', '5');
        return reply.code(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE, statusCode: 503 });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: 'Internal server error', statusCode: 500 });
    });
  },
  { name: 'error-handler' },
);
