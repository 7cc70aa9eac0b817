import { z } from 'zod';

/** GET /api/geo — the caller's country from a trusted proxy header, for the country allow-list. */
export const geoResponseSchema = z
  .object({
    /** ISO 3166-1 alpha-2 code (upper case), or "unknown": an unknown country never blocks. */
    country: z.union([z.string().regex(/^[A-Z]{2}$/), z.literal('unknown')]),
  })
  .meta({ id: 'Geo' });
export type GeoResponse = z.infer<typeof geoResponseSchema>;
