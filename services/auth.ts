import type { SignInRequest, TokenRequest } from '@/lib/contracts/auth';
import { readSessionState, readTokenResponse } from '@/lib/contracts/auth-values';
import { isCommerceApiError } from './api-error';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const authContracts = () => import('@/lib/contracts/auth');
const profileResponseSchema = lazySchema(authContracts, 'profileResponseSchema');
const sessionStateSchema = lazySchema(authContracts, 'sessionStateSchema');
const signInResponseSchema = lazySchema(authContracts, 'signInResponseSchema');
const successResponseSchema = lazySchema(authContracts, 'successResponseSchema');
const tokenResponseSchema = lazySchema(authContracts, 'tokenResponseSchema');

/** Spec 000 section 9: the token call is retried once, after 2000 ms, on a 409. */
export const TOKEN_RETRY_DELAY_MS = 2000;

export interface AuthClientOptions {
  /** Waits between a 409 and the retry; tests pass a zero-delay version. */
  retryDelayMs?: number;
}

/** The sign-in body without the fixed parts the client fills in itself. */
export type SignInInput = Omit<SignInRequest, 'type' | 'codeChallengeMethod'>;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The session's identity endpoints (spec 000 section 7, Authentication; 001 section 7), which
 * every page may call: tokens, session state, sign-in and sign-out. Tokens travel in httpOnly
 * cookies set by the server, so every reply here is the consumer summary, not a token. The
 * account's own calls (sign-up, passwords, loyalty, the till) are in account-auth.ts.
 */
export function createAuthClient(request: Transport, options: AuthClientOptions = {}) {
  const retryDelayMs = options.retryDelayMs ?? TOKEN_RETRY_DELAY_MS;

  // The token calls answer for the session itself: their 401 is never "refresh and retry".
  const postToken = (body: TokenRequest) =>
    request({
      method: 'POST',
      path: '/token/v2/auth/token',
      body,
      schema: tokenResponseSchema,
      reader: readTokenResponse,
      renewSession: false,
    });

  return {
    /** A Guest token, or a Registered one exchanging a sign-in authorization code (PKCE). */
    getToken: async (body: TokenRequest) => {
      try {
        return await postToken(body);
      } catch (error) {
        // A 409 means another token call for this session is still settling: wait, try once more.
        if (!isCommerceApiError(error) || error.status !== 409) throw error;
        await wait(retryDelayMs);
        return postToken(body);
      }
    },
    /** Who the visitor is (guest, consumer, expired, none), answered without an error. */
    getSession: () =>
      request({
        path: '/token/v2/auth/session',
        schema: sessionStateSchema,
        reader: readSessionState,
      }),
    /** Rotates the refresh cookie and issues a new access cookie. */
    refresh: () =>
      request({
        method: 'POST',
        path: '/token/v2/auth/refresh',
        schema: tokenResponseSchema,
        reader: readTokenResponse,
        renewSession: false,
      }),
    signIn: (input: SignInInput) =>
      request({
        method: 'POST',
        path: '/consumers-v3/auth/signin',
        body: { type: 'Registered', codeChallengeMethod: 'S256', ...input },
        schema: signInResponseSchema,
        renewSession: false,
      }),
    /** The refresh token itself is in a cookie; the body stays empty for the browser. */
    signOut: () =>
      request({
        method: 'POST',
        path: '/consumers-v3/consumer/auth/signout',
        body: {},
        schema: successResponseSchema,
        // A 401 means the session had already ended, which is what signing out asks for.
        renewSession: false,
      }),
    getProfile: (query: { includeLoyaltySummary?: boolean } = {}) =>
      request({ path: '/consumers-v3/consumer/profile', query, schema: profileResponseSchema }),
  };
}
export type AuthClient = ReturnType<typeof createAuthClient>;
