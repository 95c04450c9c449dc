import {
  retrieveUserDataRequestSchema,
  retrieveUserDataResponseSchema,
} from '@/lib/contracts/retrieve-user-data';
import {
  newsletterSignUpResponseSchema,
  newsletterSignUpSchema,
  notificationResponseSchema,
  notificationUpdateSchema,
  subscriptionConfirmResponseSchema,
  subscriptionConfirmSchema,
  subscriptionsResponseSchema,
  subscriptionUpdateSchema,
  subscriptionViewSchema,
} from '@/lib/contracts/subscriptions';
import { json, named, type Operation } from '../operation';

const tag = 'Subscriptions';
const path = '/consumers-v3/consumer/subscription';

export const subscriptionOperations: Operation[] = [
  {
    method: 'get',
    path,
    summary: "The signed-in consumer's newsletter consents (email, SMS) and notification topics",
    tag,
    success: json(named('SubscriptionsResponse', subscriptionsResponseSchema)),
    errors: ['AUT401', 'AUT498'],
  },
  {
    method: 'put',
    path,
    summary: 'Opt the signed-in consumer in or out of the newsletter by email or SMS',
    tag,
    body: named('SubscriptionUpdate', subscriptionUpdateSchema),
    success: json(named('SubscriptionView', subscriptionViewSchema)),
    errors: ['AUT401', 'AUT498', 'SUB400', 'SUB403'],
  },
  {
    method: 'post',
    path,
    summary:
      'The newsletter form, for anyone: a confirmation link is mailed; the answer never tells whether the address was known',
    tag,
    body: named('NewsletterSignUp', newsletterSignUpSchema),
    success: json(named('NewsletterSignUpResponse', newsletterSignUpResponseSchema)),
    errors: ['AUT403', 'AUT500', 'SUB429'],
  },
  {
    method: 'post',
    path: `${path}/confirm`,
    summary: 'Confirm a consent with the token of its link (double opt-in); each link works once',
    tag,
    body: named('SubscriptionConfirm', subscriptionConfirmSchema),
    success: json(named('SubscriptionConfirmResponse', subscriptionConfirmResponseSchema)),
    errors: ['SUB404', 'SUB429'],
  },
  {
    method: 'put',
    path: '/consumers-v3/consumer/notification',
    summary: "Change the signed-in consumer's notification topics; topics not sent stay",
    tag,
    body: named('NotificationUpdate', notificationUpdateSchema),
    success: json(named('NotificationResponse', notificationResponseSchema)),
    errors: ['AUT401', 'AUT498'],
  },
  {
    method: 'post',
    path: '/consumers-v3/consumer/retrieveUserData',
    summary: "The sign-up page's prefill: the profile whose id and email both match",
    tag,
    body: named('RetrieveUserDataRequest', retrieveUserDataRequestSchema),
    success: json(named('RetrieveUserDataResponse', retrieveUserDataResponseSchema)),
    errors: ['CCN404', 'CCN429'],
  },
];
