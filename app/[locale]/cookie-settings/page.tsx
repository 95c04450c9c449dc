import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsentPreferences } from '@/components/consent/consent-preferences';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: requireLocale((await params).locale),
    namespace: 'Consent',
  });
  return { title: t('settingsTitle') };
}

/**
 * Where any visitor, in any region, sees and changes their consent (the footer's "Cookie
 * settings"). The page is the same for everyone; the form reads the choice in the browser.
 */
export default async function CookieSettingsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Consent');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="type-title">{t('settingsTitle')}</h1>
      <p>{t('settingsIntro')}</p>
      <ConsentPreferences />
    </div>
  );
}
