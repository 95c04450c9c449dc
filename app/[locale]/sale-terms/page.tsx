import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocument, linkTo } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { RETURN_WINDOW_DAYS, WARRANTY_YEARS } from '@/lib/orders/after-sales-windows';
import { contactUsPath, howToReturnPath, ordersPath } from '@/lib/routes';
import { businessDetailsFromEnv } from '@/server/config/business-details';
import { getEnv } from '@/server/config/env';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

// The seller is this deployment's setting (SELLER_*), read per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata(requireLocale((await params).locale), 'sale-terms');
}

/** /{locale}/sale-terms (spec 002 section 2): prices, payment, delivery, cancelling, returns. */
export default async function SaleTermsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const { seller } = businessDetailsFromEnv(getEnv());
  return (
    <LegalDocument
      page="sale-terms"
      updated="2026-11-26"
      sections={[
        { id: 'seller', paragraphs: ['body'] },
        { id: 'prices', items: ['shown', 'tax', 'checked'] },
        { id: 'payment', items: ['methods', 'charged', 'rewards'] },
        { id: 'delivery', items: ['addresses', 'tracking'] },
        { id: 'cancellation', paragraphs: ['body'] },
        { id: 'returns', items: ['window', 'condition', 'giftCards', 'refund'] },
        { id: 'warranty', paragraphs: ['body'] },
      ]}
      values={{
        seller: seller.legalName,
        address: seller.addressLines.join(', '),
        vatId: seller.vatId,
        days: RETURN_WINDOW_DAYS,
        years: WARRANTY_YEARS,
        orders: linkTo(ordersPath(locale)),
        howToReturn: linkTo(howToReturnPath(locale)),
        contact: linkTo(contactUsPath(locale)),
      }}
    />
  );
}
