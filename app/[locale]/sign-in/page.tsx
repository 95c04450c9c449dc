import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata } from '../../_server/private-page';
import { SignInPanel } from './_components/sign-in-panel';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Auth', key: 'signInTitle' });
}

export default async function SignInPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="type-title">{t('signInTitle')}</h1>
      <p>{t('signInIntro')}</p>
      <SignInPanel />
    </div>
  );
}
