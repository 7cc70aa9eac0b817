import { z } from 'zod';

/**
 * The query of an image request (spec 2 §9): the size in CSS pixels, the device pixel ratio and
 * the crop; team logos ask quality 100, headshots quality auto. Images are SVG, so quality and
 * crop are accepted for compatibility and change nothing.
 */
export const imageQuerySchema = z.object({
  size: z.coerce
    .number({ error: 'must be a number of pixels' })
    .int({ error: 'must be a whole number of pixels' })
    .min(8, { error: 'must be at least 8' })
    .max(1024, { error: 'must be at most 1024' })
    .default(200),
  dpr: z.coerce
    .number({ error: 'must be a device pixel ratio' })
    .min(1, { error: 'must be at least 1' })
    .max(4, { error: 'must be at most 4' })
    .default(1),
  quality: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(100)], {
      error: 'must be auto or 1 to 100',
    })
    .default('auto'),
  crop: z.enum(['auto', 'none'], { error: 'must be auto or none' }).default('auto'),
});
export type ImageQuery = z.infer<typeof imageQuerySchema>;

export const teamLogoParamsSchema = z.object({
  teamId: z.string().regex(/^\d{4}$/, { error: 'must be a 4-digit team id' }),
});

export const headshotParamsSchema = z.object({
  smartId: z.uuid({ error: 'must be a player smartId (a UUID)' }),
});
