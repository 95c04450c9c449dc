import { z } from 'zod';
import { regions } from '../i18n/locales';

/**
 * The common request headers. Header names are ours: the spec names the values, not the wire names.
 */
export const headerNames = {
  brand: 'x-brand',
  channel: 'x-channel',
  region: 'x-region',
  source: 'x-source',
  locale: 'x-locale',
  transactionId: 'x-transaction-id',
  correlationId: 'x-correlation-id',
  sessionId: 'x-session-id',
  /** Sent only on order placement and order patch from the app webview. */
  appTracking: 'x-app-tracking',
} as const;

export const channels = ['ECOMM', 'MAPP'] as const;
export type Channel = (typeof channels)[number];
export const DEFAULT_SOURCE = 'ECOM15';

const idPattern = /^[A-Za-z0-9._:-]{8,128}$/;

export const commonHeadersSchema = z.object({
  brand: z.string().min(1).max(40),
  channel: z.enum(channels),
  region: z.enum(regions),
  source: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/),
  transactionId: z.string().regex(idPattern),
  correlationId: z.string().regex(idPattern),
  sessionId: z.string().regex(idPattern),
});
export type CommonHeaders = z.infer<typeof commonHeadersSchema>;
