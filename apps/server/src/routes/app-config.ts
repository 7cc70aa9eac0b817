import { appConfigSchema, type AppConfig } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config/load-config.js';

/** The SPA's runtime configuration: public flags and URLs only. */
export function toAppConfig(config: ServerConfig): AppConfig {
  const { env } = config;
  return {
    appEnv: env.APP_ENV,
    authEnabled: env.AUTH_ENABLED,
    freemium: env.FREEMIUM,
    freemiumRoutes: env.FREEMIUM_ROUTES,
    featureFantasy: env.FEATURE_FANTASY,
    featureChatbot: env.FEATURE_CHATBOT,
    pausedModal: env.PAUSED_MODAL,
    countryAllowList: env.COUNTRY_ALLOW_LIST,
    plansUrl: config.plansUrl,
    altBillingPlansUrl: config.altBillingPlansUrl,
    planRoleIndexes: env.PLAN_ROLE_INDEXES,
    adServerUrl: env.AD_SERVER_URL,
    chatSocketUrl: env.CHAT_SOCKET_URL,
    // The league engine writes every season; a real-data importer (docs/data.md) will say 'imported'.
    leagueData: 'simulated',
    apiBaseUrl: '',
    oidc: {
      issuer: config.oidcIssuer,
      clientId: env.OIDC_CLIENT_ID,
      scope: 'openid profile email offline_access',
    },
  };
}

/** GET /config.json — read by the SPA at start, so one build serves every environment. */
export const appConfigRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, options) => {
  const body = toAppConfig(options.config);
  app.get(
    '/config.json',
    {
      schema: {
        summary: 'Runtime configuration of the web app',
        tags: ['system'],
        response: { 200: appConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
