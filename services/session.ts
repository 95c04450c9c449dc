import type { z } from 'zod';
import type { guestObjectsSchema, ProfileResponse, TokenResponse } from '@/lib/contracts/auth';
import { createPkcePair } from '@/lib/security/pkce';
import { isCommerceApiError } from './api-error';
import type { AuthClient } from './auth';

/** The reply that means "no registered session": no cookie, an expired one, or a guest's. */
function isUnauthenticated(error: unknown): boolean {
  return isCommerceApiError(error) && (error.status === 401 || error.code === 'AUT404');
}

/** The profile, or null when the session turned out not to be a consumer's after all. */
async function profileOrNull(auth: AuthClient): Promise<ProfileResponse | null> {
  try {
    return await auth.getProfile();
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

/**
 * Who the visitor is: the profile when signed in, else null. The session call answers guests
 * and visitors without a session with a 200, so a guest's page load asks once and logs no
 * error; only a consumer's profile is read. An ended access cookie with a live refresh cookie
 * is renewed by the transport (session-renewal.ts, one renewal across tabs) when the profile
 * call meets it, and the call is sent again. `whenNoSession` runs, and is waited for, when the
 * server knows no session at all.
 */
export async function loadProfile(
  auth: AuthClient,
  whenNoSession: () => Promise<unknown> = async () => undefined,
): Promise<ProfileResponse | null> {
  const session = await auth.getSession();
  if (session.status === 'none') {
    await whenNoSession();
    return null;
  }
  if (session.status === 'active' && session.consumerType === 'GUEST') return null;
  return profileOrNull(auth);
}

/** A guest token for a visitor with no registered session; a 403 is ignored (spec 000 section 7). */
export async function requestGuestToken(auth: AuthClient): Promise<TokenResponse | null> {
  try {
    return await auth.getToken({ type: 'Guest' });
  } catch (error) {
    if (isCommerceApiError(error) && error.status === 403) return null;
    throw error;
  }
}

/**
 * Runs a call the server allows only within a session (votes, flags, reviews). When it answers
 * that there is none (the access cookie expired, or the page's guest token is still on its
 * way), the guest token call renews the session from the refresh cookie or starts a guest, and
 * the call runs once more.
 */
export async function withSession<T>(auth: AuthClient, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isCommerceApiError(error) || error.code !== 'AUT404') throw error;
  }
  await requestGuestToken(auth);
  return call();
}

export interface PasswordSignIn {
  email: string;
  password: string;
  /** The guest's basket, favorites and saved-for-later, merged into the account on sign-in. */
  guestObjects?: z.infer<typeof guestObjectsSchema>;
  /** A reCAPTCHA token for the `login` action. */
  recaptcha: string;
}

/**
 * Sign-in with PKCE (spec 000 section 7): the challenge goes with the credentials, the verifier
 * only with the token call that redeems the authorization code, so an intercepted code is useless.
 */
export async function signInWithPassword(
  auth: AuthClient,
  { email, password, guestObjects, recaptcha }: PasswordSignIn,
): Promise<TokenResponse> {
  const pkce = await createPkcePair();
  const { authorizationCode } = await auth.signIn({
    username: email,
    password,
    codeChallenge: pkce.codeChallenge,
    recaptcha_response: recaptcha,
  });
  return auth.getToken({
    type: 'Registered',
    authorizationCode,
    codeVerifier: pkce.codeVerifier,
    ...(guestObjects ? { guestObjects } : {}),
  });
}

/**
 * Ends the registered session on the server. A 401 means it had already ended, which is what
 * the shopper asked for; anything else is reported so the page does not pretend.
 */
export async function endSession(auth: AuthClient): Promise<void> {
  try {
    await auth.signOut();
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
  }
}
