import type { z } from 'zod';
import { errorBodySchema } from '@/lib/contracts/errors';
import { DEFAULT_SOURCE, headerNames, type Channel } from '@/lib/contracts/headers';
import { settingsFor, toHeaderLocale, type Locale } from '@/lib/i18n/locales';
import { CommerceApiError, type ErrorDescriber } from './api-error';

export interface TransportOptions {
  /** Origin plus `/api`, e.g. `/api` in the browser or `http://internal/api` on the server. */
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  brand: string;
  locale: Locale;
  /** Functions are read at request time, so browser-only values are never touched on the server. */
  channel: Channel | (() => Channel);
  sessionId: string | (() => string);
  source?: string;
  describeError?: ErrorDescriber;
  newId?: () => string;
  /** Told of refusals and of replies that fail their contract (services/monitoring.ts). */
  observe?: TransportObserver;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call the API refused with errorDetails. */
export interface ApiFailure {
  method: Method;
  path: string;
  status: number;
  code: string;
  appId: string;
  correlationId: string;
}

export interface TransportObserver {
  failed(failure: ApiFailure): void;
  invalidReply(reply: { method: Method; path: string; status: number; error: z.ZodError }): void;
}

export interface RequestOptions<T extends z.ZodType> {
  method?: Method;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  schema: T;
  /**
   * False for calls whose 401 is an answer rather than an ended access token (the token calls
   * themselves, sign-in and sign-out): they are never refreshed and retried.
   */
  renewSession?: boolean;
}

function resolve<T extends string>(value: T | (() => T)): T {
  return typeof value === 'function' ? value() : value;
}

export type Transport = <T extends z.ZodType>(options: RequestOptions<T>) => Promise<z.infer<T>>;

/**
 * The one way clients reach the commerce API: adds the common headers, parses replies with
 * the shared schemas and turns `errorDetails` into a CommerceApiError.
 */
export function createTransport(options: TransportOptions): Transport {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const describe = options.describeError ?? (() => undefined);

  return async ({ method = 'GET', path, query, body, headers, schema }) => {
    // A relative base (the browser's `/api`) resolves against the page's origin.
    const origin = typeof window === 'undefined' ? undefined : window.location.origin;
    const url = new URL(`${options.baseUrl}${path}`, origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const correlationId = newId();
    const requestHeaders = new Headers({
      accept: 'application/json',
      [headerNames.brand]: options.brand,
      [headerNames.channel]: resolve(options.channel),
      [headerNames.region]: settingsFor(options.locale).region,
      [headerNames.source]: options.source ?? DEFAULT_SOURCE,
      [headerNames.locale]: toHeaderLocale(options.locale),
      [headerNames.transactionId]: newId(),
      [headerNames.correlationId]: correlationId,
      [headerNames.sessionId]: resolve(options.sessionId),
      ...headers,
    });
    if (body !== undefined) requestHeaders.set('content-type', 'application/json');
    const response = await options.fetch(
      new Request(url, {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      }),
    );
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(payload);
      if (parsed.success) {
        const error = CommerceApiError.fromBody(response.status, parsed.data, describe);
        options.observe?.failed({
          method,
          path,
          status: response.status,
          code: error.code,
          appId: parsed.data.appId,
          correlationId: parsed.data.correlationId,
        });
        throw error;
      }
      throw new CommerceApiError(
        response.status,
        'GEN500',
        'Request failed.',
        `HTTP ${response.status}`,
        correlationId,
      );
    }
    const reply = schema.safeParse(payload);
    if (reply.success) return reply.data;
    options.observe?.invalidReply({ method, path, status: response.status, error: reply.error });
    throw reply.error;
  };
}
