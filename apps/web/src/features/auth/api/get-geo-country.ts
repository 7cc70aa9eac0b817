import { type AppConfig, geoResponseSchema } from '@all22/contracts';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/geo: the caller's country code for the country allow-list, or undefined when the
 * server does not know it ("unknown") — an unknown country never blocks.
 */
export async function getGeoCountry(config: AppConfig): Promise<string | undefined> {
  const { country } = await apiGet('/api/geo', geoResponseSchema, { baseUrl: config.apiBaseUrl });
  return country === 'unknown' ? undefined : country;
}
