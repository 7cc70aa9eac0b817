import { appConfigSchema, type AppConfig } from '@all22/contracts';
import { apiGet } from '../lib/api-client';

export const APP_CONFIG_PATH = '/config.json';

/** Reads the runtime configuration; throws an ApiRequestError when it is missing or invalid. */
export function loadAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiGet(APP_CONFIG_PATH, appConfigSchema, { signal });
}
