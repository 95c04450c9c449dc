import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocument, linkTo } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { formatMoney } from '@/lib/format/money';
import { settingsFor } from '@/lib/i18n/locales';
import { accountPath, contactUsPath } from '@/lib/routes';
import { EMPLOYEE_ANNUAL_CAPS } from '@/server/consumer/employee-caps';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata(requireLocale((await params).locale), 'associate-discount-terms');
}

/** /{locale}/associate-discount-terms (spec 000 section 6): the employee discount's terms. */
export default async function AssociateDiscountTermsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const { currency } = settingsFor(locale);
  return (
    <LegalDocument
      page="associate-discount-terms"
      updated="2026-11-26"
      sections={[
        { id: 'who', paragraphs: ['body'] },
        { id: 'cap', items: ['amount', 'counted', 'currency', 'account'] },
        { id: 'use', items: ['personal', 'resale', 'account'] },
        { id: 'ending', paragraphs: ['body'] },
      ]}
      values={{
        cap: formatMoney(EMPLOYEE_ANNUAL_CAPS[currency], currency, locale),
        currency,
        account: linkTo(accountPath(locale)),
        contact: linkTo(contactUsPath(locale)),
      }}
    />
  );
}
