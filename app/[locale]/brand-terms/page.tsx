import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocument, linkTo } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { contactUsPath, legalPagePath } from '@/lib/routes';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata(requireLocale((await params).locale), 'brand-terms');
}

/** /{locale}/brand-terms (spec 002 section 2): the terms of use of the site and the account. */
export default async function BrandTermsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <LegalDocument
      page="brand-terms"
      updated="2026-11-26"
      sections={[
        { id: 'account', items: ['age', 'accurate', 'password', 'one'] },
        { id: 'use', items: ['personal', 'fair', 'automated'] },
        { id: 'content', items: ['reviews', 'removal'] },
        { id: 'brand', paragraphs: ['body'] },
        { id: 'ending', paragraphs: ['body'] },
        { id: 'other', paragraphs: ['body'] },
      ]}
      values={{
        contact: linkTo(contactUsPath(locale)),
        privacy: linkTo(legalPagePath(locale, 'privacy')),
        saleTerms: linkTo(legalPagePath(locale, 'sale-terms')),
      }}
    />
  );
}
