import type { ApiError } from '@all22/contracts';
import { isRouteErrorResponse } from 'react-router';
import { isApiRequestError } from './api-client';

const DEFAULT_STATUS_CODE = 500;
const DEFAULT_MESSAGE = 'Something went wrong.';

function messageFromData(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/**
 * The one place that turns anything thrown — an API error, a route error response, an Error, a
 * string — into what the UI shows: a message and a status code (500 unless the error says so).
 */
export function normalizeError(error: unknown): ApiError {
  if (isApiRequestError(error)) return { message: error.message, statusCode: error.statusCode };
  if (isRouteErrorResponse(error)) {
    return {
      message: messageFromData(error.data) ?? (error.statusText || DEFAULT_MESSAGE),
      statusCode: error.status,
    };
  }
  if (error instanceof Error) {
    const statusCode =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : DEFAULT_STATUS_CODE;
    return { message: error.message || DEFAULT_MESSAGE, statusCode };
  }
  return { message: messageFromData(error) ?? DEFAULT_MESSAGE, statusCode: DEFAULT_STATUS_CODE };
}
