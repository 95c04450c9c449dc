import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { editorSignInRequestSchema, type EditorSession } from '@/lib/contracts/editor-session';
import { guardAttempt } from '../auth/attempt-guard';
import type { AuthDependencies } from '../auth/auth-dependencies';
import { checkCredentials } from '../auth/credential-check';
import { findEditorCredentials } from '../auth/credential-lookup';
import { editorSignInName } from '../auth/lockout';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { editorCookieAttributes, secondsUntil } from './editor-cookie';
import {
  EDITOR_COOKIE,
  EDITOR_PREVIEW_SECONDS,
  issuePreviewGrant,
  verifyPreviewGrant,
  type PreviewGrant,
} from './preview-grant';

const SESSION_PATH = '/content/v1/editor/session';

const sessionOf = (grant: PreviewGrant): EditorSession => ({
  editor: grant.editor,
  name: grant.name,
  expiresAt: grant.expiresAt.toISOString(),
});

type EditorDependencies = Pick<AuthDependencies, 'clock' | 'secret' | 'limits' | 'lockout'>;

async function currentGrant(c: Context<ApiEnv>, deps: EditorDependencies) {
  const token = getCookie(c, EDITOR_COOKIE);
  const grant = token ? verifyPreviewGrant(token, deps.secret(), deps.clock.now()) : null;
  if (!grant) throw new ApiError('AUT432', 'Sign in as an editor to preview content.');
  return grant;
}

/**
 * Editors sign in to preview drafts. The associates' limits and lockout apply, and an account
 * without the editor role answers exactly as a wrong password does, so the answers tell nobody
 * which staff ids are editors. The grant lives in its own cookie (EDITOR_COOKIE), which the
 * storefront's preview pages and the content service read.
 */
export function editorRoutes(deps: EditorDependencies) {
  return new Hono<ApiEnv>()
    .post(SESSION_PATH, async (c) => {
      const body = await readJsonBody(c, editorSignInRequestSchema);
      const name = editorSignInName(body.employeeId);
      await guardAttempt(c, deps.limits, 'editor', name);
      const editor = await checkCredentials(
        deps.lockout,
        name,
        await findEditorCredentials(c.get('db'), body.employeeId),
        body.password,
      );
      const now = deps.clock.now();
      const grant = issuePreviewGrant(
        { editor: body.employeeId, name: editor.name },
        EDITOR_PREVIEW_SECONDS,
        deps.secret(),
        now,
      );
      setCookie(c, EDITOR_COOKIE, grant.token, {
        ...editorCookieAttributes,
        sameSite: 'Lax',
        maxAge: secondsUntil(grant.expiresAt, now),
      });
      return c.json(
        sessionOf({ editor: body.employeeId, name: editor.name, expiresAt: grant.expiresAt }),
      );
    })
    .get(SESSION_PATH, async (c) => c.json(sessionOf(await currentGrant(c, deps))))
    .delete(SESSION_PATH, (c) => {
      deleteCookie(c, EDITOR_COOKIE, { ...editorCookieAttributes, sameSite: 'Lax' });
      return c.json({ success: true as const });
    });
}
