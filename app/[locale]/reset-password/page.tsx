import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata } from '../../_server/private-page';
import { ResetPasswordPanel } from './_components/reset-password-panel';

type Props = { params: Promise<{ locale: string }> };

// The URL carries a one-time secret: keep it out of indexes and out of referrers.
export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Auth.reset' }, { referrer: 'no-referrer' });
}

/**
 * Where the reset email's link lands (`?token=…`). The token is read in the browser, so the
 * page itself stays one cached shell for everybody (docs/decisions/004).
 */
export default async function ResetPasswordPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Auth.reset');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="type-title">{t('title')}</h1>
      <Suspense>
        <ResetPasswordPanel />
      </Suspense>
    </div>
  );
}
