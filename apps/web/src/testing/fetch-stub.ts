import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/**
 * Replaces global fetch with a tiny router: path (without query) → handler. Unknown paths answer
 * 404 like the server. Returns the mock so tests can inspect calls; undone by vi.unstubAllGlobals.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init,
    );
    const handler = handlers[new URL(request.url).pathname];
    if (!handler)
      return jsonResponse(
        { message: `Route GET ${request.url} not found`, statusCode: 404 },
        { status: 404 },
      );
    return handler(request);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
