import { accountInfoSchema, accountUpdateSchema, apiErrorSchema, type AccountInfo } from '@all22/contracts';
import type { User } from '@all22/db';
import { normalizeClipTypes } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { findUserById, updateAccountSettings } from '../identity/users.js';

function toAccountInfo(user: User): AccountInfo {
  return {
    UID: user.uid,
    email: user.email,
    createdTimestamp: user.createdAt.getTime(),
    profile: { firstName: user.firstName, lastName: user.lastName },
    data: {
      display: {
        showOddsInfo: user.displaySettings.showOddsInfo,
        pointsPerReception: user.displaySettings.pointsPerReception,
        clipTypes: normalizeClipTypes(user.displaySettings.clipTypes),
      },
      league: { favoriteTeams: user.favoriteTeams },
    },
  };
}

const accountNotFound = () =>
  new AppError('NOT_FOUND', 'No account for this token: it was issued by another identity provider');

/**
 * The signed-in user's account (spec 1 §3, §7 "account-info update"): read it, and change the
 * display settings (live odds, points per reception, clip types) and favourite teams.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/account',
    {
      preHandler: app.requireSignedIn,
      schema: {
        summary: "The signed-in user's account",
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        response: { 200: accountInfoSchema, ...errors },
      },
      config: { cacheSeconds: 0 },
    },
    async (request) => {
      const user = await findUserById(app.database.db, request.auth.token?.subject ?? '');
      if (!user) throw accountNotFound();
      return toAccountInfo(user);
    },
  );

  app.patch(
    '/api/account',
    {
      preHandler: app.requireSignedIn,
      schema: {
        summary: "Change the signed-in user's display settings and favourite teams",
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        body: accountUpdateSchema,
        response: { 200: accountInfoSchema, ...errors },
      },
    },
    async (request) => {
      const { display, league } = request.body.data;
      const user = await updateAccountSettings(app.database.db, request.auth.token?.subject ?? '', {
        ...(display ? { display } : {}),
        ...(league?.favoriteTeams ? { favoriteTeams: league.favoriteTeams } : {}),
      });
      if (!user) throw accountNotFound();
      return toAccountInfo(user);
    },
  );
};
