import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocument, linkTo } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { accountSectionPath, contactUsPath } from '@/lib/routes';
import { businessDetailsFromEnv } from '@/server/config/business-details';
import { getEnv } from '@/server/config/env';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

// The seller is this deployment's setting (SELLER_*), read per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata(requireLocale((await params).locale), 'privacy');
}

/** /{locale}/privacy (spec 002 section 2): what the store keeps about a shopper, and why. */
export default async function PrivacyPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const { seller } = businessDetailsFromEnv(getEnv());
  return (
    <LegalDocument
      page="privacy"
      updated="2026-11-26"
      sections={[
        { id: 'controller', paragraphs: ['body'] },
        {
          id: 'data',
          items: ['account', 'addresses', 'orders', 'cards', 'consents', 'favorites', 'reviews'],
        },
        { id: 'purposes', items: ['orders', 'account', 'messages', 'security', 'law'] },
        { id: 'sharing', paragraphs: ['intro'], items: ['payment', 'delivery', 'messages'] },
        { id: 'storage', paragraphs: ['body'] },
        { id: 'retention', paragraphs: ['body'] },
        { id: 'rights', items: ['see', 'consents', 'delete'] },
      ]}
      values={{
        seller: seller.legalName,
        address: seller.addressLines.join(', '),
        vatId: seller.vatId,
        contact: linkTo(contactUsPath(locale)),
        profile: linkTo(accountSectionPath(locale, 'profile')),
        communication: linkTo(accountSectionPath(locale, 'communication')),
      }}
    />
  );
}
