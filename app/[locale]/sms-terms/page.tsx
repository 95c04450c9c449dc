import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocument, linkTo } from '@/components/legal/legal-document';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { accountSectionPath, contactUsPath, legalPagePath } from '@/lib/routes';
import { requireLocale } from '../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalMetadata(requireLocale((await params).locale), 'sms-terms');
}

/** /{locale}/sms-terms (spec 002 sections 2 and 4): what a shopper agrees to with text messages. */
export default async function SmsTermsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <LegalDocument
      page="sms-terms"
      updated="2026-11-26"
      sections={[
        { id: 'what', items: ['confirmation', 'news', 'number'] },
        { id: 'stop', items: ['reply', 'account', 'again'] },
        { id: 'costs', paragraphs: ['body'] },
        { id: 'privacy', paragraphs: ['body'] },
      ]}
      values={{
        communication: linkTo(accountSectionPath(locale, 'communication')),
        profile: linkTo(accountSectionPath(locale, 'profile')),
        privacy: linkTo(legalPagePath(locale, 'privacy')),
        contact: linkTo(contactUsPath(locale)),
      }}
    />
  );
}
