import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '../../../../_server/locale';

/** Developer pages: titled, and kept out of search engines should one ever be reachable. */
export async function outboxMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Outbox' });
  return { title: t('title'), robots: { index: false, follow: false } };
}
