import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { SmsMessage } from './sms-sender';

export type SmsOutboxEntry = typeof smsOutbox.$inferSelect;

/** Keeps a copy of a text: the outbox's delivery, or the provider's record of what went. */
export async function recordSms(
  db: Database,
  message: SmsMessage,
  transport: SmsOutboxEntry['transport'],
): Promise<void> {
  await db.insert(smsOutbox).values({
    recipient: message.to,
    text: message.text,
    kind: message.kind,
    locale: message.locale,
    transport,
  });
}

/** One page of recorded texts, newest first; `total` counts every row. */
export async function listSmsOutbox(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ messages: SmsOutboxEntry[]; total: number }> {
  const [messages, [totals]] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(smsOutbox),
  ]);
  return { messages, total: totals?.total ?? 0 };
}
