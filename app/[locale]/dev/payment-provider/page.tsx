import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { isCommerceApiError } from '@/services/api-error';
import { getServerCommerce } from '../../../_server/commerce';
import { requireLocale } from '../../../_server/locale';
import { queryValue, type SearchParams } from '../../../_server/private-page';
import { devPageMetadata } from '../_server/dev-page';
import { SimulatedProviderForm } from './_components/simulated-provider-form';

// Each visit is one payment: nothing to cache.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export function generateMetadata({ params }: Props) {
  return devPageMetadata(params, 'PaymentProvider');
}

/**
 * The payment simulator's buy-now-pay-later provider page, where placement redirects the
 * shopper as Adyen redirects to Klarna. It exists only while the simulator takes payments:
 * the API answers 404 for it otherwise, and so does this page.
 */
export default async function PaymentProviderPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const token = queryValue((await searchParams).token);
  if (!token) notFound();
  const t = await getTranslations('PaymentProvider');
  const payment = await getServerCommerce(locale)
    .checkout.describeSimulatorRedirect(token)
    .catch((error: unknown) => {
      if (isCommerceApiError(error) && error.status === 404) notFound();
      if (isCommerceApiError(error)) return null;
      throw error;
    });

  return (
    <ClientMessages route="paymentProvider">
      <div className="mx-auto flex max-w-md flex-col gap-4 py-12">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm">{t('intro')}</p>
        {payment ? (
          <SimulatedProviderForm token={token} payment={payment} />
        ) : (
          <>
            <p role="alert">{t('expired')}</p>
            <Link href={`/${locale}/checkout`} className="underline">
              {t('backToCheckout')}
            </Link>
          </>
        )}
      </div>
    </ClientMessages>
  );
}
