import { ErrorPage } from '../components/errors/error-page';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const NOT_FOUND_TITLE = '404 Not Found';

/** Any unmatched path (spec: 404 "This page could not be found", title "404 Not Found"). */
export function NotFoundPage() {
  return <ErrorPage statusCode={404} message={NOT_FOUND_MESSAGE} documentTitle={NOT_FOUND_TITLE} />;
}
