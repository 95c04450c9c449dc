import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { commonHeadersSchema, headerNames } from '@/lib/contracts/headers';
import { fromHeaderLocale, settingsFor } from '@/lib/i18n/locales';
import { ApiError } from './api-error';
import type { ApiEnv } from './context';

const correlationPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Checks the common headers (docs/api.md) and echoes the correlation id. A caller that sends no
 * correlation or transaction id gets fresh ones so its failures can still be traced; every
 * other header is required.
 */
export const commonHeaders = createMiddleware<ApiEnv>(async (c, next) => {
  const sentCorrelationId = c.req.header(headerNames.correlationId);
  const correlationId =
    sentCorrelationId && correlationPattern.test(sentCorrelationId)
      ? sentCorrelationId
      : randomUUID();
  c.set('correlationId', correlationId);
  c.set('log', c.get('log').child({ correlationId }));
  c.header(headerNames.correlationId, correlationId);

  const raw = {
    brand: c.req.header(headerNames.brand),
    channel: c.req.header(headerNames.channel),
    region: c.req.header(headerNames.region),
    source: c.req.header(headerNames.source),
    locale: c.req.header(headerNames.locale),
    transactionId: c.req.header(headerNames.transactionId) ?? randomUUID(),
    correlationId: sentCorrelationId ?? correlationId,
    sessionId: c.req.header(headerNames.sessionId),
  };
  const parsed = commonHeadersSchema.safeParse(raw);
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? 'header');
    const header = headerNames[name as keyof typeof headerNames] ?? name;
    throw new ApiError('API400', `Header ${header} is missing or invalid.`, {
      field: `header.${header}`,
    });
  }
  if (parsed.data.brand !== c.get('brand')) {
    throw new ApiError('API400', `Brand ${parsed.data.brand} is not served here.`, {
      field: `header.${headerNames.brand}`,
    });
  }
  const locale = fromHeaderLocale(parsed.data.locale);
  if (!locale) {
    throw new ApiError('API400', `Locale ${parsed.data.locale} is not served.`, {
      field: `header.${headerNames.locale}`,
    });
  }
  if (settingsFor(locale).region !== parsed.data.region) {
    throw new ApiError(
      'API400',
      `Region ${parsed.data.region} does not match locale ${parsed.data.locale}.`,
      {
        field: `header.${headerNames.region}`,
      },
    );
  }
  c.set('request', { ...parsed.data, locale });
  await next();
});
