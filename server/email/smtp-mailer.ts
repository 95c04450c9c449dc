import { createTransport } from 'nodemailer';
import { toLanguageTag } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import { recordEmail } from './outbox';

export interface SmtpSettings {
  /** smtp(s)://user:pass@host:port */
  url: string;
  /** The From header, e.g. `Stride <no-reply@stride.example>`. */
  from: string;
}

/**
 * Sends through an SMTP server, then records the message (transport 'smtp') so support can
 * see what a customer was sent. A failed send throws before anything is recorded.
 */
export function createSmtpMailer(db: Database, { url, from }: SmtpSettings): Mailer {
  const transporter = createTransport({
    url,
    // Sends happen inside shoppers' requests: an unreachable server must fail in seconds,
    // not after nodemailer's default of minutes. Settings in the URL's query win over these.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': toLanguageTag(message.locale) },
      });
      await recordEmail(db, message, 'smtp');
    },
  };
}
