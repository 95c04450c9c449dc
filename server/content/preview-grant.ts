import { z } from 'zod';
import { signJwt, verifiedJwtPayload } from '../security/hs256-jwt';

/** The httpOnly cookie that holds a signed-in editor's grant. */
export const EDITOR_COOKIE = 'stride_editor';

/** An editor's preview lasts a working day; a link printed by the content command, a week. */
export const EDITOR_PREVIEW_SECONDS = 8 * 60 * 60;
export const PREVIEW_LINK_SECONDS = 7 * 24 * 60 * 60;

const grantClaims = z.object({
  typ: z.literal('preview'),
  /** The editor's staff id, or `link:<who printed it>` for a signed preview link. */
  sub: z.string().min(1),
  name: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});

export interface PreviewGrant {
  editor: string;
  name: string;
  expiresAt: Date;
}

/**
 * A signed permission to read drafts, carried by the editor's browser (the preview cookie) and
 * sent to the content service as `x-preview-token`. Signed with the auth secret under its own
 * token type, so no session token passes for a grant and no grant for a session.
 */
export function issuePreviewGrant(
  who: { editor: string; name: string },
  seconds: number,
  secret: string,
  now: Date,
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + seconds;
  const token = signJwt({ typ: 'preview', sub: who.editor, name: who.name, iat, exp }, secret);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The grant a token carries, or null when it is forged, of another type or expired. */
export function verifyPreviewGrant(token: string, secret: string, now: Date): PreviewGrant | null {
  const claims = grantClaims.safeParse(verifiedJwtPayload(token, secret));
  if (!claims.success || claims.data.exp * 1000 <= now.getTime()) return null;
  const { sub, name, exp } = claims.data;
  return { editor: sub, name, expiresAt: new Date(exp * 1000) };
}
