import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error';
import type { ApiEnv } from './context';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const firstValue = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The origins a page of ours is served from: the configured public origin (PUBLIC_BASE_URL),
 * and the host the browser addressed (its Host header, which a page cannot forge). The scheme
 * may come from X-Forwarded-Proto, since a proxy terminating TLS talks plain HTTP to us.
 * X-Forwarded-Host is not read: a client can send it (nothing strips it when the app runs
 * without the entry server), and a proxy passing on the client's own value would let any
 * Origin through. A proxy that rewrites Host is covered by PUBLIC_BASE_URL.
 */
function ownOrigins(c: Context, publicOrigin: string): string[] {
  const url = new URL(c.req.url);
  const protocol = firstValue(c.req.header('x-forwarded-proto')) ?? url.protocol.replace(':', '');
  const host = c.req.header('host') ?? url.host;
  return [publicOrigin, `${protocol}://${host}`.toLowerCase()];
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
export function csrfGuard(sessionCookies: readonly string[], publicBaseUrl: string) {
  const publicOrigin = new URL(publicBaseUrl).origin.toLowerCase();
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (unsafeMethods.has(c.req.method)) {
      const cookies = getCookie(c);
      if (sessionCookies.some((name) => cookies[name] !== undefined)) {
        const site = c.req.header('sec-fetch-site');
        const origin = c.req.header('origin')?.toLowerCase();
        const sameSite = !site || site === 'same-origin' || site === 'none';
        if (!sameSite || (origin !== undefined && !ownOrigins(c, publicOrigin).includes(origin))) {
          throw new ApiError('AUT432', 'Cross-site request refused.');
        }
      }
    }
    await next();
  });
}
