import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SESSION_HINT_COOKIE, SESSION_HINTS } from '@/lib/auth/session-hint';
import type { ShopperSubject } from './subject';

export const ACCESS_COOKIE = 'stride_at';
export const REFRESH_COOKIE = 'stride_rt';
export const AGENT_COOKIE = 'stride_agent';
/** Every cookie that authenticates a request: the CSRF guard looks for these. */
export const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, AGENT_COOKIE] as const;

/**
 * HttpOnly keeps tokens away from scripts; Secure is honoured by browsers on http://localhost
 * too. The refresh cookie is Strict and scoped to the token endpoints, so it is sent only
 * where it is redeemed. See docs/decisions/005-tokens-and-csrf.md.
 */
const accessCookie: CookieOptions = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' };
const refreshCookie: CookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'Strict',
  path: '/api/token',
};
/** Readable by the page's scripts, and holds no token (lib/auth/session-hint.ts). */
const sessionHintCookie: CookieOptions = { secure: true, sameSite: 'Lax', path: '/' };
const agentCookie: CookieOptions = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' };

export function readCookie(c: Context, name: (typeof SESSION_COOKIES)[number]): string | undefined {
  return getCookie(c, name) || undefined;
}

export function setAccessCookie(c: Context, token: string, maxAge: number): void {
  setCookie(c, ACCESS_COOKIE, token, { ...accessCookie, maxAge });
}

export function setRefreshCookie(
  c: Context,
  token: string,
  maxAge: number,
  holder: ShopperSubject['type'],
): void {
  setCookie(c, REFRESH_COOKIE, token, { ...refreshCookie, maxAge });
  setCookie(c, SESSION_HINT_COOKIE, SESSION_HINTS[holder], { ...sessionHintCookie, maxAge });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, ACCESS_COOKIE, accessCookie);
  deleteCookie(c, REFRESH_COOKIE, refreshCookie);
  deleteCookie(c, SESSION_HINT_COOKIE, sessionHintCookie);
}

export function setAgentCookie(c: Context, token: string, maxAge: number): void {
  setCookie(c, AGENT_COOKIE, token, { ...agentCookie, maxAge });
}

export function clearAgentCookie(c: Context): void {
  deleteCookie(c, AGENT_COOKIE, agentCookie);
}
