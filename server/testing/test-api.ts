import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createApi } from '../app';
import { createConfirmationQueue } from '../checkout/confirmation-queue';
import type { AuthOptions } from '../auth/auth-dependencies';
import type { Database } from '../db/client';
import type { AdyenWebhookConfig } from '../payments/adyen-notifications';
import type { ApplePayMerchant } from '../payments/apple-pay-merchant';
import type { Logger } from '../http/logger';
import type { PaymentProvider } from '../payments/provider';
import { errorBodySchema } from '@/lib/contracts/errors';
import { headerNames } from '@/lib/contracts/headers';
import type { ErrorReporter } from '../monitoring/error-reporter';
import type { ExperimentDecider } from '../experiments/experiment-decider';
import type { CollectionPointProvider } from '../stores/collection-points/provider';

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

/**
 * A browser's cookie store, reduced to what the API relies on: cookies replace each other by
 * name and path, Max-Age=0 deletes, and a cookie is sent only under its Path, so the refresh
 * cookie (Path=/api/token) reaches the token endpoints and nothing else.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  get(name: string): string | undefined {
    return [...this.cookies.values()].find((cookie) => cookie.name === name)?.value;
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(`${name};${path}`, { name, value, path });
  }

  headerFor(requestPath: string): string | undefined {
    const matching = [...this.cookies.values()].filter(
      ({ path }) =>
        requestPath === path || requestPath.startsWith(path.endsWith('/') ? path : `${path}/`),
    );
    return matching.length
      ? matching.map(({ name, value }) => `${name}=${value}`).join('; ')
      : undefined;
  }

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      if (attribute('max-age') === '0') this.cookies.delete(`${name};${path}`);
      else this.set(name, pair.slice(separator + 1), path);
    }
  }
}

export interface TestApiOptions {
  /** Identity-service replacements; the signing secret defaults to a random one per API. */
  auth?: AuthOptions;
  /** A payment provider instead of the one settings choose (the simulator). */
  payments?: PaymentProvider;
  /** Apple Pay merchant validation; tests pass one with a fake transport. */
  applePay?: ApplePayMerchant | null;
  /** Where the API logs; silent unless a test reads the log. */
  log?: Logger;
  /** Adyen's webhook settings; tests of notifications pass them. */
  adyenWebhook?: AdyenWebhookConfig | null;
  /** Where failures and events go; tests of monitoring record them. */
  reporter?: ErrorReporter;
  validateResponses?: boolean;
  /** The OMS endpoint's bearer key; unset leaves it unconfigured. */
  omsApiKey?: string | null;
  /** Collection points instead of the ones settings choose (the demo's seeded points). */
  collectionPoints?: CollectionPointProvider | null;
  /** The experiments' SDK; tests of experiments pass one to close when done. */
  experiments?: ExperimentDecider;
}

/** Calls the real Hono app the way a browser would, with the common headers filled in. */
export function createTestApi(db: Database, options: TestApiOptions = {}) {
  const secret = randomBytes(48).toString('base64url');
  const confirmations = createConfirmationQueue();
  const api = createApi({
    confirmations,
    db,
    brand: TEST_BRAND,
    log: options.log ?? pino({ level: 'silent' }),
    auth: { secret: () => secret, ...options.auth },
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.applePay !== undefined ? { applePay: options.applePay } : {}),
    ...(options.adyenWebhook !== undefined ? { adyenWebhook: options.adyenWebhook } : {}),
    ...(options.reporter ? { reporter: options.reporter } : {}),
    omsApiKey: options.omsApiKey ?? null,
    ...(options.collectionPoints !== undefined
      ? { collectionPoints: options.collectionPoints }
      : {}),
    ...(options.validateResponses !== undefined
      ? { validateResponses: options.validateResponses }
      : {}),
    ...(options.experiments ? { experiments: options.experiments } : {}),
  });
  return async function call(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      rawBody?: string;
      /** A multipart form; the request sets its content type with the boundary. */
      form?: FormData;
      headers?: Record<string, string | undefined>;
      /** Sends the jar's cookies for this path and keeps the cookies the reply sets. */
      jar?: CookieJar;
    } = {},
  ) {
    const headers = new Headers();
    const url = new URL(`http://test/api${path}`);
    const cookie = init.jar?.headerFor(url.pathname);
    for (const [name, value] of Object.entries({ cookie, ...defaultHeaders(), ...init.headers })) {
      if (value !== undefined) headers.set(name, value);
    }
    let body: string | FormData | undefined = init.form ?? init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const response = await api.fetch(
      new Request(url, { method: init.method ?? 'GET', headers, body }),
    );
    const setCookies = response.headers.getSetCookie();
    init.jar?.store(setCookies);
    // A placement's confirmation goes after its reply: tests read the outbox once it went.
    await confirmations.idle();
    // Every answer is JSON but documents (PDF, kept as bytes) and Adyen's webhook
    // acknowledgement, "[accepted]" as text.
    const contentType = response.headers.get('content-type') ?? '';
    const bytes = /^application\/pdf/.test(contentType)
      ? new Uint8Array(await response.arrayBuffer())
      : null;
    const json: unknown = bytes
      ? null
      : /json/.test(contentType)
        ? await response.json()
        : await response.text();
    return { status: response.status, headers: response.headers, json, bytes, setCookies };
  };
}
