import { CLIP_TYPES } from '@all22/domain';
import { z } from 'zod';

/** Fantasy scoring: 0 (standard), 0.5 (half PPR) or 1 (full PPR) points per reception. */
export const pointsPerReceptionSchema = z.union([z.literal(0), z.literal(0.5), z.literal(1)], {
  error: 'must be 0, 0.5 or 1',
});

/** The film angles the user watches (spec 1 §3 clip type settings): at least one, each once. */
export const clipTypesSchema = z
  .array(z.enum(CLIP_TYPES, { error: `must be clip types from ${CLIP_TYPES.join(', ')}` }), {
    error: 'must be a list of clip types',
  })
  .min(1, { error: 'must keep at least one clip type' })
  .refine((types) => new Set(types).size === types.length, { error: 'must not repeat a clip type' });

const teamIdSchema = z.string().regex(/^\d{4}$/, { error: 'must be 4-digit team ids, e.g. 3800' });

/** The most favourite teams an account keeps. */
export const MAX_FAVORITE_TEAMS = 32;

/**
 * GET /api/account — the signed-in user's identity account (spec 1 §3 "Auth state"): UID,
 * createdTimestamp (epoch milliseconds), email, names and the data the app stores on it.
 */
export const accountInfoSchema = z
  .object({
    UID: z.string(),
    email: z.string(),
    createdTimestamp: z.number().int(),
    profile: z.object({ firstName: z.string(), lastName: z.string() }),
    data: z.object({
      display: z.object({
        /** Show live odds (default true). */
        showOddsInfo: z.boolean(),
        pointsPerReception: pointsPerReceptionSchema,
        /** Film angles to show (default Sideline and Endzone). */
        clipTypes: clipTypesSchema,
      }),
      league: z.object({
        /** Team ids, most favoured first; the app falls back to 3800 when empty. */
        favoriteTeams: z.array(z.string()),
      }),
    }),
  })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** PATCH /api/account — change any of these fields; absent ones stay as they are. */
export const accountUpdateSchema = z
  .strictObject({
    data: z.strictObject({
      display: z
        .strictObject({
          showOddsInfo: z.boolean({ error: 'must be true or false' }).optional(),
          pointsPerReception: pointsPerReceptionSchema.optional(),
          clipTypes: clipTypesSchema.optional(),
        })
        .optional(),
      league: z
        .strictObject({
          favoriteTeams: z
            .array(teamIdSchema, { error: 'must be a list of team ids' })
            .max(MAX_FAVORITE_TEAMS, { error: `must list at most ${MAX_FAVORITE_TEAMS} teams` })
            .refine((teams) => new Set(teams).size === teams.length, { error: 'must not repeat a team' })
            .optional(),
        })
        .optional(),
    }),
  })
  .meta({ id: 'AccountUpdate' });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** GET /api/secured/ping — a subscriber-only call that tells the caller who they are. */
export const securedPingSchema = z
  .object({
    ok: z.literal(true),
    /** The token's subject; null when auth is disabled and no token came. */
    uid: z.string().nullable(),
    subscribedPlan: z.string().nullable(),
  })
  .meta({ id: 'SecuredPing' });
export type SecuredPing = z.infer<typeof securedPingSchema>;
