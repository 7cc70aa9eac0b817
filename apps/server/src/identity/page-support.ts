import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { renderMessagePage } from './pages/message-page.js';

/**
 * Form posts as received (urlencoded); each handler validates what it reads. Every value is one
 * string: {@link refuseRepeatedFields} answers anything else before a handler runs.
 */
export type FormBody = Record<string, string | undefined>;

/** Identity pages are personal: never cached, always HTML. */
export function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** A 303 to a page of ours (after a successful post, or to sign in). */
export function redirectTo(reply: FastifyReply, location: string) {
  return reply.code(303).header('cache-control', 'no-store').redirect(location);
}

/** Pages are for people: errors in a page context (a rate limit, a bad form) are pages too, not JSON. */
export function setPageErrorHandler(app: FastifyInstance, basePath: string): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'identity page failed');
    const isRateLimited = status === 429;
    return sendPage(
      reply,
      status,
      renderMessagePage({
        basePath,
        title: isRateLimited ? 'Too many attempts' : 'Something went wrong',
        message: isRateLimited
          ? 'Too many attempts from your connection. Wait a minute, then try again.'
          : 'The page could not be shown. Go back to All22 and try again.',
      }),
    );
  });
}

/** The account pages a sign-in may return to. */
const RETURN_PAGES = ['plans', 'subscriptions', 'account'];

/**
 * A return path from a query or form: only one of our account pages (with its query), never
 * another site or a protocol endpoint; anything else falls back to the subscriptions page.
 */
export function getSafeReturnPath(value: unknown, basePath: string): string {
  const fallback = `${basePath}/subscriptions`;
  if (typeof value !== 'string' || value.length > 500 || /[\\\s]|\/\//.test(value)) return fallback;
  const prefix = `${basePath}/`;
  if (!value.startsWith(prefix)) return fallback;
  const page = value.slice(prefix.length).split(/[/?#]/, 1)[0] ?? '';
  return RETURN_PAGES.includes(page) ? value : fallback;
}

/** What makes a form body or query unreadable: a field sent more than once, or not a form at all. */
export type UnreadableForm = { kind: 'repeated'; field: string } | { kind: 'not-a-form' };

/** The first reason a form body or query is not a record of single strings, or undefined. */
export function findUnreadableForm(values: unknown): UnreadableForm | undefined {
  if (values === undefined || values === null) return undefined;
  if (typeof values !== 'object' || Array.isArray(values)) return { kind: 'not-a-form' };
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value)) return { kind: 'repeated', field };
    if (typeof value !== 'string') return { kind: 'not-a-form' };
  }
  return undefined;
}

/**
 * Every page route reads its form and query as single strings, but `email=a&email=b` parses to
 * an array (and a JSON body to anything): such a request is answered with a 400 page naming the
 * field, before any handler sees it.
 */
export function refuseRepeatedFields(app: FastifyInstance, basePath: string): void {
  app.addHook('preValidation', async (request, reply) => {
    const problem = findUnreadableForm(request.query) ?? findUnreadableForm(request.body);
    if (!problem) return;
    request.log.info({ problem }, 'identity page request with a repeated field or an unreadable form');
    return sendPage(
      reply,
      400,
      renderMessagePage({
        basePath,
        title: 'Form not accepted',
        message:
          problem.kind === 'repeated'
            ? `The field "${problem.field.slice(0, 50)}" was sent more than once. Go back, reload the page and send the form again.`
            : 'This form could not be read. Go back, reload the page and send the form again.',
      }),
    );
  });
}
