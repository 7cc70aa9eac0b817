/**
 * Request and response schemas of the split tables: GET /api/stats/splits/{category} (spec 2 §3,
 * the split catalogues in packages/domain/src/stats/splits).
 */
import { SPLIT_CATEGORIES, SPLIT_GROUPS } from '@all22/domain';
import { z } from 'zod';
import { seasonParamSchema } from './schedules.js';
import { leaderColumnSchema, seasonTypeOrRegSchema, statsNflIdSchema } from './stats.js';
import { teamIdSchema } from './teams.js';

export const splitParamsSchema = z.object({
  category: z.enum(SPLIT_CATEGORIES, { error: `must be one of ${SPLIT_CATEGORIES.join(', ')}` }),
});
export type SplitParams = z.infer<typeof splitParamsSchema>;

/** A player category takes nflId, a team category teamId (checked by the handler, which names which). */
export const splitQuerySchema = z.object({
  season: seasonParamSchema,
  seasonType: seasonTypeOrRegSchema,
  nflId: statsNflIdSchema.optional(),
  teamId: teamIdSchema.optional(),
});
export type SplitQuery = z.infer<typeof splitQuerySchema>;

export const splitRowSchema = z
  .object({
    /** The split's code, stable (docs/data.md, "Split catalogues"). */
    code: z.string(),
    label: z.string(),
    /** The film room's query for the split's plays: the subject, season and the split's filter. */
    filter: z.string(),
    /** Column key → value; null when a rate has no denominator. general.plays is the film room's count. */
    values: z.record(z.string(), z.number().nullable()),
  })
  .meta({ id: 'SplitRow' });
export type SplitRow = z.infer<typeof splitRowSchema>;

export const splitGroupSchema = z
  .object({ group: z.enum(SPLIT_GROUPS), splits: z.array(splitRowSchema) })
  .meta({ id: 'SplitGroup' });
export type SplitGroupRows = z.infer<typeof splitGroupSchema>;

export const splitResponseSchema = z
  .object({
    category: z.enum(SPLIT_CATEGORIES),
    season: z.number().int(),
    seasonType: z.enum(['PRE', 'REG', 'POST']),
    nflId: z.number().int().nullable(),
    teamId: z.string().nullable(),
    columns: z.array(leaderColumnSchema),
    groups: z.array(splitGroupSchema),
  })
  .meta({ id: 'StatSplits' });
export type SplitResponse = z.infer<typeof splitResponseSchema>;
