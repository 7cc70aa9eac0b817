import { apiErrorSchema, type ApiError } from '@all22/contracts';

/** Anything that turns an unknown JSON value into a typed one or throws — a zod schema fits. */
export interface ResponseSchema<T> {
  parse(data: unknown, options?: { jitless?: boolean }): T;
}

export type QueryParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryParamValue>;

/**
 * What the client needs from the visitor's session to call as them. The app's Session fits as is:
 * `apiGet(path, schema, { auth: session })`.
 */
export interface ApiAuth {
  /** The access token sent as `Authorization: Bearer`; null calls signed out. */
  getSnapshot(): { readonly accessToken: string | null };
  /** A fresh access token from the refresh token; null when none comes back. */
  refreshAccessToken(): Promise<string | null>;
  /** A refresh came back empty: the app shows "API Refresh Failed. Try to reload." */
  markRefreshFailed(): void;
}

export interface ApiRequestOptions {
  /** Query string parameters; null and undefined values are left out. */
  params?: QueryParams;
  signal?: AbortSignal;
  /** Prefix for the path; '' (same origin) by default, the runtime config's apiBaseUrl later. */
  baseUrl?: string;
  /**
   * Non-2xx statuses whose body is still a valid answer for `schema`. /api/health answers 503
   * with a full health report naming the failing part, which the UI shows rather than an error.
   */
  acceptStatuses?: readonly number[];
  /**
   * Calls as the signed-in user (bearer token, one refresh-and-retry on 401/403); the default
   * session (setDefaultApiAuth) when not given, public when there is none.
   */
  auth?: ApiAuth;
}

/** Kept for the public GET callers written before PATCH existed. */
export type ApiGetOptions = ApiRequestOptions;

const DEFAULT_STATUS_CODE = 500;

/** The one error the web client throws for a failed call: the API's {message, statusCode}. */
export class ApiRequestError extends Error implements ApiError {
  override readonly name = 'ApiRequestError';
  readonly statusCode: number;

  constructor({ message, statusCode }: ApiError, options?: { cause?: unknown }) {
    super(message, options);
    this.statusCode = statusCode;
  }

  toJSON(): ApiError {
    return { message: this.message, statusCode: this.statusCode };
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export function buildApiUrl(path: string, params: QueryParams = {}, baseUrl = ''): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
}

async function readJson(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await response.json() };
  } catch {
    return { ok: false };
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** Turns a failed answer into an ApiRequestError: the API's own error body when it has one. */
async function toRequestError(response: Response): Promise<ApiRequestError> {
  const fallbackStatus = response.status >= 400 ? response.status : DEFAULT_STATUS_CODE;
  const json = await readJson(response);
  const parsed = json.ok ? apiErrorSchema.safeParse(json.body) : undefined;
  if (parsed?.success) return new ApiRequestError(parsed.data);
  const message = response.statusText.trim() || `Request failed with status ${fallbackStatus}`;
  return new ApiRequestError({ message, statusCode: fallbackStatus });
}

/** The session every call carries when it names none (set once at start by main.tsx). */
let defaultAuth: ApiAuth | undefined;

/**
 * Makes every call carry the signed-in user's token unless it passes its own `auth`: the API
 * guards a page's data as the page is guarded (freemium routes, subscribers, the country list),
 * so a subscriber's call for any page must say who is asking.
 */
export function setDefaultApiAuth(auth: ApiAuth | undefined): void {
  defaultAuth = auth;
}

/** Statuses after which a fresh token may help (spec 1 §8): expired, or plans changed since issue. */
const REFRESH_STATUSES: readonly number[] = [401, 403];

type RequestMethod = 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';

interface RequestSpec {
  method: RequestMethod;
  url: string;
  body?: unknown;
  signal: AbortSignal | undefined;
  /** What the answer should be: JSON unless a file is asked for. */
  accept?: string;
}

async function send(
  { method, url, body, signal, accept = 'application/json' }: RequestSpec,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method,
      headers,
      signal,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiRequestError(
      {
        message: 'Could not reach the All22 server. Check your connection and try again.',
        statusCode: DEFAULT_STATUS_CODE,
      },
      { cause: error },
    );
  }
}

/**
 * Sends the request with the session's token. On 401 or 403 it refreshes the token and retries
 * once (spec 1 §5, §8); when the refresh brings no token the session is marked refresh-failed and
 * the first answer stands. A request sent without a token is never retried: a signed-out
 * visitor's 401 is an answer, not an expired session.
 */
async function sendWithAuth(spec: RequestSpec, ownAuth: ApiAuth | undefined): Promise<Response> {
  const auth = ownAuth ?? defaultAuth;
  const token = auth?.getSnapshot().accessToken ?? null;
  const response = await send(spec, token);
  if (!auth || token === null || !REFRESH_STATUSES.includes(response.status)) return response;
  const freshToken = await auth.refreshAccessToken();
  if (freshToken === null) {
    auth.markRefreshFailed();
    return response;
  }
  return send(spec, freshToken);
}

/** Reads a JSON answer and parses it with `schema`, or throws the normalised ApiRequestError. */
async function readAnswer<T>(
  response: Response,
  path: string,
  schema: ResponseSchema<T>,
  acceptStatuses: readonly number[],
): Promise<T> {
  if (!response.ok && !acceptStatuses.includes(response.status)) {
    throw await toRequestError(response);
  }
  const json = await readJson(response);
  if (!json.ok) {
    throw new ApiRequestError({
      message: `The server sent an unreadable answer for ${path}.`,
      statusCode: DEFAULT_STATUS_CODE,
    });
  }
  try {
    // Without zod's JIT: compiling a parser for each shape costs more than it saves on answers
    // parsed once or a few times, and it all lands on the start-up's critical path.
    return schema.parse(json.body, { jitless: true });
  } catch (error) {
    throw new ApiRequestError(
      { message: `The server sent an unexpected answer for ${path}.`, statusCode: DEFAULT_STATUS_CODE },
      { cause: error },
    );
  }
}

/**
 * GET a JSON resource and parse it with `schema`. Every failure — a non-2xx answer, a network
 * error, a body that is not JSON or does not match the schema — throws an ApiRequestError, so
 * callers handle one shape. Aborts are rethrown untouched (TanStack Query cancels that way).
 */
export function apiGet<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  return sendRequest('GET', path, undefined, schema, options);
}

/** One call: the URL from the path and params, the session's token, the answer parsed or thrown. */
async function sendRequest<T>(
  method: RequestSpec['method'],
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions,
): Promise<T> {
  const { params, signal, baseUrl = '', acceptStatuses = [], auth } = options;
  const url = buildApiUrl(path, params, baseUrl);
  const response = await sendWithAuth({ method, url, body, signal }, auth);
  return readAnswer(response, path, schema, acceptStatuses);
}

/**
 * GET a file (a CSV export) as the signed-in user: the answer's bytes as a Blob, or the
 * normalised ApiRequestError like apiGet (the API's 400 message when it refuses the request).
 */
export async function apiGetBlob(
  path: string,
  accept: string,
  options: ApiRequestOptions = {},
): Promise<Blob> {
  const { params, signal, baseUrl = '', auth } = options;
  const url = buildApiUrl(path, params, baseUrl);
  const response = await sendWithAuth({ method: 'GET', url, signal, accept }, auth);
  if (!response.ok) throw await toRequestError(response);
  try {
    return await response.blob();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiRequestError(
      { message: `The download from ${path} was cut off. Try again.`, statusCode: DEFAULT_STATUS_CODE },
      { cause: error },
    );
  }
}

/** PATCH a JSON body (e.g. the account's display settings) and parse the answer like apiGet. */
export function apiPatch<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  return sendRequest('PATCH', path, body, schema, options);
}

/** POST a JSON body (e.g. a support message) and parse the answer like apiGet. */
export function apiPost<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  return sendRequest('POST', path, body, schema, options);
}

/** PUT a JSON body (e.g. a saved film search, added or replaced) and parse the answer like apiGet. */
export function apiPut<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  return sendRequest('PUT', path, body, schema, options);
}

/**
 * DELETE what the path and `params` name (e.g. a saved film search by label) and parse the answer
 * like apiGet. No body: the API names what to delete in the query.
 */
export function apiDelete<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  return sendRequest('DELETE', path, undefined, schema, options);
}
