import { getEnv } from '../config/env';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise mail only goes to the outbox table. */
export function getMailer(db: Database): Mailer {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  return SMTP_URL
    ? createSmtpMailer(db, { url: SMTP_URL, from: MAIL_FROM })
    : createOutboxMailer(db);
}

/**
 * The developer outbox page shows every recorded message. It is on only while the outbox is
 * where mail goes; with real SMTP the table holds customers' mail, which nobody should be able
 * to read through the store.
 */
export function isOutboxViewerEnabled(): boolean {
  return !getEnv().SMTP_URL;
}
