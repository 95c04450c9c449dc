import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignUpRequest } from '@/lib/contracts/auth';
import type { Database } from '../db/client';
import { consumers, subscriptions } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashPassword } from '../security/password-hash';

type Consumer = typeof consumers.$inferSelect;

/** 'C' or 'M' and ten random digits; about 10^10 values, so clashes are rare and retried. */
function accountNumber(prefix: 'C' | 'M'): string {
  return `${prefix}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

const NUMBER_ATTEMPTS = 5;

async function requireFreeEmailAndPhone(db: Database, input: SignUpRequest): Promise<void> {
  const [taken] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.email, input.email))
    .limit(1);
  if (taken) throw new ApiError('AUT439', undefined, { field: 'body.email' });
  if (!input.phone) return;
  const [phoneOwner] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(and(eq(consumers.phone, input.phone), eq(consumers.phoneCode, input.phoneCode ?? '')))
    .limit(1);
  if (phoneOwner) throw new ApiError('AUT442', undefined, { field: 'body.phone' });
}

export interface RegistrationContext {
  now: Date;
  /** Where the shopper came from: the campaign, else the request's source header. */
  leadSource: string;
}

/**
 * Creates the consumer with its consent records: one newsletter (email) row and, with a phone,
 * one SMS row, each saying whether the shopper opted in and through which source. The unique
 * email index settles a race between two sign-ups for one address (AUT439).
 */
export async function registerConsumer(
  db: Database,
  input: SignUpRequest,
  { now, leadSource }: RegistrationContext,
): Promise<Consumer> {
  if (input.phone && !input.phoneCode) {
    throw new ApiError('ATTR100', 'body.phoneCode: a phone number needs its country code.', {
      field: 'body.phoneCode',
    });
  }
  // Hashed first, so a taken email (AUT439) costs as long as a new account.
  const passwordHash = await hashPassword(input.password);
  await requireFreeEmailAndPhone(db, input);
  const row = {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    phoneCode: input.phone ? (input.phoneCode ?? null) : null,
    birthDate: input.birthDate ?? null,
    postalCode: input.postalCode ?? null,
    gender: input.gender ?? null,
    countryCode: input.countryCode,
    isLoyaltyMember: input.loyalty,
    loyaltyOptInDate: input.loyalty ? now : null,
    preferences: input.interests?.length ? { interests: input.interests.join('|') } : {},
    createdAt: now,
    updatedAt: now,
  };
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const consumer = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(consumers)
        .values({
          ...row,
          consumerNo: accountNumber('C'),
          memberId: input.loyalty ? accountNumber('M') : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return undefined;
      const consent = (channel: 'email' | 'sms', recipient: string, optin: boolean) => ({
        consumerId: created.id,
        recipient,
        type: 'Newsletter' as const,
        channel,
        optin,
        countryCode: input.countryCode,
        source: leadSource,
        optinDate: optin ? now : null,
      });
      // A newsletter subscriber who signs up keeps the subscription and its confirmation: the
      // visitor's row becomes the account's. An unticked box is no opt-out.
      const [adopted] = await tx
        .update(subscriptions)
        .set({ consumerId: created.id })
        .where(
          and(
            eq(subscriptions.recipient, input.email),
            eq(subscriptions.type, 'Newsletter'),
            eq(subscriptions.channel, 'email'),
            isNull(subscriptions.consumerId),
          ),
        )
        .returning();
      if (adopted && input.newsletter && !adopted.optin) {
        await tx
          .update(subscriptions)
          .set({ optin: true, optinDate: now, optoutDate: null })
          .where(eq(subscriptions.id, adopted.id));
      }
      const consents = [
        ...(adopted ? [] : [consent('email', input.email, input.newsletter)]),
        ...(created.phone
          ? [consent('sms', `+${created.phoneCode}${created.phone}`, input.smsOptIn)]
          : []),
      ];
      if (consents.length > 0) await tx.insert(subscriptions).values(consents);
      return created;
    });
    if (consumer) return consumer;
    // Nothing was inserted: either the email was taken meanwhile or a number clashed.
    await requireFreeEmailAndPhone(db, input);
  }
  throw new Error(`No free consumer number after ${NUMBER_ATTEMPTS} attempts`);
}
