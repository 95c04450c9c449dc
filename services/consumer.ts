import type { z } from 'zod';
import type { SavedAddressRequest } from '@/lib/contracts/address-book';
import type { profileUpdateRequestSchema, SubscriptionUpdate } from '@/lib/contracts/consumer';
import { recaptchaHeaderName } from '@/lib/contracts/header-names';
import { lazySchema, type Transport } from './transport';
import type { RecaptchaTokens } from './recaptcha';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const addressBookContracts = () => import('@/lib/contracts/address-book');
const authContracts = () => import('@/lib/contracts/auth');
const consumerContracts = () => import('@/lib/contracts/consumer');
const savedAddressCreatedSchema = lazySchema(addressBookContracts, 'savedAddressCreatedSchema');
const profileResponseSchema = lazySchema(authContracts, 'profileResponseSchema');
const lookupResponseSchema = lazySchema(consumerContracts, 'lookupResponseSchema');
const subscriptionResponseSchema = lazySchema(consumerContracts, 'subscriptionResponseSchema');

export type ProfileUpdateBody = z.input<typeof profileUpdateRequestSchema>;

/** The signed-in consumer's own profile and the enrollment lookup (spec 001 sections 2 and 7). */
export function createConsumerClient(request: Transport, recaptcha: RecaptchaTokens) {
  return {
    /** Changes only the fields sent; answers the whole updated profile. */
    updateProfile: (body: ProfileUpdateBody) =>
      request({
        method: 'PUT',
        path: '/consumers-v3/consumer/profile',
        body,
        schema: profileResponseSchema,
      }),
    /** Opts the signed-in consumer in or out of the email newsletter. */
    updateSubscription: (body: SubscriptionUpdate) =>
      request({
        method: 'PUT',
        path: '/consumers-v3/consumer/subscription',
        body,
        schema: subscriptionResponseSchema,
      }),
    /**
     * Whether an account exists for the email. The answer would let anyone test a list of
     * emails, so the server wants a reCAPTCHA token for the `login` action; a GET has no body,
     * so it travels in a header.
     */
    lookup: async (email: string) =>
      request({
        path: '/consumers-v3/consumer/lookup',
        query: { email },
        headers: { [recaptchaHeaderName]: await recaptcha('login') },
        schema: lookupResponseSchema,
      }),
    /** The address book (spec 001 section 7); GET profile lists the addresses. */
    addAddress: (body: SavedAddressRequest) =>
      request({
        method: 'POST',
        path: '/consumers-v3/consumer/address',
        body,
        schema: savedAddressCreatedSchema,
      }),
    updateAddress: (addressId: string, body: SavedAddressRequest) =>
      request({
        method: 'PUT',
        path: `/consumers-v3/consumer/address/${encodeURIComponent(addressId)}`,
        body,
        schema: savedAddressCreatedSchema,
      }),
    deleteAddress: (addressId: string) =>
      request({
        method: 'DELETE',
        path: `/consumers-v3/consumer/address/${encodeURIComponent(addressId)}`,
        schema: savedAddressCreatedSchema,
      }),
  };
}
export type ConsumerClient = ReturnType<typeof createConsumerClient>;
