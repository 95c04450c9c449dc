import { and, eq } from 'drizzle-orm';
import type { SubscriptionChannel } from '@/lib/contracts/subscriptions';
import type { Database } from '../db/client';
import { consumers, subscriptions, type ConsumerRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { SubscriptionRow } from './subscription-view';

/** The consumer's newsletter consent on one channel, if any. */
export async function findConsent(
  db: Database,
  consumerId: string,
  channel: SubscriptionChannel,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.consumerId, consumerId),
        eq(subscriptions.type, 'Newsletter'),
        eq(subscriptions.channel, channel),
      ),
    )
    .limit(1);
  return row;
}

/** The email newsletter consent of an address, a member's or a visitor's. */
export async function findEmailConsent(
  db: Database,
  email: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.recipient, email),
        eq(subscriptions.type, 'Newsletter'),
        eq(subscriptions.channel, 'email'),
      ),
    )
    .limit(1);
  return row;
}

/** The id of the account registered with this email, to file a visitor's consent under it. */
export async function accountIdOf(db: Database, email: string): Promise<string | null> {
  const [account] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.email, email))
    .limit(1);
  return account?.id ?? null;
}

/**
 * Where the consumer's texts would go: the profile's number, in a country where the store
 * offers SMS (SMS_OPT_IN_COUNTRIES). SUB403 elsewhere, SUB400 without a number.
 */
export function requireSmsRecipient(
  consumer: ConsumerRow,
  smsCountries: readonly string[],
): string {
  if (!smsCountries.includes((consumer.countryCode ?? '').toUpperCase())) {
    throw new ApiError('SUB403');
  }
  if (!consumer.phone || !consumer.phoneCode) throw new ApiError('SUB400');
  return `+${consumer.phoneCode}${consumer.phone}`;
}

/**
 * Records the signed-in consumer's choice on a channel. Opting in dates it (once) and keeps a
 * confirmation already given; opting out dates it and voids the confirmation, so a later
 * opt-in is confirmed again.
 */
export async function saveConsent(
  db: Database,
  consumer: ConsumerRow,
  change: { channel: SubscriptionChannel; optin: boolean; recipient: string },
  now: Date,
): Promise<SubscriptionRow> {
  const existing = await findConsent(db, consumer.id, change.channel);
  const recipientChanged = existing !== undefined && existing.recipient !== change.recipient;
  const values = change.optin
    ? {
        optin: true,
        optinDate: existing?.optin && existing.optinDate ? existing.optinDate : now,
        optoutDate: null,
        ...(recipientChanged ? { doubleOptin: false, doubleOptinDate: null } : {}),
      }
    : {
        optin: false,
        optinDate: null,
        optoutDate: now,
        doubleOptin: false,
        doubleOptinDate: null,
        confirmationTokenHash: null,
      };
  if (existing) {
    const [updated] = await db
      .update(subscriptions)
      .set({ ...values, recipient: change.recipient })
      .where(eq(subscriptions.id, existing.id))
      .returning();
    return updated!;
  }
  const [created] = await db
    .insert(subscriptions)
    .values({
      consumerId: consumer.id,
      recipient: change.recipient,
      type: 'Newsletter',
      channel: change.channel,
      countryCode: consumer.countryCode,
      source: 'account',
      ...values,
    })
    .returning();
  return created!;
}
