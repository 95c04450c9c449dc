import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { primaryButtonClass } from '@/components/ui/button';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: requireLocale((await params).locale),
    namespace: 'Offline',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * What the service worker (public/sw.js) shows for a page it cannot fetch. Kept in its cache
 * per locale; a plain link, not a script, tries again, since the page's code may not load.
 */
export default async function OfflinePage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Offline');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <h1 className="type-title">{t('title')}</h1>
      <p className="text-muted">{t('body')}</p>
      <a href={`/${locale}`} className={primaryButtonClass}>
        {t('retry')}
      </a>
    </div>
  );
}
