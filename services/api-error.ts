import type { ErrorBody } from '@/lib/contracts/errors';

/** A failed API call, carrying the catalogue code and a message fit to show the shopper. */
export class CommerceApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Localized text: the code's own, else its kind's; the server's only without messages. */
    message: string,
    readonly serverMessage: string,
    readonly correlationId: string | undefined,
    readonly field?: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'CommerceApiError';
  }

  static fromBody(status: number, body: ErrorBody, describe: ErrorDescriber): CommerceApiError {
    const [first] = body.errorDetails;
    const code = first?.errorId ?? 'GEN500';
    const serverMessage = first?.message ?? 'Request failed.';
    // No text of its own: a generic one for its kind, so no developer text reaches a shopper.
    const message =
      describe(code, first?.data) ??
      describe(status >= 500 ? 'GEN500' : 'ATTR200') ??
      serverMessage;
    return new CommerceApiError(
      status,
      code,
      message,
      serverMessage,
      body.correlationId,
      first?.field,
      first?.data,
    );
  }
}

/** Looks up the friendly text for a code; undefined when there is none. */
export type ErrorDescriber = (code: string, data?: Record<string, unknown>) => string | undefined;

export function isCommerceApiError(error: unknown, code?: string): error is CommerceApiError {
  return error instanceof CommerceApiError && (code === undefined || error.code === code);
}
