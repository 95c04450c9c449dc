import pino from 'pino';
import { createApi } from '../app';
import type { Database } from '../db/client';
import { errorBodySchema } from '@/lib/contracts/errors';
import { headerNames } from '@/lib/contracts/headers';

export const TEST_BRAND = 'stride';

export function defaultHeaders(locale = 'en_US', region = 'NORA'): Record<string, string> {
  return {
    [headerNames.brand]: TEST_BRAND,
    [headerNames.channel]: 'ECOMM',
    [headerNames.region]: region,
    [headerNames.source]: 'ECOM15',
    [headerNames.locale]: locale,
    [headerNames.transactionId]: 'test-transaction-0001',
    [headerNames.correlationId]: 'test-correlation-0001',
    [headerNames.sessionId]: 'test-session-000001',
  };
}

/** The first error of a failed reply, checked against the spec's error shape. */
export function firstError(json: unknown) {
  const body = errorBodySchema.parse(json);
  return { ...body.errorDetails[0]!, correlationId: body.correlationId, appId: body.appId };
}

/** Calls the real Hono app the way a browser would, with the common headers filled in. */
export function createTestApi(db: Database) {
  const api = createApi({ db, brand: TEST_BRAND, log: pino({ level: 'silent' }) });
  return async function call(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string | undefined>;
    } = {},
  ) {
    const headers = new Headers();
    for (const [name, value] of Object.entries({ ...defaultHeaders(), ...init.headers })) {
      if (value !== undefined) headers.set(name, value);
    }
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const response = await api.fetch(
      new Request(`http://test/api${path}`, { method: init.method ?? 'GET', headers, body }),
    );
    const json: unknown = await response.json();
    return { status: response.status, headers: response.headers, json };
  };
}
