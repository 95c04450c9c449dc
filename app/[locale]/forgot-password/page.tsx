import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata } from '../../_server/private-page';
import { ForgotPasswordForm } from './_components/forgot-password-form';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Auth.forgot' });
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Auth.forgot');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="type-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ForgotPasswordForm />
    </div>
  );
}
