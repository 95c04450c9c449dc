import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { getAuthSecret } from '@/server/auth/auth-secret';
import { EDITOR_COOKIE, verifyPreviewGrant } from '@/server/content/preview-grant';

/** The time an editor previews the site at (`previewDateTime`), kept for the preview session. */
export const PREVIEW_AT_COOKIE = 'stride_preview_at';

/** How a render reads content: what shoppers see, or an editor's preview. */
export type ContentView =
  | { mode: 'publish' }
  | { mode: 'preview'; previewToken: string; editor: string; previewDateTime?: string };

/**
 * Preview only in Next's draft mode with a valid editor grant: a visitor who forged the draft
 * cookie, or whose grant expired, reads what is published. Outside draft mode no cookie is
 * read, so shared pages stay the same for everyone (decision 008).
 */
export async function contentView(): Promise<ContentView> {
  if (!(await draftMode()).isEnabled) return { mode: 'publish' };
  const jar = await cookies();
  const token = jar.get(EDITOR_COOKIE)?.value;
  const grant = token ? verifyPreviewGrant(token, getAuthSecret(), new Date()) : null;
  if (!token || !grant) return { mode: 'publish' };
  const at = jar.get(PREVIEW_AT_COOKIE)?.value;
  return {
    mode: 'preview',
    previewToken: token,
    editor: grant.name,
    ...(at && !Number.isNaN(Date.parse(at)) ? { previewDateTime: at } : {}),
  };
}
