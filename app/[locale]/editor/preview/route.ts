import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import {
  PREVIEW_PREFIX,
  PREVIEW_QUERY,
  previewInstant,
  previewReturnPath,
} from '@/lib/routes/preview-routing';
import { getAuthSecret } from '@/server/auth/auth-secret';
import { editorCookieAttributes, secondsUntil } from '@/server/content/editor-cookie';
import { EDITOR_COOKIE, verifyPreviewGrant } from '@/server/content/preview-grant';
import { PREVIEW_AT_COOKIE } from '../../../_server/content-view';
import { requireLocale } from '../../../_server/locale';

/**
 * Enters the preview: with a valid grant (a printed preview link's `grant`, kept as the
 * editor's cookie, or the cookie itself) switches this browser to draft mode, sets or clears
 * the time previewed, and opens `to` (else the page it was followed from) under /pre. Without
 * one, the editor signs in first.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const locale = requireLocale((await params).locale);
  const query = request.nextUrl.searchParams;
  const to = previewReturnPath(query.get('to'), request.headers.get('referer'), locale);
  const jar = await cookies();
  const linkGrant = query.get('grant');
  const token = linkGrant ?? jar.get(EDITOR_COOKIE)?.value;
  const now = new Date();
  const grant = token ? verifyPreviewGrant(token, getAuthSecret(), now) : null;
  if (!token || !grant) redirect(`/${locale}/editor?${new URLSearchParams({ next: to })}`);

  const lasts = {
    ...editorCookieAttributes,
    sameSite: 'lax',
    maxAge: secondsUntil(grant.expiresAt, now),
  } as const;
  if (linkGrant) jar.set(EDITOR_COOKIE, linkGrant, lasts);
  const at = previewInstant(query.get(PREVIEW_QUERY.at));
  if (at) jar.set(PREVIEW_AT_COOKIE, at, lasts);
  else jar.delete(PREVIEW_AT_COOKIE);
  (await draftMode()).enable();
  redirect(`${PREVIEW_PREFIX}${to}`);
}
