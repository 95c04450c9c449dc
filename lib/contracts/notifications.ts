import { z } from 'zod';
import { locales } from '../i18n/locales';
import { emailSchema } from './auth';

/** PUT /products/v1/notifications: tell me when this size is back. */
export const stockNotificationRequestSchema = z.object({
  email: emailSchema,
  variantId: z.string().trim().min(1).max(64),
  /** The storefront locale (e.g. en-us) the back-in-stock email is written in. */
  locale: z.enum(locales),
});
export type StockNotificationRequest = z.infer<typeof stockNotificationRequestSchema>;

export const stockNotificationResponseSchema = z.object({
  variantId: z.string(),
  email: z.string(),
  /**
   * True once the request is on file, also when this email already waited for this size (one
   * request is kept): whether it did is not told, since anyone may send any email.
   */
  created: z.boolean(),
});
export type StockNotificationResponse = z.infer<typeof stockNotificationResponseSchema>;
