import type { Context } from 'hono';
import { getEnv } from '../config/env';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { safeEqual } from '../security/secret-token';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/**
 * Drafts are for editors only: preview needs CONTENT_PREVIEW_TOKEN configured and sent back.
 * With no token configured, preview is off.
 */
export function requirePreviewAccess(c: Context<ApiEnv>): void {
  const expected = getEnv().CONTENT_PREVIEW_TOKEN;
  const sent = c.req.header(PREVIEW_TOKEN_HEADER) ?? '';
  const matches = expected !== undefined && safeEqual(sent, expected);
  if (!matches) throw new ApiError('AUT432', 'Preview needs a valid preview token.');
}
