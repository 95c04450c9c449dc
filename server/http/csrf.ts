import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error';
import type { ApiEnv } from './context';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const firstValue = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/** The origin the browser addressed, as the nearest proxy reports it. */
function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const protocol = firstValue(c.req.header('x-forwarded-proto')) ?? url.protocol.replace(':', '');
  const host = firstValue(c.req.header('x-forwarded-host')) ?? c.req.header('host') ?? url.host;
  return `${protocol}://${host}`.toLowerCase();
}

/**
 * Cross-site request forgery defence for cookie-authenticated writes, the last of three layers:
 * 1. SameSite cookies: a cross-site request carries the access cookie only on top-level GETs
 *    and never the refresh cookie.
 * 2. Every call must send our custom x-* headers (common-headers.ts). A cross-site page can
 *    only send them with fetch, which makes the browser ask first with a CORS preflight, and
 *    this API never answers a preflight with Access-Control-Allow-* headers.
 * 3. Here: a write that carries a session cookie must come from our own origin, judged by
 *    Sec-Fetch-Site when the browser sends it and by Origin when present.
 * Requests without session cookies (the app's Bearer token, server-side calls) pass: they
 * carry no ambient credential to abuse. See docs/decisions/005-tokens-and-csrf.md.
 */
export function csrfGuard(sessionCookies: readonly string[]) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (unsafeMethods.has(c.req.method)) {
      const cookies = getCookie(c);
      if (sessionCookies.some((name) => cookies[name] !== undefined)) {
        const site = c.req.header('sec-fetch-site');
        const origin = c.req.header('origin');
        const sameSite = !site || site === 'same-origin' || site === 'none';
        if (!sameSite || (origin !== undefined && origin.toLowerCase() !== ownOrigin(c))) {
          throw new ApiError('AUT432', 'Cross-site request refused.');
        }
      }
    }
    await next();
  });
}
