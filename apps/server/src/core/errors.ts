/** The one error type of the API. Codes map to HTTP statuses in one place. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  AMOUNT_MISMATCH: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE_BOOKING: 409,
  SOLD_OUT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  /** Seconds until a rate-limited caller may retry. */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fieldErrors?: Record<string, string>; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfter = options.retryAfter;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
