'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { getAuthSecret } from '@/server/auth/auth-secret';
import { systemClock } from '@/server/auth/clock';
import { getDatabase } from '@/server/db';
import { changeDraftAsEditor, type DraftChange } from '@/server/content/editor-draft-change';
import { EDITOR_COOKIE } from '@/server/content/preview-grant';
import { draftOutcomeQuery } from './draft-outcome';

/*
 * The editor page's Publish and Discard forms post here, so they work without script. No CSRF
 * token: Next refuses a server action whose Origin is not the host it was sent to, and the
 * editor's cookie is SameSite=Lax, so another site's form cannot act as the editor.
 */

async function changeDraft(formData: FormData, change: DraftChange): Promise<never> {
  const address = {
    siteId: formData.get('siteId'),
    type: formData.get('type'),
    key: formData.get('key'),
  };
  const { db } = await getDatabase();
  const outcome = await changeDraftAsEditor(
    db,
    (await cookies()).get(EDITOR_COOKIE)?.value,
    address,
    change,
    { clock: systemClock, secret: getAuthSecret },
  );
  const locale =
    typeof address.siteId === 'string' && isLocale(address.siteId) ? address.siteId : defaultLocale;
  redirect(`/${locale}/editor?${draftOutcomeQuery(outcome)}`);
}

/** Publishes a canvas's draft now, as the signed-in editor. */
export async function publishDraft(formData: FormData): Promise<never> {
  return changeDraft(formData, 'publish');
}

/** Drops a canvas's draft: it becomes the published version again. */
export async function discardDraftAction(formData: FormData): Promise<never> {
  return changeDraft(formData, 'discard');
}
