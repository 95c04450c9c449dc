import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AssociateLoginForm } from '@/components/associate/associate-login-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata } from '../../_server/private-page';

type Props = { params: Promise<{ locale: string }> };

// A staff tool: nothing here for search engines.
export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(
    params,
    { namespace: 'Associate.login' },
    { robots: { index: false, follow: false } },
  );
}

/** Where a store associate starts a buy-in-store session (spec 001 section 2). */
export default async function AssociateLoginPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Associate.login');
  return (
    <ClientMessages route="associateLogin">
      <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-8">
        <div className="flex flex-col gap-2">
          <h1 className="type-title">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        <AssociateLoginForm />
      </div>
    </ClientMessages>
  );
}
