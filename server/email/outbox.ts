import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema/auth';
import type { EmailMessage } from './mailer';

export type OutboxTransport = (typeof emailOutbox.$inferSelect)['transport'];
export type OutboxMessage = typeof emailOutbox.$inferSelect;
export type OutboxSummary = Pick<
  OutboxMessage,
  'id' | 'recipient' | 'subject' | 'kind' | 'locale' | 'transport' | 'createdAt'
>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps a copy of a message: the outbox transport's delivery, or SMTP's record of what went. */
export async function recordEmail(
  db: Database,
  message: EmailMessage,
  transport: OutboxTransport,
): Promise<void> {
  await db.insert(emailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    kind: message.kind,
    locale: message.locale,
    transport,
  });
}

/** One page of recorded mail, newest first, without the bodies; `total` counts every row. */
export async function listOutbox(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ messages: OutboxSummary[]; total: number }> {
  const [messages, [totals]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        recipient: emailOutbox.recipient,
        subject: emailOutbox.subject,
        kind: emailOutbox.kind,
        locale: emailOutbox.locale,
        transport: emailOutbox.transport,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      // The id breaks ties between rows written in the same microsecond, keeping pages stable.
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { messages, total: totals?.total ?? 0 };
}

/** One message with its bodies; undefined for an unknown id, including one that is no UUID. */
export async function getOutboxMessage(
  db: Database,
  id: string,
): Promise<OutboxMessage | undefined> {
  // PostgreSQL rejects a malformed UUID with an error; to a reader it is simply not there.
  if (!uuidPattern.test(id)) return undefined;
  const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return message;
}
