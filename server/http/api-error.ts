import { defaultMessageOf, statusOf, type ErrorCode } from '@/lib/contracts/error-codes';

/** An expected failure: answered with its catalogue code and status, never logged as a crash. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: { field?: string; data?: Record<string, unknown> } = {},
  ) {
    super(message ?? defaultMessageOf(code));
    this.name = 'ApiError';
    this.status = statusOf(code);
  }
}
