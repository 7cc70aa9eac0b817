import { z } from 'zod';

/** The one error shape every API answer uses: a readable message and the HTTP status. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    statusCode: z.number().int().min(400).max(599),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
