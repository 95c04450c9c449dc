import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * The shopper's consents (spec 001 sections 3 and 7, spec 002 section 4): the newsletter by
 * email and by text message, each asked for (optin) and then confirmed through a link
 * (doubleOptin), and which service notifications the shopper wants. docs/subscriptions.md.
 */
export const subscriptionChannelSchema = z.enum(['email', 'sms']);
export type SubscriptionChannel = z.infer<typeof subscriptionChannelSchema>;

/** One consent as GET, PUT and the confirm call answer it. Dates are ISO 8601. */
export const subscriptionViewSchema = z.object({
  type: z.literal('Newsletter'),
  channel: subscriptionChannelSchema,
  /** The email address, or the phone number in E.164. */
  recipient: z.string(),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  optinDate: z.string().nullable(),
  optoutDate: z.string().nullable(),
  doubleOptinDate: z.string().nullable(),
  /** Where the consent was given: sign-up's lead source, "footer", "account". */
  source: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/**
 * The topics of service notifications the shopper may turn off: order updates, the mails that
 * say an order shipped or was delivered. Mails about money (a cancellation, a refund) and ones
 * the shopper asked for (a size back in stock) always go. A topic never set counts as on.
 */
export const notificationTopics = ['orderUpdates'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];
export const notificationPreferencesSchema = z.object({
  orderUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET /consumers-v3/consumer/subscription: the signed-in consumer's consents. */
export const subscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionViewSchema),
  notificationPreferences: notificationPreferencesSchema,
});
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/**
 * PUT /consumers-v3/consumer/subscription: the signed-in consumer opts in or out of one
 * channel. Opting in to text messages needs the SMS terms accepted (spec 002 section 4).
 */
export const subscriptionUpdateSchema = z
  .object({
    type: z.literal('Newsletter'),
    channel: subscriptionChannelSchema,
    optin: z.boolean(),
    smsTermsAccepted: z.literal(true).optional(),
  })
  .refine((body) => !(body.channel === 'sms' && body.optin && !body.smsTermsAccepted), {
    message: 'Accept the SMS terms to receive text messages.',
    path: ['smsTermsAccepted'],
  });
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

/**
 * POST /consumers-v3/consumer/subscription: the newsletter form, for visitors and members.
 * The answer is the same whether the address was new, waiting or already confirmed.
 */
export const newsletterSignUpSchema = z.object({
  email: emailSchema,
  policy: z.literal(true, 'Accept the privacy policy to subscribe.'),
  recaptcha_response: z.string().max(4096).optional(),
  source: z.string().trim().min(1).max(40).optional(),
});
export type NewsletterSignUp = z.infer<typeof newsletterSignUpSchema>;
export const newsletterSignUpResponseSchema = z.object({
  /** Always true: a confirmation link is on its way unless the address already confirmed. */
  subscribed: z.literal(true),
});

/** POST /consumers-v3/consumer/subscription/confirm: the link in the confirmation message. */
export const subscriptionConfirmSchema = z.object({ token: z.string().min(16).max(128) });
export const subscriptionConfirmResponseSchema = z.object({
  channel: subscriptionChannelSchema,
  doubleOptin: z.literal(true),
});
export type SubscriptionConfirmResponse = z.infer<typeof subscriptionConfirmResponseSchema>;

/** PUT /consumers-v3/consumer/notification: the topics sent change, the others stay. */
export const notificationUpdateSchema = z.object({
  notificationPreferences: notificationPreferencesSchema.partial().strict(),
});
export const notificationResponseSchema = z.object({
  notificationPreferences: notificationPreferencesSchema,
});
