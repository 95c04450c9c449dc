import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { Clock } from '../auth/clock';
import { storeEmployees } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { hashSecretToken, safeEqual } from '../security/secret-token';
import { EDITOR_COOKIE, verifyPreviewGrant } from './preview-grant';

/** What deciding who may publish needs from outside a request. */
export interface PublishAccess {
  clock: Clock;
  /** The key preview grants are signed with (getAuthSecret()). */
  secret: () => string;
  /** CONTENT_PUBLISH_TOKEN; null turns the CMS webhook off. */
  publishToken: string | null;
}

/** What revisions name a CMS webhook's changes by. */
export const WEBHOOK_ACTOR = 'webhook';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Compared as hashes of equal length, in constant time. */
function holdsToken(authorization: string, token: string): boolean {
  const given = BEARER.exec(authorization)?.[1] ?? '';
  return safeEqual(hashSecretToken(given), hashSecretToken(token));
}

/**
 * Who is publishing: a CMS webhook with `Authorization: Bearer <CONTENT_PUBLISH_TOKEN>`, or a
 * signed-in editor (the EDITOR_COOKIE grant) whose staff account still has the editor role. A
 * printed preview link (`link:` grant) may read drafts but never publish. Resolves to the actor
 * the revisions record.
 */
export async function requirePublisher(
  c: Context<ApiEnv>,
  { clock, secret, publishToken }: PublishAccess,
): Promise<string> {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined) {
    if (publishToken === null || !holdsToken(authorization, publishToken)) {
      throw new ApiError('AUT404', 'Cannot authorize this publishing token.');
    }
    return WEBHOOK_ACTOR;
  }
  const cookie = getCookie(c, EDITOR_COOKIE);
  const grant = cookie ? await verifyPreviewGrant(cookie, secret(), clock.now()) : null;
  if (!grant) throw new ApiError('AUT432', 'Publishing needs a signed-in editor.');
  if (grant.editor.startsWith('link:')) {
    throw new ApiError('AUT432', 'A preview link may read drafts but not publish.');
  }
  const [employee] = await c
    .get('db')
    .select({ roles: storeEmployees.roles })
    .from(storeEmployees)
    .where(eq(storeEmployees.id, grant.editor))
    .limit(1);
  if (!employee?.roles.includes('editor')) {
    throw new ApiError('AUT432', 'This account may not publish content.');
  }
  return grant.editor;
}
