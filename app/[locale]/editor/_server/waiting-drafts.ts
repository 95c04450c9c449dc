import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getDatabase } from '@/server/db';
import { listDrafts } from '@/server/content/drafts';

/** The locale's site's drafts that differ from what shoppers see, for the editor page. */
export async function getWaitingDrafts(locale: Locale) {
  const { db } = await getDatabase();
  return listDrafts(db, locale);
}
