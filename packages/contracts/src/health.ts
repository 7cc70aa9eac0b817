import { z } from 'zod';

const checkStatusSchema = z.enum(['ok', 'failing']);

/** GET /api/health — whether the server can do its job, part by part. */
export const healthResponseSchema = z
  .object({
    status: checkStatusSchema,
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    checks: z.object({
      database: z.object({
        status: checkStatusSchema,
        kind: z.enum(['pglite', 'postgres']),
        latencyMs: z.number().nonnegative().optional(),
        migrations: z
          .object({
            applied: z.number().int().nonnegative(),
            expected: z.number().int().nonnegative(),
            isCurrent: z.boolean(),
          })
          .optional(),
        error: z.string().optional(),
      }),
      /** The league feed; absent when this process runs none. */
      feed: z
        .object({
          status: z.enum(['ok', 'loading', 'failing']),
          /** The league clock now, and how far the feed has written. */
          leagueTime: z.string(),
          processedThrough: z.string().nullable(),
          /**
           * While loading: how far the catch-up is, in league weeks from the first season's first
           * to the clock's now (each regenerated, and written when missing), and the time left at
           * the measured pace (null until it can be measured). Absent when not loading.
           */
          progress: z
            .object({
              percent: z.number().int().min(0).max(100),
              etaSeconds: z.number().int().nonnegative().nullable(),
              done: z.number().int().nonnegative(),
              total: z.number().int().nonnegative(),
              unit: z.literal('weeks'),
              /** The last week done ("2021 REG week 7"); null before the first. */
              week: z.string().nullable(),
            })
            .optional(),
          error: z.string().optional(),
        })
        .optional(),
      /**
       * The Fantasy AI chat socket at CHAT_SOCKET_URL: ok when it is served (by this server, or
       * reachable elsewhere), unavailable when this server has no chat service, failing when an
       * external one does not answer. It does not decide the overall status: the chat is an
       * optional feature (FEATURE_CHATBOT) and the rest of the app works without it.
       */
      chat: z.object({
        status: z.enum(['ok', 'unavailable', 'failing']),
        url: z.string(),
        error: z.string().optional(),
      }),
    }),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
