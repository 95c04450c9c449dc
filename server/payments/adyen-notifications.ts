import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Env } from '../config/env';

/**
 * Adyen's standard webhook (notifications): a batch of NotificationRequestItems posted with
 * HTTP basic auth, each item signed with HMAC-SHA256 under the webhook's hex key. This module
 * only authenticates; checkout decides what an item means for an order.
 */
export interface AdyenWebhookConfig {
  username: string;
  password: string;
  /** The webhook's HMAC key as the Customer Area shows it (hex). */
  hmacKey: string;
  /** Items for another merchant account are not ours to act on. */
  merchantAccount: string;
}

export const notificationItemSchema = z.object({
  eventCode: z.string(),
  success: z.string(),
  pspReference: z.string(),
  originalReference: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  amount: z.object({ value: z.number().int(), currency: z.string() }),
  reason: z.string().optional(),
  paymentMethod: z.string().optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationRequestSchema = z.object({
  live: z.string().optional(),
  notificationItems: z.array(z.object({ NotificationRequestItem: z.unknown() })),
});

/**
 * Adyen's signing string for a standard notification item: eight fields joined by colons, an
 * absent originalReference as an empty field, the amount in minor units, success as sent.
 */
function notificationSigningString(item: NotificationItem): string {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
}

/** True when additionalData.hmacSignature is the item's signature under the key (constant time). */
export function hasValidSignature(item: NotificationItem, hexKey: string): boolean {
  const sent = item.additionalData?.hmacSignature;
  if (!sent) return false;
  const expected = createHmac('sha256', Buffer.from(hexKey, 'hex'))
    .update(notificationSigningString(item), 'utf8')
    .digest();
  const given = Buffer.from(sent, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The Authorization header carries the webhook's basic auth credentials. Both sides are
 * hashed first so the comparison takes the same time whatever the lengths.
 */
export function basicAuthMatches(
  header: string | undefined,
  config: Pick<AdyenWebhookConfig, 'username' | 'password'>,
): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  const sent = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  return timingSafeEqual(digest(sent), digest(`${config.username}:${config.password}`));
}

type WebhookEnv = Pick<
  Env,
  | 'ADYEN_WEBHOOK_USERNAME'
  | 'ADYEN_WEBHOOK_PASSWORD'
  | 'ADYEN_HMAC_KEY'
  | 'ADYEN_API_KEY'
  | 'ADYEN_MERCHANT_ACCOUNT'
>;

/**
 * The webhook settings: all three or none, and only with Adyen. Without them Adyen still works,
 * but a redirect or PayPal payment is only finished when the shopper comes back (`warn` says so).
 */
export function adyenWebhookFromEnv(
  env: WebhookEnv,
  warn: (message: string) => void,
): AdyenWebhookConfig | null {
  const { ADYEN_WEBHOOK_USERNAME, ADYEN_WEBHOOK_PASSWORD, ADYEN_HMAC_KEY } = env;
  const set = [ADYEN_WEBHOOK_USERNAME, ADYEN_WEBHOOK_PASSWORD, ADYEN_HMAC_KEY].filter(Boolean);
  const adyen = Boolean(env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT);
  if (set.length === 0) {
    if (adyen) {
      warn(
        'Adyen runs without its webhook (ADYEN_WEBHOOK_USERNAME, ADYEN_WEBHOOK_PASSWORD, ADYEN_HMAC_KEY): ' +
          'redirect and PayPal payments are finished only when the shopper returns to the store.',
      );
    }
    return null;
  }
  if (!ADYEN_WEBHOOK_USERNAME || !ADYEN_WEBHOOK_PASSWORD || !ADYEN_HMAC_KEY) {
    throw new Error(
      'Set all of ADYEN_WEBHOOK_USERNAME, ADYEN_WEBHOOK_PASSWORD and ADYEN_HMAC_KEY, or none.',
    );
  }
  if (!adyen || !env.ADYEN_MERCHANT_ACCOUNT) {
    throw new Error('The Adyen webhook settings need the Adyen keys (ADYEN_API_KEY, …) as well.');
  }
  return {
    username: ADYEN_WEBHOOK_USERNAME,
    password: ADYEN_WEBHOOK_PASSWORD,
    hmacKey: ADYEN_HMAC_KEY,
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
  };
}
