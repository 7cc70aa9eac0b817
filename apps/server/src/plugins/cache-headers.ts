import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control max-age for this route's successful GET answers, in seconds (default 60). */
    cacheSeconds?: number;
  }
}

/** Default max-age of an API answer: the spec's "cache max-age of 60". */
export const DEFAULT_CACHE_SECONDS = 60;

/**
 * Cache headers for the API: `Cache-Control: max-age=N` from the route's `cacheSeconds`, and an
 * ETag on every answer so a client revalidating with If-None-Match gets a 304 without the body.
 */
export const cacheHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(etag, { weak: true });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
      // A 304 carries the answer's own Cache-Control: the client's stored copy takes its headers.
      const status = reply.statusCode;
      const isCacheable = request.method === 'GET' && ((status >= 200 && status < 300) || status === 304);
      const seconds = request.routeOptions.config.cacheSeconds ?? DEFAULT_CACHE_SECONDS;
      // An answer to a signed-in caller (a subscriber's, an account's) may be kept by the browser
      // but not by a shared cache.
      const isPersonal =
        request.headers.authorization !== undefined || request.url.startsWith('/api/secured/');
      const scope = isPersonal ? 'private, ' : '';
      void reply.header(
        'cache-control',
        isCacheable && seconds > 0 ? `${scope}max-age=${seconds}` : 'no-store',
      );
      return payload;
    });
  },
  { name: 'cache-headers' },
);
