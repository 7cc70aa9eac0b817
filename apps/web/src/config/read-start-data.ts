import {
  type AppConfig,
  appConfigSchema,
  type CurrentScheduleResponse,
  currentScheduleSchema,
  type TeamsResponse,
  teamsResponseSchema,
} from '@all22/contracts';
import type { ResponseSchema } from '../lib/api-client';

/** The id of the data block the server writes into the page (apps/server: plugins/spa-start-data.ts). */
export const START_DATA_ELEMENT_ID = 'all22-start-data';

/** What the server sent with the page: each part null when missing or not what the API answers. */
export interface StartData {
  config: AppConfig | null;
  teams: TeamsResponse | null;
  currentSchedule: CurrentScheduleResponse | null;
}

const NO_START_DATA: StartData = { config: null, teams: null, currentSchedule: null };

function parseOrNull<T>(schema: ResponseSchema<T>, value: unknown): T | null {
  if (value === null || value === undefined) return null;
  try {
    return schema.parse(value);
  } catch {
    return null;
  }
}

/**
 * The start data in the page, checked with the API's own schemas, so the app starts on it without
 * asking for /config.json, the teams and the current week (spec 1 §2's loading screen waits for
 * them). A part that is missing or invalid is null and the app asks for it as before.
 */
export function readStartData(document: Document): StartData {
  const text = document.getElementById(START_DATA_ELEMENT_ID)?.textContent;
  if (text === undefined || text === null || text === '') return NO_START_DATA;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return NO_START_DATA;
  }
  if (typeof data !== 'object' || data === null) return NO_START_DATA;
  const parts = data as Record<string, unknown>;
  return {
    config: parseOrNull(appConfigSchema, parts.config),
    teams: parseOrNull(teamsResponseSchema, parts.teams),
    currentSchedule: parseOrNull(currentScheduleSchema, parts.currentSchedule),
  };
}
