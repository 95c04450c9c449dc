import type { Locale } from '@/lib/i18n/locales';

/** The kinds of text message the store sends; each is written from the Sms messages. */
export type SmsKind = 'subscription-confirmation';

export interface SmsMessage {
  kind: SmsKind;
  locale: Locale;
  /** E.164, with the plus. */
  to: string;
  text: string;
}

/** Sends text messages: the configured provider, else (demo only) the outbox table. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
