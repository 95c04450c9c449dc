import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../../_server/locale';
import { FixedCanvasText } from '../../_components/fixed-canvas-text';
import { ContactUsForm } from './_components/lazy-contact-us-form';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ContactUs' });
  return { title: t('title'), description: t('intro') };
}

/** /help/contact-us (spec 002 section 2): a message to customer service. */
export default async function ContactUsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('ContactUs');
  return (
    <ClientMessages route="contactUs">
      <div className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
        <header className="flex flex-col gap-2">
          <h1 className="type-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <FixedCanvasText locale={locale} page="contact-us" placement="top" />
        <ContactUsForm />
        <FixedCanvasText locale={locale} page="contact-us" placement="bottom" />
      </div>
    </ClientMessages>
  );
}
