/** Every refusal the API makes, with the HTTP status it maps to. One table, one error handler. */
const STATUS_BY_CODE = {
  invalid: 400,
  not_authenticated: 401,
  token_invalid: 401,
  no_account: 401,
  invalid_credentials: 401,
  permission_denied: 403,
  wrong_portal: 403,
  inactive: 403,
  pending_approval: 403,
  email_unverified: 403,
  cross_site: 403,
  payment_required: 402,
  not_found: 404,
  conflict: 409,
  confirmation_required: 409,
  /** One device per attempt: another browser holds the attempt (issue #22). */
  device_held: 409,
  payload_too_large: 413,
  throttled: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly options: { errors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (what = 'Not found.') => new AppError('not_found', what);
