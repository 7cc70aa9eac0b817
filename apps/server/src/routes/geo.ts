import { geoResponseSchema } from '@all22/contracts';
import { readCountryHeader } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The country in a proxy header value, or "unknown". */
export function readCountry(value: string | string[] | undefined): string {
  return readCountryHeader(value) ?? 'unknown';
}

/**
 * GET /api/geo — the requester's country, as the proxy or CDN in front of us reports it in
 * GEO_COUNTRY_HEADER. Without that header the answer is "unknown", which never blocks.
 */
export const geoRoutes: FastifyPluginAsyncZod<{ headerName: string }> = async (app, options) => {
  const headerName = options.headerName.toLowerCase();
  app.get(
    '/api/geo',
    {
      schema: {
        summary: "The requester's country (for the country allow-list)",
        tags: ['system'],
        response: { 200: geoResponseSchema },
      },
      config: { cacheSeconds: 0 },
    },
    async (request) => ({ country: readCountry(request.headers[headerName]) }),
  );
};
