import { z } from 'zod';
import { regions } from '../i18n/locales';
import { channels } from './header-names';

export { channels, DEFAULT_SOURCE, headerNames, type Channel } from './header-names';

/** The common request headers; their names are in header-names.ts. */
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
