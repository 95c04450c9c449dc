import { and, eq, gt } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { sendMailQuietly } from '../email/send-quietly';
import type { Logger } from '../http/logger';
import { createSecretToken, hashSecretToken } from '../security/secret-token';
import { getSmsSender } from '../sms';
import { smsTranslator } from '../sms/sms-text';
import type { ConsumerDependencies } from './consumer-dependencies';
import type { SubscriptionRow } from './subscription-view';

/** How long a double opt-in link works. */
export const CONFIRMATION_DAYS = 7;
/** A consent still waiting is not sent another link sooner than this: no mail storm. */
const RESEND_AFTER_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The confirm page the link opens; the page asks for a click, so mail scanners confirm nothing. */
export function confirmationLink(publicBaseUrl: string, locale: Locale, token: string): string {
  const url = new URL(`/${locale}/newsletter/confirm`, publicBaseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Whether a consent needs a (new) confirmation link: not confirmed, and none sent lately. */
export function awaitsConfirmationLink(row: SubscriptionRow, now: Date): boolean {
  if (row.doubleOptin) return false;
  const sentAt = row.confirmationSentAt;
  return (
    !row.confirmationTokenHash || !sentAt || now.getTime() - sentAt.getTime() >= RESEND_AFTER_MS
  );
}

/**
 * Makes a new link for the consent (the previous one stops working) and sends it by the
 * consent's own channel. A failed send is logged: the consent is kept, and asking again after
 * the resend delay sends another link.
 */
export async function sendConfirmationLink(
  deps: ConsumerDependencies,
  db: Database,
  log: Logger,
  row: SubscriptionRow,
  locale: Locale,
): Promise<void> {
  const token = createSecretToken();
  await db
    .update(subscriptions)
    .set({
      confirmationTokenHash: hashSecretToken(token),
      confirmationSentAt: deps.clock.now(),
      locale,
    })
    .where(eq(subscriptions.id, row.id));
  const confirmUrl = confirmationLink(deps.publicBaseUrl, locale, token);
  if (row.channel === 'email') {
    await sendMailQuietly(
      deps,
      db,
      log,
      {
        kind: 'newsletter-confirmation',
        locale,
        to: row.recipient,
        data: { confirmUrl, expiresInDays: String(CONFIRMATION_DAYS) },
      },
      { subscriptionId: row.id },
    );
    return;
  }
  try {
    const text = smsTranslator(locale)('subscriptionConfirmation', { url: confirmUrl });
    await getSmsSender(db).send({
      kind: 'subscription-confirmation',
      locale,
      to: row.recipient,
      text,
    });
  } catch (error) {
    log.error({ err: error, subscriptionId: row.id }, 'text message not sent');
  }
}

/**
 * Confirms the consent whose link carries this token, once: the token is cleared, so a second
 * use (or a link older than CONFIRMATION_DAYS) finds nothing and answers undefined.
 */
export async function confirmByToken(
  db: Database,
  token: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const oldest = new Date(now.getTime() - CONFIRMATION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.confirmationTokenHash, hashSecretToken(token)),
          gt(subscriptions.confirmationSentAt, oldest),
        ),
      )
      .limit(1)
      .for('update');
    if (!row) return undefined;
    const [confirmed] = await tx
      .update(subscriptions)
      .set({
        optin: true,
        optinDate: row.optin && row.optinDate ? row.optinDate : now,
        optoutDate: null,
        doubleOptin: true,
        doubleOptinDate: now,
        confirmationTokenHash: null,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    return confirmed;
  });
}

/**
 * After sign-up: each consent the new account gave (the newsletter box, the SMS terms) is
 * confirmed through its own link, as every other opt-in is.
 */
export async function sendSignUpConfirmationLinks(
  deps: ConsumerDependencies,
  db: Database,
  log: Logger,
  consumerId: string,
  locale: Locale,
): Promise<void> {
  const given = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.consumerId, consumerId), eq(subscriptions.optin, true)));
  const now = deps.clock.now();
  for (const row of given) {
    if (awaitsConfirmationLink(row, now)) await sendConfirmationLink(deps, db, log, row, locale);
  }
}
