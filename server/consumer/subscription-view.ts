import type { NotificationPreferences, SubscriptionView } from '@/lib/contracts/subscriptions';
import type { subscriptions } from '../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    type: 'Newsletter',
    channel: row.channel,
    recipient: row.recipient,
    optin: row.optin,
    doubleOptin: row.doubleOptin,
    optinDate: row.optinDate?.toISOString() ?? null,
    optoutDate: row.optoutDate?.toISOString() ?? null,
    doubleOptinDate: row.doubleOptinDate?.toISOString() ?? null,
    source: row.source,
  };
}

/** Every topic with its value; order updates are on until turned off (a shopper expects them). */
export function notificationPreferencesOf(
  stored: Record<string, boolean>,
): NotificationPreferences {
  return {
    orderUpdates: stored.orderUpdates ?? true,
  };
}
