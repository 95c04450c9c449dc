import { getEnv } from '../config/env';
import { demoOnly } from '../config/readiness';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; in the demo without it, mail only goes to the outbox table. */
export function getMailer(db: Database): Mailer {
  const { SMTP_URL, MAIL_FROM, DEMO_MODE } = getEnv();
  if (SMTP_URL) return createSmtpMailer(db, { url: SMTP_URL, from: MAIL_FROM });
  return DEMO_MODE ? createOutboxMailer(db) : demoOnly('The mail outbox', 'SMTP_URL');
}

/**
 * The developer outbox page shows every recorded message. It is on only in the demo while the
 * outbox is where mail goes; with real SMTP the table holds customers' mail, which nobody
 * should be able to read through the store.
 */
export function isOutboxViewerEnabled(): boolean {
  const { DEMO_MODE, SMTP_URL } = getEnv();
  return DEMO_MODE && !SMTP_URL;
}
