import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import { recordEmail } from './outbox';

/** Delivers nowhere: mail stays in the email_outbox table, read on the developer page. */
export function createOutboxMailer(db: Database): Mailer {
  return { send: (message) => recordEmail(db, message, 'outbox') };
}
