import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { renderMessagePage } from './pages/message-page.js';

/** Form posts as received (urlencoded); each handler validates what it reads. */
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
