/**
 * The one application error type. `code` says what went wrong; `message` is safe to show a user;
 * the HTTP status comes from one table, so a new code cannot be added without choosing a status.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A question too big to answer (the stats sandbox's play and time limits). */
  TOO_LARGE: 413,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<AppErrorCode, number>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = APP_ERROR_STATUS[code];
  }
}

export function badRequest(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}
export function tooLarge(message: string): AppError {
  return new AppError('TOO_LARGE', message);
}
export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}
