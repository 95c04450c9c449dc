import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../../../_server/locale';
import { privatePageMetadata } from '../../../../../_server/private-page';
import { WarrantyClaim } from './_components/warranty-claim';

type Props = { params: Promise<{ locale: string; orderNumber: string }> };

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Warranty', key: 'title' });
}

/** /account/orders/{orderNumber}/warranty: a claim for a faulty item of a delivered order. */
export default async function WarrantyClaimPage({ params }: Props) {
  const { locale, orderNumber } = await params;
  setRequestLocale(requireLocale(locale));
  return <WarrantyClaim orderNumber={decodeURIComponent(orderNumber)} />;
}
