import { z } from 'zod';
import { currencies } from '../i18n/locales';
import { savedAddressSchema } from './address';
import { consumerTypes } from './auth-values';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  isValidEmail,
  isValidName,
  isValidPassword,
} from '../validation/rules';

/** Identity contracts. */

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'AUT453: Email is not valid.')
  .refine(isValidEmail, 'AUT453: Email is not valid.');

export const newPasswordSchema = z
  .string()
  .max(128)
  .refine((value) => value.length >= 8, 'FE872: Password is too short.')
  .refine(isValidPassword, 'ATTR200: Password does not meet requirements.');

/** A first or last name as every identity and profile call takes it. */
export const nameSchema = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH)
  .max(NAME_MAX_LENGTH)
  .refine(isValidName, 'Name is not valid.');

/** RFC 7636: 43 to 128 characters of the unreserved set; anything else fails PKCE (AUT432). */
export const codeVerifierSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9\-._~]{43,128}$/,
    'AUT432: The code verifier must be 43 to 128 unreserved characters.',
  );
/** BASE64URL(SHA-256(verifier)) without padding is always 43 characters. */
export const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const recaptchaResponseSchema = z.string().max(4096);

export const guestObjectsSchema = z.object({
  basketId: z.uuid().optional(),
  favoriteId: z.uuid().optional(),
  saveForLaterId: z.uuid().optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Guest') }),
  z.object({
    type: z.literal('Registered'),
    authorizationCode: z.string().min(16).max(256),
    codeVerifier: codeVerifierSchema,
    guestObjects: guestObjectsSchema.optional(),
    orderNo: z.string().max(40).optional(),
    st: z.string().max(200).optional(),
    action: z.literal('postLogin').optional(),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** Tokens themselves travel in httpOnly cookies; `refreshToken` is only sent to native apps. */
export const tokenResponseSchema = z.object({
  consumerId: z.string().nullable(),
  consumerNo: z.string().nullable(),
  consumerType: z.enum(consumerTypes),
  basketId: z.string().nullable(),
  favorites: z.string().nullable(),
  saveForLaterId: z.string().nullable(),
  memberId: z.string().nullable(),
  isEmployeeDiscountTCAccepted: z.boolean(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  refreshToken: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const signInRequestSchema = z.object({
  type: z.literal('Registered'),
  username: emailSchema,
  password: z.string().min(1).max(128),
  codeChallenge: codeChallengeSchema,
  /** Only S256 is accepted; `plain` is refused (AUT432). */
  codeChallengeMethod: z.string().max(16).default('S256'),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({ authorizationCode: z.string() });

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  /** ISO date (YYYY-MM-DD); the page converts from the locale's display format. */
  birthDate: z.iso.date().optional(),
  phone: z
    .string()
    .regex(/^\d{4,15}$/)
    .optional(),
  phoneCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  postalCode: z.string().trim().min(2).max(12).optional(),
  gender: z.enum(['female', 'male', 'nonBinary', 'undisclosed']).optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  loyalty: z.boolean().default(false),
  newsletter: z.boolean().default(false),
  smsOptIn: z.boolean().default(false),
  isTermsConfirmed: z.literal(true, 'ATTR100: The terms must be accepted.'),
  interests: z.array(z.string().min(1).max(40)).max(20).optional(),
  source: z
    .object({
      store: z.string().max(20).optional(),
      acquisitionType: z.literal('Registered').default('Registered'),
      campaignName: z.string().max(80).optional(),
    })
    .default({ acquisitionType: 'Registered' }),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signUpResponseSchema = z.object({
  consumerId: z.string(),
  consumerNo: z.string(),
  memberId: z.string().nullable(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** Browsers send the refresh token as a cookie; the app webview (MAPP) may send it here. */
export const signOutRequestSchema = z.object({ refreshToken: z.string().max(512).optional() });

/** POST /token/v2/auth/refresh (ours, beyond the spec): same body rules as sign-out. */
export const refreshRequestSchema = signOutRequestSchema;

/**
 * GET /token/v2/auth/session (ours, beyond the spec): who the caller is, answered 200 for
 * everyone so a page can ask on every load without an error. `active`: a valid access token
 * for this consumer type; `expired`: none, but a refresh cookie that can renew it; `none`:
 * neither (a new visitor, or a session that ended).
 */
export const sessionStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), consumerType: z.enum(consumerTypes) }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('none') }),
]);
export type SessionState = z.infer<typeof sessionStateSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: newPasswordSchema,
});

/** Asks for a reset link; the reply is the same whether or not the email is registered. */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  recaptcha_response: recaptchaResponseSchema.optional(),
});

/** Sets a new password with the token from the reset link. */
export const confirmForgotPasswordRequestSchema = z.object({
  token: z.string().min(16).max(256),
  newPassword: newPasswordSchema,
});

export const successResponseSchema = z.object({ success: z.literal(true) });

export const agentLoginRequestSchema = z.object({
  storeId: z.string().regex(/^[A-Za-z0-9-]{1,20}$/),
  employeeId: z.string().regex(/^[A-Za-z0-9-]{1,20}$/),
  password: z.string().min(1).max(128),
});

/** The buy-in-store session the associate's page keeps in session storage. */
export const agentSessionSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
});
export type AgentSession = z.infer<typeof agentSessionSchema>;

export const serverTimeResponseSchema = z.object({
  timestamp: z.iso.datetime(),
  epochMs: z.number().int(),
});

export const loyaltyTokenRequestSchema = z.object({
  usid: z.string().min(1).max(128),
  referralCode: z.string().max(64).optional(),
});
export const loyaltyTokenResponseSchema = z.object({ memberId: z.string() });

/**
 * An employee's order spend this calendar year against the discount's yearly cap, in the
 * currency of the request's locale, in major units.
 */
export const employeeSpendSchema = z.object({
  currentSpend: z.number().nonnegative(),
  annualCap: z.number().positive(),
  currency: z.enum(currencies),
});
export type EmployeeSpend = z.infer<typeof employeeSpendSchema>;

/**
 * An athlete's or a professional-programme (prosumer) member's order spend this calendar year
 * against the programme's yearly credit, in the currency of the request's locale, major units.
 */
export const programmeSpendSchema = z.object({
  currentSpend: z.number().nonnegative(),
  annualCredit: z.number().positive(),
  currency: z.enum(currencies),
});
export type ProgrammeSpend = z.infer<typeof programmeSpendSchema>;

export const identityTypes = ['WRANX', 'IPA'] as const;
export const consumerIdentitySchema = z.object({ type: z.enum(identityTypes), id: z.string() });

export const profileResponseSchema = z.object({
  consumerId: z.string(),
  consumerNo: z.string(),
  consumerType: z.enum(consumerTypes),
  consumerDetails: z.object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    phoneCode: z.string().nullable(),
    postalCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    /**
     * The API always sends it: null unless the consumer is an EMPLOYEE. Optional only so the
     * recorded replies in mocks/ that predate it still parse.
     */
    employee: employeeSpendSchema.nullable().optional(),
    /** Saved addresses, main ones first. Optional for older recorded replies. */
    addresses: z.array(savedAddressSchema).optional(),
    /** Null unless the consumer is an athlete. Optional for older recorded replies. */
    athlete: programmeSpendSchema.nullable().optional(),
    /** Null unless the consumer holds an IPA identity. Optional for older recorded replies. */
    prosumer: programmeSpendSchema.nullable().optional(),
    /** Programme identities (WRANX, IPA). Optional for older recorded replies. */
    identities: z.array(consumerIdentitySchema).optional(),
  }),
  isLoyaltyMember: z.boolean(),
  memberId: z.string().nullable(),
  /** When the consumer joined the loyalty programme. Optional for older recorded replies. */
  loyaltyOptInDate: z.iso.datetime().nullable().optional(),
  isEmployeeDiscountTCAccepted: z.boolean(),
  preferences: z.object({
    interests: z.string().optional(),
    preferredShoeSize: z.string().optional(),
  }),
  /**
   * The favourite store kept on the account (favStoreId), named so the storefront can adopt it
   * at sign-in. Optional for older recorded replies.
   */
  favoriteStore: z
    .object({ id: z.string(), name: z.string(), city: z.string() })
    .nullable()
    .optional(),
  /** Present when asked for with includeLoyaltySummary=true and the consumer is a member. */
  loyaltySummary: z
    .object({ points: z.object({ balance: z.number().int().nonnegative() }) })
    .optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
