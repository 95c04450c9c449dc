import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { EmailKind, Mailer } from './mailer';
import { renderEmail, type EmailDataOf } from './templates';

export interface QuietMailDependencies {
  mailer: (db: Database) => Mailer;
  publicBaseUrl: string;
}

/**
 * Renders and sends a mail that reports something already done (an account change, an order
 * moved on, a return recorded). A failure is logged with `context` and swallowed: what it
 * reports must not be undone or reported as failed because the mail server is down. Answers
 * whether the mail went.
 */
export async function sendMailQuietly<K extends EmailKind>(
  deps: QuietMailDependencies,
  db: Database,
  log: Logger,
  mail: { kind: K; locale: Locale; to: string; data: EmailDataOf[K] },
  context: Record<string, unknown>,
): Promise<boolean> {
  const { kind, locale, to, data } = mail;
  try {
    const rendered = renderEmail(kind, locale, data, { publicBaseUrl: deps.publicBaseUrl });
    await deps.mailer(db).send({ kind, locale, to, ...rendered });
    return true;
  } catch (error) {
    log.error({ err: error, kind, ...context }, 'mail not sent');
    return false;
  }
}
