import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
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

/** Why an editor's grant may not publish: none, a printed preview link's, or the role is gone. */
export type EditorRefusal = 'signed-out' | 'preview-link' | 'not-editor';

export type PublishingEditor = { ok: true; editor: string } | { ok: false; refusal: EditorRefusal };

/**
 * Whether the EDITOR_COOKIE grant `token` may publish: a valid grant of a signed-in editor
 * whose staff account still has the editor role. A printed preview link (`link:` grant) may
 * read drafts but never publish. Shared by the publish API and the editor page's actions.
 */
export async function checkPublishingEditor(
  db: Database,
  token: string | undefined,
  { clock, secret }: Pick<PublishAccess, 'clock' | 'secret'>,
): Promise<PublishingEditor> {
  const grant = token ? verifyPreviewGrant(token, secret(), clock.now()) : null;
  if (!grant) return { ok: false, refusal: 'signed-out' };
  if (grant.editor.startsWith('link:')) return { ok: false, refusal: 'preview-link' };
  const [employee] = await db
    .select({ roles: storeEmployees.roles })
    .from(storeEmployees)
    .where(eq(storeEmployees.id, grant.editor))
    .limit(1);
  if (!employee?.roles.includes('editor')) return { ok: false, refusal: 'not-editor' };
  return { ok: true, editor: grant.editor };
}

const refusalMessages: Record<EditorRefusal, string> = {
  'signed-out': 'Publishing needs a signed-in editor.',
  'preview-link': 'A preview link may read drafts but not publish.',
  'not-editor': 'This account may not publish content.',
};

/**
 * Who is publishing: a CMS webhook with `Authorization: Bearer <CONTENT_PUBLISH_TOKEN>`, or an
 * editor checkPublishingEditor accepts. Resolves to the actor the revisions record.
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
  const checked = await checkPublishingEditor(c.get('db'), getCookie(c, EDITOR_COOKIE), {
    clock,
    secret,
  });
  if (!checked.ok) throw new ApiError('AUT432', refusalMessages[checked.refusal]);
  return checked.editor;
}
