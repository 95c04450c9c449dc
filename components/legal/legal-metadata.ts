import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { LegalPage } from '@/lib/routes';
import { legalNamespace } from './legal-document';

/** A legal page's title and description, from its messages. */
export async function legalMetadata(locale: Locale, page: LegalPage): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: legalNamespace(page) });
  return { title: t('title'), description: t('description') };
}
