import type { Locale } from '@/lib/i18n/locales';

/** The kinds of email the store sends; each has a localized template (server/email/templates.ts). */
export type EmailKind =
  | 'password-reset'
  | 'welcome'
  | 'password-changed'
  | 'order-confirmation'
  | 'back-in-stock'
  | 'return-label'
  | 'warranty-claim'
  | 'gift-card'
  | 'contact-us-received'
  | 'contact-us-case'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'refund-issued'
  | 'newsletter-confirmation'
  | 'event-registration';

export interface EmailMessage {
  kind: EmailKind;
  locale: Locale;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: SMTP when SMTP_URL is set, else the outbox table that developers read. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}
