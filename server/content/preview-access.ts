import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getEnv } from '../config/env';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/**
 * Drafts are for editors only: preview needs CONTENT_PREVIEW_TOKEN configured and sent back.
 * With no token configured, preview is off.
 */
export function requirePreviewAccess(c: Context<ApiEnv>): void {
  const expected = getEnv().CONTENT_PREVIEW_TOKEN;
  const sent = c.req.header(PREVIEW_TOKEN_HEADER) ?? '';
  const matches =
    expected !== undefined &&
    sent.length === expected.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
  if (!matches) throw new ApiError('AUT432', 'Preview needs a valid preview token.');
}
