import type { z } from 'zod';
import { readErrorBody } from '@/lib/contracts/error-body';
import { DEFAULT_SOURCE, headerNames, type Channel } from '@/lib/contracts/header-names';
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
  /** Awaited before the call fails, so a report is on its way when the caller hears of it. */
  invalidReply(reply: {
    method: Method;
    path: string;
    status: number;
    error: z.ZodError;
  }): void | Promise<void>;
}

/**
 * A reply's schema, or a function that loads it. The clients pass loaders (`lazySchema`), so
 * the contracts and zod load with a page's first call instead of with the page.
 */
export type ReplySchema<T extends z.ZodType> = T | (() => Promise<T>);

/** A schema exported by a contracts module, loaded on first use: `lazySchema(load, 'cartSchema')`. */
export function lazySchema<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): () => Promise<M[K]> {
  let loaded: Promise<M[K]> | undefined;
  return () => (loaded ??= load().then((module) => module[name]));
}

export interface RequestOptions<T extends z.ZodType> {
  method?: Method;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  schema: ReplySchema<T>;
  /**
   * A zod-free reader of the reply (the contracts' *-values.ts modules), for calls every page
   * load makes: a reply it accepts is returned as read, so neither zod nor the contract loads;
   * one it refuses goes to `schema`, which has the last word and says what is wrong.
   */
  reader?: (payload: unknown) => z.infer<T> | null;
  /**
   * False for calls whose 401 is an answer rather than an ended access token (the token calls
   * themselves, sign-in and sign-out): they are never refreshed and retried.
   */
  renewSession?: boolean;
  /**
   * The reply is a file (a PDF): a success hands the schema `{ blob, fileName }` instead of
   * parsing JSON; a refusal is still the JSON error body.
   */
  file?: boolean;
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

  return async ({ method = 'GET', path, query, body, headers, schema, reader, file }) => {
    // A relative base (the browser's `/api`) resolves against the page's origin.
    const origin = typeof window === 'undefined' ? undefined : window.location.origin;
    const url = new URL(`${options.baseUrl}${path}`, origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const correlationId = newId();
    const requestHeaders = new Headers({
      // A file call still hears its refusal as the JSON error body.
      accept: file ? 'application/pdf, application/json' : 'application/json',
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
    // A FormData body (files) sets its own multipart content type, with the boundary.
    const formData = body instanceof FormData;
    if (body !== undefined && !formData) requestHeaders.set('content-type', 'application/json');
    const response = await options.fetch(
      new Request(url, {
        method,
        headers: requestHeaders,
        body: body === undefined ? undefined : formData ? body : JSON.stringify(body),
        credentials: 'same-origin',
      }),
    );
    const payload: unknown =
      file && response.ok
        ? { blob: await response.blob(), fileName: fileNameOf(response) }
        : await response.json().catch(() => undefined);
    if (!response.ok) {
      const errorBody = readErrorBody(payload);
      if (errorBody) {
        const error = CommerceApiError.fromBody(response.status, errorBody, describe);
        options.observe?.failed({
          method,
          path,
          status: response.status,
          code: error.code,
          appId: errorBody.appId,
          correlationId: errorBody.correlationId,
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
    const read = reader?.(payload);
    if (read) return read;
    const replySchema = typeof schema === 'function' ? await schema() : schema;
    const reply = replySchema.safeParse(payload);
    if (reply.success) return reply.data;
    await options.observe?.invalidReply({
      method,
      path,
      status: response.status,
      error: reply.error,
    });
    throw reply.error;
  };
}

/** The name a file reply suggests (Content-Disposition's filename), else null. */
function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}
