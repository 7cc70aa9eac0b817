import type { FastifyInstance } from 'fastify';

/** The id of the page's start-data block, read by the web app's main.tsx (config/read-start-data.ts). */
export const START_DATA_ELEMENT_ID = 'all22-start-data';

/**
 * What the app waits for before its first page (spec 1 §2: the configuration, the teams, the
 * current week), by the keys the web app reads, and the API answers that give them.
 */
const START_DATA_SOURCES = {
  config: '/config.json',
  teams: '/api/teams/all',
  currentSchedule: '/api/schedules/current',
} as const;

type StartData = Record<keyof typeof START_DATA_SOURCES, unknown>;

/**
 * The start data as this server's own API answers it (through every hook: its response cache
 * makes these memory reads, fresh within a minute and at once after a new week). An answer that
 * fails is left out (null): the app then asks for it itself, as it would without this.
 */
export async function readStartData(app: FastifyInstance): Promise<StartData> {
  const entries = await Promise.all(
    Object.entries(START_DATA_SOURCES).map(async ([key, url]) => {
      const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return [key, answer.statusCode === 200 ? (answer.json() as unknown) : null] as const;
    }),
  );
  return Object.fromEntries(entries) as StartData;
}

/**
 * The data as a JSON block for the page's <head>: a data block, which browsers never run (so the
 * CSP needs no hash for it). `<` is written as \u003c, so no text inside can close the element or
 * open a comment; JSON.parse reads it back unchanged.
 */
export function toStartDataElement(data: unknown): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${START_DATA_ELEMENT_ID}">${json}</script>`;
}
