import { bodyLimit } from 'hono/body-limit';
import { WARRANTY_PHOTO_MAX_BYTES, WARRANTY_PHOTO_MAX_COUNT } from '@/lib/contracts/orders';
import { createMiddleware } from 'hono/factory';
import { isStorableText, pathProblem } from '../entry/request-target.mjs';
import { ApiError } from './api-error';
import type { ApiEnv } from './context';

/** Any request body, Adyen's notification batches included. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Storefront calls send forms, ids and short texts: a review is at most 2,000 characters. */
export const MAX_STOREFRONT_BODY_BYTES = 64 * 1024;

/**
 * A body over the limit. The catalogue has no code for it, so the answer keeps ATTR300 ("the
 * request body could not be read") with HTTP's own status for it, 413.
 */
export class BodyTooLargeError extends ApiError {
  override readonly status = 413;

  constructor(maxBytes: number) {
    super('ATTR300', `The request body is larger than ${maxBytes} bytes.`);
  }
}

/** A warranty claim carries up to three photos besides its few form fields. */
export const MAX_WARRANTY_BODY_BYTES =
  WARRANTY_PHOTO_MAX_COUNT * WARRANTY_PHOTO_MAX_BYTES + MAX_STOREFRONT_BODY_BYTES;

/** The calls whose bodies may be larger than every other call's, with their own limit. */
const largerBodies: ReadonlyMap<string, number> = new Map([
  ['/api/consumers-v3/consumer/warranty', MAX_WARRANTY_BODY_BYTES],
]);

function bodyLimitOf(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new BodyTooLargeError(maxBytes);
    },
  });
}

/** `maxBytes` for every call but those with a larger limit of their own. */
export function limitBodySize(maxBytes: number) {
  const limited = bodyLimitOf(maxBytes);
  const larger = new Map([...largerBodies].map(([path, bytes]) => [path, bodyLimitOf(bytes)]));
  return createMiddleware<ApiEnv>((c, next) => (larger.get(c.req.path) ?? limited)(c, next));
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * Refuses a URL no route should see, as the entry server does before Next
 * (server/entry/request-target.mjs): too long or an unreadable path is API400; a query
 * parameter whose escapes are not UTF-8, or that holds NUL or an unpaired surrogate, is
 * ATTR200 naming it as readQuery would.
 */
export const refuseUnreadableUrl = createMiddleware<ApiEnv>(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  const problem = pathProblem(pathname + search);
  if (problem) throw new ApiError('API400', problem);
  for (const pair of search.slice(1).split('&')) {
    const [rawName = '', ...rawValue] = pair.split('=');
    const name = decoded(rawName);
    const value = decoded(rawValue.join('='));
    if (name === null || !isStorableText(name)) {
      throw new ApiError('ATTR200', 'A query parameter name is not readable.', { field: 'query' });
    }
    if (value === null || !isStorableText(value)) {
      throw new ApiError(
        'ATTR200',
        `query.${name}: holds a malformed escape or a character that is not allowed.`,
        { field: `query.${name}` },
      );
    }
  }
  await next();
});
