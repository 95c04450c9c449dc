import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata, type SearchParams } from '../../_server/private-page';
import { FixedCanvasText } from '../_components/fixed-canvas-text';
import { readSignUpQuery } from './_components/sign-up-query';
import { SignUpPanel } from './_components/sign-up-panel';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

// The query (loyalty variant, email prefill, lead source) shapes each render, so the page is
// rendered per request rather than cached once per locale.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'SignUp' });
}

/** Create an account, or with `?loyalty=1` join the loyalty programme too. */
export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations('SignUp'), searchParams]);
  const { loyalty, email, consumerId, source } = readSignUpQuery(query);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-8">
      <h1 className="type-title">{loyalty ? t('titleLoyalty') : t('title')}</h1>
      <p>{loyalty ? t('loyaltyIntro') : t('intro')}</p>
      <FixedCanvasText locale={locale} page="sign-up" placement="top" />
      <SignUpPanel loyalty={loyalty} email={email} consumerId={consumerId} source={source} />
      <FixedCanvasText locale={locale} page="sign-up" placement="bottom" />
    </div>
  );
}
