import type { Locale, Region } from '@/lib/i18n/locales';
import type { Channel } from '@/lib/contracts/headers';
import type { Database } from '../db/client';
import type { Logger } from './logger';

/** What every route knows about the caller once the common headers are checked. */
export interface RequestContext {
  brand: string;
  channel: Channel;
  region: Region;
  source: string;
  locale: Locale;
  transactionId: string;
  correlationId: string;
  sessionId: string;
}

export interface ApiVariables {
  db: Database;
  brand: string;
  log: Logger;
  correlationId: string;
  /** Who sent the request, as the entry server resolved it (server/http/client-address.ts). */
  clientAddress: string;
  request: RequestContext;
}

export type ApiEnv = { Variables: ApiVariables };
