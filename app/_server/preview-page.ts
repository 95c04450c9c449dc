import 'server-only';
import { headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import { PREVIEW_PAGE_HEADER, previewTarget } from '@/lib/routes/preview-routing';

/** The page an editor previews, as the proxy saw it (its locale path and query). */
export async function previewPagePath(locale: Locale): Promise<string> {
  return previewTarget((await headers()).get(PREVIEW_PAGE_HEADER), locale);
}
