/**
 * The stats sandbox: GET /api/stats/sandbox answers one question (issue 19 §2). The query is the
 * page's address: the sandbox's parameters (whitelisted categories, groupings and measures — no
 * expression ever comes from a client) beside any film-room filter, which sets the population.
 */
import {
  FILM_FILTER_FIELDS,
  POSITION_GROUPS,
  SANDBOX_CATEGORIES,
  SANDBOX_GROUPINGS,
  SANDBOX_LIMITS,
  SANDBOX_MEASURE_KEYS,
  SPLIT_GROUPS,
} from '@all22/domain';
import { z } from 'zod';
import { leaderColumnSchema } from './stats.js';

const filterValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .meta({ description: 'A film-room filter: the population (see the film filter catalogue)' });

/**
 * The sandbox's own parameters, listed for the OpenAPI document and checked by the domain's
 * question codec (parseSandboxQuery), which names every bad parameter in one 400; unknown keys pass
 * through to it (it reads them as film filters and names the unknown ones).
 */
export const sandboxQuerySchema = z.looseObject({
  stat: z.string().meta({ description: `The stat category: ${SANDBOX_CATEGORIES.join(', ')}` }),
  by: z
    .string()
    .optional()
    .meta({ description: `Rows: one per ${SANDBOX_GROUPINGS.join(', ')} (default player)` }),
  measures: z.string().meta({
    description:
      `1 to ${SANDBOX_LIMITS.maxMeasures} of the category's measures, comma-separated: ` +
      SANDBOX_MEASURE_KEYS.join(', '),
  }),
  split: z
    .string()
    .optional()
    .meta({ description: `With by=split, the split group: ${SPLIT_GROUPS.join(', ')}` }),
  pos: z
    .string()
    .optional()
    .meta({ description: `With by=player, position groups, comma-separated: ${POSITION_GROUPS.join(', ')}` }),
  min: z
    .string()
    .optional()
    .meta({ description: "Minimum of the category's qualifier (attempts, carries…)" }),
  sort: z.string().optional().meta({ description: 'A measure of the question or its qualifier' }),
  order: z.string().optional().meta({ description: 'desc (default) or asc' }),
  limit: z
    .string()
    .optional()
    .meta({ description: `Rows, 1 to ${SANDBOX_LIMITS.maxRows} (default ${SANDBOX_LIMITS.defaultRows})` }),
  ...Object.fromEntries(FILM_FILTER_FIELDS.map((field) => [field.key, filterValue])),
});
export type SandboxQuery = z.infer<typeof sandboxQuerySchema>;

export const sandboxRowSchema = z
  .object({
    /** Stable within the answer: the nflId, teamId, season, "season-seasonType-week" or split code. */
    key: z.string(),
    label: z.string(),
    /** A player's position and team, a team's name; null otherwise. */
    detail: z.string().nullable(),
    nflId: z.number().int().nullable(),
    teamId: z.string().nullable(),
    /** The film room's query for the row's plays; `plays` is its count. */
    filter: z.string(),
    plays: z.number().int(),
    /** Column key → value; null when a rate has no denominator. */
    values: z.record(z.string(), z.number().nullable()),
  })
  .meta({ id: 'SandboxRow' });
export type SandboxRow = z.infer<typeof sandboxRowSchema>;

export const sandboxResponseSchema = z
  .object({
    /** The question as canonical query (the page's address, without "?"). */
    query: z.string(),
    /** The plays the film filters select: the film room's count for `population.filter`. */
    population: z.object({ plays: z.number().int(), filter: z.string() }),
    /** The qualifier first, then the measures asked, in order. */
    columns: z.array(leaderColumnSchema),
    rows: z.array(sandboxRowSchema),
    /** Rows that met the minimum before the limit. */
    totalRows: z.number().int(),
  })
  .meta({ id: 'SandboxAnswer' });
export type SandboxResponse = z.infer<typeof sandboxResponseSchema>;
