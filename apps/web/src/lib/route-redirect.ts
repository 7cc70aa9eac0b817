/**
 * A redirect thrown where React Router's `redirect()` Response cannot be (during render, from a
 * guard). The route error element navigates to `redirectTo` instead of showing an error page.
 */
export interface RedirectMarker {
  redirectTo: string;
}

export class RouteRedirect extends Error implements RedirectMarker {
  override readonly name = 'RouteRedirect';

  constructor(readonly redirectTo: string) {
    super(`Redirect to ${redirectTo}`);
  }
}

export function isRedirectMarker(error: unknown): error is RedirectMarker {
  return (
    typeof error === 'object' &&
    error !== null &&
    'redirectTo' in error &&
    typeof error.redirectTo === 'string' &&
    error.redirectTo !== ''
  );
}

/** A redirect Response (status 3xx with a Location), e.g. one thrown from a component. */
export function redirectLocation(error: unknown): string | undefined {
  if (isRedirectMarker(error)) return error.redirectTo;
  if (error instanceof Response && error.status >= 300 && error.status < 400) {
    return error.headers.get('Location') ?? undefined;
  }
  return undefined;
}
