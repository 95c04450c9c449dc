import type { Event } from '@sentry/core';

/**
 * What may leave the store in an error report: no shopper's personal data. Text is scrubbed of
 * email addresses, card-like digit runs, phone numbers, bearer tokens and JWTs; URLs lose their
 * query and fragment (reset and order links carry tokens there); and fields whose names say
 * they hold personal data or secrets are dropped, whatever their value.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\b/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
// Card numbers, gift card numbers and phone numbers: runs of 7 or more digits, spaces allowed,
// standing alone (digits inside an id such as `corr-12345678` are the id's).
const LONG_NUMBER = /(?<![\w-])\+?\d(?:[ -]?\d){6,}(?!\w)/g;
const URL_WITH_QUERY = /(https?:\/\/[^\s?#"']+|\/[^\s?#"']*)[?#][^\s"']*/g;

const PERSONAL_KEY =
  /pass|secret|token|cookie|authorization|email|phone|address|first.?name|last.?name|name$|birth|card|cvc|cvv|pin|iban|postal|zip|recaptcha|session/i;

export function scrubText(text: string): string {
  return text
    .replace(URL_WITH_QUERY, '$1')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]');
}

/** A copy of any JSON-like value with personal data removed; depth-limited against cycles. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PERSONAL_KEY.test(key))
      .map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

/** The last word on what leaves: no request, user or breadcrumbs, and scrubbed text. */
export function scrubEvent<E extends Event>(event: E): E {
  const { request: _request, user: _user, breadcrumbs: _breadcrumbs, ...rest } = event;
  return {
    ...(rest as E),
    ...(rest.message ? { message: scrubText(rest.message) } : {}),
    ...(rest.extra ? { extra: scrubValue(rest.extra) as Record<string, unknown> } : {}),
    ...(rest.exception
      ? {
          exception: {
            values: rest.exception.values?.map((value) => ({
              ...value,
              ...(value.value ? { value: scrubText(value.value) } : {}),
            })),
          },
        }
      : {}),
  };
}
