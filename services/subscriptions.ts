import type { RetrieveUserDataRequest } from '@/lib/contracts/retrieve-user-data';
import type { NotificationPreferences, SubscriptionUpdate } from '@/lib/contracts/subscriptions';
import type { RecaptchaTokens } from './recaptcha';
import { lazySchema, type Transport } from './transport';

// Parsed with the shared contracts, loaded with the first call rather than with the page.
const contracts = () => import('@/lib/contracts/subscriptions');
const prefillContracts = () => import('@/lib/contracts/retrieve-user-data');
const subscriptionsResponseSchema = lazySchema(contracts, 'subscriptionsResponseSchema');
const subscriptionViewSchema = lazySchema(contracts, 'subscriptionViewSchema');
const newsletterSignUpResponseSchema = lazySchema(contracts, 'newsletterSignUpResponseSchema');
const subscriptionConfirmResponseSchema = lazySchema(
  contracts,
  'subscriptionConfirmResponseSchema',
);
const notificationResponseSchema = lazySchema(contracts, 'notificationResponseSchema');
const retrieveUserDataResponseSchema = lazySchema(
  prefillContracts,
  'retrieveUserDataResponseSchema',
);

const consumer = '/consumers-v3/consumer';

/** Newsletter and SMS consents, notification topics and the sign-up prefill (docs/subscriptions.md). */
export function createSubscriptionsClient(request: Transport, recaptcha: RecaptchaTokens) {
  return {
    list: () => request({ path: `${consumer}/subscription`, schema: subscriptionsResponseSchema }),
    update: (body: SubscriptionUpdate) =>
      request({
        method: 'PUT',
        path: `${consumer}/subscription`,
        body,
        schema: subscriptionViewSchema,
      }),
    /** The newsletter form; it mails an address someone typed, so it carries a reCAPTCHA token. */
    subscribe: async (body: { email: string; source?: string }) =>
      request({
        method: 'POST',
        path: `${consumer}/subscription`,
        body: { ...body, policy: true, recaptcha_response: await recaptcha('newsletter') },
        schema: newsletterSignUpResponseSchema,
      }),
    confirm: (token: string) =>
      request({
        method: 'POST',
        path: `${consumer}/subscription/confirm`,
        body: { token },
        schema: subscriptionConfirmResponseSchema,
      }),
    updateNotifications: (notificationPreferences: Partial<NotificationPreferences>) =>
      request({
        method: 'PUT',
        path: `${consumer}/notification`,
        body: { notificationPreferences },
        schema: notificationResponseSchema,
      }),
    retrieveUserData: (body: RetrieveUserDataRequest) =>
      request({
        method: 'POST',
        path: `${consumer}/retrieveUserData`,
        body,
        schema: retrieveUserDataResponseSchema,
      }),
  };
}
export type SubscriptionsClient = ReturnType<typeof createSubscriptionsClient>;
