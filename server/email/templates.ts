import { toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { getEnv } from '../config/env';
import type { EmailContent, EmailData } from './email-content';
import { renderEmailHtml } from './email-html';
import { renderEmailText } from './email-text';
import { emailTranslator, type EmailTranslator } from './email-translator';
import type { EmailKind } from './mailer';
import { backInStockContent } from './kinds/back-in-stock';
import { orderConfirmationContent, type OrderConfirmationData } from './kinds/order-confirmation';
import {
  orderCancelledContent,
  orderDeliveredContent,
  orderShippedContent,
  refundIssuedContent,
  type OrderUpdateData,
} from './kinds/order-updates';
import { eventRegistrationContent } from './kinds/event-registration';
import { newsletterConfirmationContent } from './kinds/newsletter-confirmation';
import { passwordChangedContent } from './kinds/password-changed';
import { passwordResetContent } from './kinds/password-reset';
import { welcomeContent } from './kinds/welcome';
import { contactUsCaseContent, contactUsReceivedContent } from './kinds/contact-us';
import { giftCardContent } from './kinds/gift-card';
import { returnLabelContent, type ReturnLabelMailData } from './kinds/return-label';
import { warrantyClaimContent } from './kinds/warranty-claim';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What each kind is rendered from; every kind may greet by `firstName`. */
export interface EmailDataOf {
  'password-reset': EmailData;
  welcome: EmailData;
  'password-changed': EmailData;
  'order-confirmation': OrderConfirmationData;
  'back-in-stock': EmailData;
  'return-label': ReturnLabelMailData;
  'warranty-claim': EmailData;
  'gift-card': EmailData;
  'contact-us-received': EmailData;
  'contact-us-case': EmailData;
  'order-shipped': OrderUpdateData;
  'order-delivered': OrderUpdateData;
  'order-cancelled': OrderUpdateData;
  'refund-issued': OrderUpdateData;
  'newsletter-confirmation': EmailData;
  'event-registration': EmailData;
}

export interface RenderOptions {
  /** The store's public origin, which every link and image in the mail starts with. */
  publicBaseUrl?: string;
}

type ContentOf = {
  [K in EmailKind]: (
    t: EmailTranslator,
    data: EmailDataOf[K],
    locale: Locale,
    publicBaseUrl: string,
  ) => EmailContent;
};

const contentOf: ContentOf = {
  'password-reset': passwordResetContent,
  welcome: welcomeContent,
  'password-changed': passwordChangedContent,
  'order-confirmation': orderConfirmationContent,
  'back-in-stock': backInStockContent,
  'return-label': returnLabelContent,
  'warranty-claim': warrantyClaimContent,
  'gift-card': giftCardContent,
  'contact-us-received': contactUsReceivedContent,
  'contact-us-case': contactUsCaseContent,
  'order-shipped': orderShippedContent,
  'order-delivered': orderDeliveredContent,
  'order-cancelled': orderCancelledContent,
  'refund-issued': refundIssuedContent,
  'newsletter-confirmation': newsletterConfirmationContent,
  'event-registration': eventRegistrationContent,
};

/**
 * A localized email of one kind, in the locale's language (text from the "Email" messages).
 * Each kind's module lists the data it needs; missing data throws, since callers are our code.
 * Links and images are absolute on `publicBaseUrl` (PUBLIC_BASE_URL unless given).
 */
export function renderEmail<K extends EmailKind>(
  kind: K,
  locale: Locale,
  data: EmailDataOf[K],
  { publicBaseUrl = getEnv().PUBLIC_BASE_URL }: RenderOptions = {},
): RenderedEmail {
  const t = emailTranslator(locale);
  // TypeScript cannot pair contentOf[kind] with EmailDataOf[K] for a generic K.
  const content = (contentOf[kind] as ContentOf[K])(t, data, locale, publicBaseUrl);
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
