import { toLanguageTag, type Locale } from '@/lib/i18n/locales';
import type { EmailContent, EmailData } from './email-content';
import { renderEmailHtml } from './email-html';
import { renderEmailText } from './email-text';
import { emailTranslator, type EmailTranslator } from './email-translator';
import type { EmailKind } from './mailer';
import { backInStockContent } from './kinds/back-in-stock';
import { orderConfirmationContent } from './kinds/order-confirmation';
import { passwordChangedContent } from './kinds/password-changed';
import { passwordResetContent } from './kinds/password-reset';
import { welcomeContent } from './kinds/welcome';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const contentOf: Record<
  EmailKind,
  (t: EmailTranslator, data: EmailData, locale: Locale) => EmailContent
> = {
  'password-reset': passwordResetContent,
  welcome: welcomeContent,
  'password-changed': passwordChangedContent,
  'order-confirmation': orderConfirmationContent,
  'back-in-stock': backInStockContent,
};

/**
 * A localized email of one kind, in the locale's language (text from the "Email" messages).
 * Each kind's module lists the data it needs; missing data throws, since callers are our code.
 */
export function renderEmail(kind: EmailKind, locale: Locale, data: EmailData): RenderedEmail {
  const t = emailTranslator(locale);
  const content = contentOf[kind](t, data, locale);
  const firstName = data.firstName?.trim();
  const email = {
    ...content,
    // A name with a line break must not break the Subject header line.
    subject: content.subject.replace(/\s+/g, ' ').trim(),
    lang: toLanguageTag(locale),
    greeting: firstName ? t('greeting', { firstName }) : t('greetingWithoutName'),
    linkFallback: t('linkFallback'),
    signature: t('signature'),
  };
  return { subject: email.subject, text: renderEmailText(email), html: renderEmailHtml(email) };
}
