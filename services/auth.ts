import type { z } from 'zod';
import type {
  agentLoginRequestSchema,
  changePasswordRequestSchema,
  confirmForgotPasswordRequestSchema,
  loyaltyTokenRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  SignInRequest,
  TokenRequest,
} from '@/lib/contracts/auth';
import { readSessionState, readTokenResponse } from '@/lib/contracts/auth-values';
import { headerNames } from '@/lib/contracts/header-names';
import { isCommerceApiError } from './api-error';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const authContracts = () => import('@/lib/contracts/auth');
const agentSessionSchema = lazySchema(authContracts, 'agentSessionSchema');
const loyaltyTokenResponseSchema = lazySchema(authContracts, 'loyaltyTokenResponseSchema');
const profileResponseSchema = lazySchema(authContracts, 'profileResponseSchema');
const serverTimeResponseSchema = lazySchema(authContracts, 'serverTimeResponseSchema');
const sessionStateSchema = lazySchema(authContracts, 'sessionStateSchema');
const signInResponseSchema = lazySchema(authContracts, 'signInResponseSchema');
const signUpResponseSchema = lazySchema(authContracts, 'signUpResponseSchema');
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

/** Extra request headers some identity calls take from the page (spec 002 section 7). */
export interface SourceHeader {
  /** Sent as the source header instead of ECOM15, e.g. a lead source on sign-up. */
  source?: string;
}

function sourceHeader(options: SourceHeader | undefined): Record<string, string> | undefined {
  return options?.source ? { [headerNames.source]: options.source } : undefined;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The identity endpoints (spec 000 section 7, Authentication; 001 section 7). Tokens travel in
 * httpOnly cookies set by the server, so every reply here is the consumer summary, not a token.
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
    signUp: (body: z.input<typeof signUpRequestSchema>, options?: SourceHeader) =>
      request({
        method: 'POST',
        path: '/consumers-v3/auth/signup',
        body,
        headers: sourceHeader(options),
        schema: signUpResponseSchema,
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
    changePassword: (body: z.input<typeof changePasswordRequestSchema>) =>
      request({
        method: 'POST',
        path: '/consumers-v3/consumer/changepassword',
        body,
        schema: successResponseSchema,
      }),
    /** Mails a reset link; the reply is the same whether or not the email is registered. */
    requestPasswordReset: (body: z.input<typeof resetPasswordRequestSchema>) =>
      request({
        method: 'POST',
        path: '/consumers-v3/consumer/resetpassword',
        body,
        schema: successResponseSchema,
      }),
    /** Sets a new password with the token from the reset link. */
    confirmPasswordReset: (body: z.input<typeof confirmForgotPasswordRequestSchema>) =>
      request({
        method: 'POST',
        path: '/consumers-v3/confirmforgotpassword',
        body,
        schema: successResponseSchema,
      }),
    agentLogin: (body: z.input<typeof agentLoginRequestSchema>) =>
      request({
        method: 'POST',
        path: '/consumers-v3/consumer/agent/login',
        body,
        schema: agentSessionSchema,
        renewSession: false,
      }),
    getProfile: (query: { includeLoyaltySummary?: boolean } = {}) =>
      request({ path: '/consumers-v3/consumer/profile', query, schema: profileResponseSchema }),
    getServerTime: () => request({ path: '/fapi/server/time', schema: serverTimeResponseSchema }),
    loyaltyToken: (body: z.input<typeof loyaltyTokenRequestSchema>, options?: SourceHeader) =>
      request({
        method: 'POST',
        path: '/consumers-v3/consumer/loyalty/token',
        body,
        headers: sourceHeader(options),
        schema: loyaltyTokenResponseSchema,
      }),
  };
}
export type AuthClient = ReturnType<typeof createAuthClient>;
