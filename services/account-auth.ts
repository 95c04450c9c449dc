import type { z } from 'zod';
import type {
  agentLoginRequestSchema,
  changePasswordRequestSchema,
  confirmForgotPasswordRequestSchema,
  loyaltyTokenRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from '@/lib/contracts/auth';
import { headerNames } from '@/lib/contracts/header-names';
import { lazySchema, type Transport } from './transport';

const authContracts = () => import('@/lib/contracts/auth');
const agentSessionSchema = lazySchema(authContracts, 'agentSessionSchema');
const loyaltyTokenResponseSchema = lazySchema(authContracts, 'loyaltyTokenResponseSchema');
const serverTimeResponseSchema = lazySchema(authContracts, 'serverTimeResponseSchema');
const signUpResponseSchema = lazySchema(authContracts, 'signUpResponseSchema');
const successResponseSchema = lazySchema(authContracts, 'successResponseSchema');

/** Extra request headers some identity calls take from the page (spec 002 section 7). */
export interface SourceHeader {
  /** Sent as the source header instead of ECOM15, e.g. a lead source on sign-up. */
  source?: string;
}

function sourceHeader(options: SourceHeader | undefined): Record<string, string> | undefined {
  return options?.source ? { [headerNames.source]: options.source } : undefined;
}

/**
 * The identity endpoints of an account's own forms (spec 000 section 7; 001 section 7): sign-up,
 * passwords, joining the loyalty programme, the associate's till sign-in and the server clock.
 * Built by the forms that use them (useAccountAuthClient), not with every page.
 */
export function createAccountAuthClient(request: Transport) {
  return {
    signUp: (body: z.input<typeof signUpRequestSchema>, options?: SourceHeader) =>
      request({
        method: 'POST',
        path: '/consumers-v3/auth/signup',
        body,
        headers: sourceHeader(options),
        schema: signUpResponseSchema,
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
export type AccountAuthClient = ReturnType<typeof createAccountAuthClient>;
