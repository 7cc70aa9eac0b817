import { apiErrorSchema, type ApiError } from '@all22/contracts';

/** Anything that turns an unknown JSON value into a typed one or throws — a zod schema fits. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export type QueryParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryParamValue>;

export interface ApiGetOptions {
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
}

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

/**
 * GET a JSON resource and parse it with `schema`. Every failure — a non-2xx answer, a network
 * error, a body that is not JSON or does not match the schema — throws an ApiRequestError, so
 * callers handle one shape. Aborts are rethrown untouched (TanStack Query cancels that way).
 */
export async function apiGet<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  const { params, signal, baseUrl = '', acceptStatuses = [] } = options;
  const url = buildApiUrl(path, params, baseUrl);

  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers: { Accept: 'application/json' }, signal });
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
    return schema.parse(json.body);
  } catch (error) {
    throw new ApiRequestError(
      { message: `The server sent an unexpected answer for ${path}.`, statusCode: DEFAULT_STATUS_CODE },
      { cause: error },
    );
  }
}
