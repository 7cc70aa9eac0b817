import { data, type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { PageLoading } from '../components/feedback/page-loading';
import { AUTH_CALLBACK_PATH, SILENT_RENEW_PATH } from '../features/auth/auth-paths';
import type { Session } from '../lib/session/session';
import { normalizeError } from '../lib/errors';
import { RouteErrorPage } from './route-error';

/** The status the error page shows when the provider's answer could not be used. */
const SIGN_IN_FAILED_STATUS = 401;

/** Neither route renders anything of its own: one redirects, the other lives in a hidden frame. */
const Nothing = () => null;

/**
 * The identity provider's redirect URIs. /auth/callback finishes the sign-in (the auth flow has
 * usually done so at start already) and goes back to the page sign-in started from; a failed
 * sign-in shows the error page with its reason. /auth/silent-renew is loaded in a hidden frame by
 * a silent sign-in and hands the answer to the app in the parent window.
 */
export function createAuthRoutes(session: Session): RouteObject[] {
  return [
    {
      path: AUTH_CALLBACK_PATH,
      loader: async ({ request }: LoaderFunctionArgs) => {
        let returnTo: string;
        try {
          returnTo = await session.completeSignIn(request.url);
        } catch (error) {
          const { message } = normalizeError(error);
          throw data(
            { message: `Sign-in could not be completed (${message}). Please sign in again.` },
            {
              status: SIGN_IN_FAILED_STATUS,
            },
          );
        }
        return redirect(returnTo);
      },
      Component: Nothing,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteErrorPage />,
    },
    {
      path: SILENT_RENEW_PATH,
      loader: async ({ request }: LoaderFunctionArgs) => {
        // The parent window's silent sign-in times out on its own when this fails.
        await session.completeSignIn(request.url).catch(() => undefined);
        return null;
      },
      Component: Nothing,
      hydrateFallbackElement: <PageLoading />,
    },
  ];
}
