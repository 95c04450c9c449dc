import { sign, verify } from 'hono/jwt';
import { z } from 'zod';

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
export async function issuePreviewGrant(
  who: { editor: string; name: string },
  seconds: number,
  secret: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + seconds;
  const token = await sign({ typ: 'preview', sub: who.editor, name: who.name, iat, exp }, secret);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The grant a token carries, or null when it is forged, of another type or expired. */
export async function verifyPreviewGrant(
  token: string,
  secret: string,
  now: Date,
): Promise<PreviewGrant | null> {
  try {
    const claims = grantClaims.parse(
      await verify(token, secret, { alg: 'HS256', exp: false, iat: false }),
    );
    if (claims.exp * 1000 <= now.getTime()) return null;
    return { editor: claims.sub, name: claims.name, expiresAt: new Date(claims.exp * 1000) };
  } catch {
    return null;
  }
}
