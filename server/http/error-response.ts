import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '@/lib/contracts/errors';
import { ApiError } from './api-error';
import type { ApiEnv } from './context';

export const APP_ID = 'commerce-api';

export function errorBody(error: ApiError, correlationId: string): ErrorBody {
  return {
    errorDetails: [
      {
        errorId: error.code,
        message: error.message,
        ...(error.extra.field ? { field: error.extra.field } : {}),
        ...(error.extra.data ? { data: error.extra.data } : {}),
      },
    ],
    appId: APP_ID,
    correlationId,
  };
}

export function respondWithError(c: Context<ApiEnv>, error: ApiError): Response {
  return c.json(errorBody(error, c.get('correlationId')), error.status as ContentfulStatusCode);
}
