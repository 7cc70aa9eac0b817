import { z } from 'zod';

export const appEnvSchema = z.enum(['production', 'staging', 'development']);

/**
 * GET /config.json — the runtime configuration the SPA reads at start, so one build serves every
 * environment. Holds only public values: flags and URLs, never secrets.
 */
export const appConfigSchema = z
  .object({
    appEnv: appEnvSchema,
    authEnabled: z.boolean(),
    freemium: z.boolean(),
    /** Path patterns reachable without a subscription when freemium is on ("/", "/games/*"). */
    freemiumRoutes: z.array(z.string()),
    featureFantasy: z.boolean(),
    featureChatbot: z.boolean(),
    pausedModal: z.boolean(),
    /** ISO 3166-1 alpha-2 codes; empty means no country restriction. */
    countryAllowList: z.array(z.string()),
    plansUrl: z.string(),
    altBillingPlansUrl: z.string(),
    /** Plan id → plan (role) name, as configured by PLAN_ROLE_INDEXES. */
    planRoleIndexes: z.string(),
    adServerUrl: z.string(),
    chatSocketUrl: z.string(),
    /**
     * Where the league's data comes from: the simulated league (invented players; what the app
     * says when a real name finds nobody) or an import of real data.
     */
    leagueData: z.enum(['simulated', 'imported']),
    apiBaseUrl: z.string(),
    oidc: z.object({
      issuer: z.string(),
      clientId: z.string(),
      scope: z.string(),
    }),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;
