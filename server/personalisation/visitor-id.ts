import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { monetateIdSchema } from '@/lib/contracts/personalisation';

/** The server's visitor id; it keeps a visitor's experience arms across visits. */
export const VISITOR_COOKIE = 'stride_visitor';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_PATH = '/api/engine';

/**
 * The cookie's id when it holds a valid one, else the id the page offered (the spec's monetate
 * id), else a new one; the cookie is (re)set to it. HttpOnly and scoped to the decide call:
 * no script and no other call reads it.
 */
export function resolveVisitorId(c: Context, offered: string | undefined): string {
  const stored = monetateIdSchema.safeParse(getCookie(c, VISITOR_COOKIE));
  if (stored.success) return stored.data;
  const visitorId = offered ?? randomUUID();
  setCookie(c, VISITOR_COOKIE, visitorId, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: COOKIE_PATH,
    maxAge: YEAR_SECONDS,
  });
  return visitorId;
}

/** Without targeting consent the visitor is not followed: a stored id is removed. */
export function forgetVisitorId(c: Context): void {
  if (getCookie(c, VISITOR_COOKIE) === undefined) return;
  deleteCookie(c, VISITOR_COOKIE, { path: COOKIE_PATH, secure: true });
}
