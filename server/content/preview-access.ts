import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { PREVIEW_TOKEN_HEADER } from '@/lib/contracts/content';
import type { Clock } from '../auth/clock';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { EDITOR_COOKIE, verifyPreviewGrant, type PreviewGrant } from './preview-grant';

export interface PreviewAccessDependencies {
  clock: Clock;
  /** The auth secret preview grants are signed with. */
  secret: () => string;
}

/**
 * Drafts are for editors only: a valid preview grant, sent as `x-preview-token` by the
 * storefront's renders or carried by the editor's browser in its cookie. Anything else (no
 * grant, a forged or expired one, a shopper's access token) is refused.
 */
export async function requirePreviewAccess(
  c: Context<ApiEnv>,
  { clock, secret }: PreviewAccessDependencies,
): Promise<PreviewGrant> {
  const token = c.req.header(PREVIEW_TOKEN_HEADER) ?? getCookie(c, EDITOR_COOKIE);
  const grant = token ? verifyPreviewGrant(token, secret(), clock.now()) : null;
  if (!grant) throw new ApiError('AUT432', 'Preview needs a valid editor preview grant.');
  return grant;
}
