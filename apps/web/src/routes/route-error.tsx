import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { ErrorPage } from '../components/errors/error-page';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload';
import { normalizeError } from '../lib/errors';
import { redirectLocation } from '../lib/route-redirect';
import { NOT_FOUND_TITLE, NotFoundPage } from './not-found';

export const ROUTE_ERROR_TITLE = 'An error occurred';

/**
 * The route error element. A lazy route whose code failed to load reloads the page (at most once
 * per 60 s). An error carrying a redirect marker navigates. A route 404 (no match,
 * a failed page validator throwing `data(null, { status: 404 })`) is the 404 page. Anything else
 * is the error page with the error's message and status code, 500 by default.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isChunkError = isChunkLoadError(error);
  useEffect(() => {
    if (isChunkError) reloadAfterChunkError();
  }, [isChunkError]);

  const location = redirectLocation(error);
  if (location !== undefined) return <Navigate to={location} replace />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const { message, statusCode } = normalizeError(error);
  return (
    <ErrorPage
      statusCode={statusCode}
      message={message}
      documentTitle={statusCode === 404 ? NOT_FOUND_TITLE : ROUTE_ERROR_TITLE}
    />
  );
}
