import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import type { Database, DatabaseHandle } from '../../db/client';
import { consumers } from '../../db/schema';
import { seedDatabase } from '../../db/seed/run';
import type { EmailMessage, Mailer } from '../../email/mailer';
import { hashPassword } from '../../security/password-hash';
import { sha256Base64Url } from '../../security/secret-token';
import { CookieJar, createTestApi } from '../../testing/test-api';
import { createTestDatabase } from '../../testing/test-database';
import type { AuthOptions } from '../auth-dependencies';
import type { Clock } from '../clock';

export type ApiCall = ReturnType<typeof createTestApi>;

/** A clock that stands still until a test moves it. */
export function manualClock(start = new Date('2026-03-01T10:00:00.000Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

/** Keeps sent mail in memory instead of the outbox table or SMTP. */
export function memoryMailer() {
  const sent: EmailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
  };
  return { sent, mailer: () => mailer };
}

export interface AuthTestContext {
  call: ApiCall;
  db: () => Database;
  clock: ReturnType<typeof manualClock>;
  mail: EmailMessage[];
}

/**
 * A fresh database for one test file (seeded when `products` is given, for stores and
 * variants), an API on it with a manual clock and an in-memory mailer, and the option to
 * replace other identity dependencies.
 */
export function setupAuthApi(
  options: { products?: number; auth?: AuthOptions } = {},
): AuthTestContext {
  const clock = manualClock();
  const { sent, mailer } = memoryMailer();
  let database: DatabaseHandle | undefined;
  let call: ApiCall | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.products) await seedDatabase(database.db, { products: options.products });
    call = createTestApi(database.db, { auth: { clock, mailer, ...options.auth } });
  });
  afterAll(() => database?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The API is ready only inside tests.');
    return value;
  };
  return {
    call: (...args) => ready(call)(...args),
    db: () => ready(database).db,
    clock,
    mail: sent,
  };
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

let accountCount = 0;

/** Creates a consumer straight in the database, as sign-in fixtures should (no sign-up call). */
export async function createAccount(
  db: Database,
  overrides: Partial<typeof consumers.$inferInsert> & { password?: string } = {},
): Promise<TestAccount> {
  accountCount += 1;
  const { password = 'Correct#Horse9', ...row } = overrides;
  const email = row.email ?? `shopper${accountCount}.${randomBytes(4).toString('hex')}@example.com`;
  const [created] = await db
    .insert(consumers)
    .values({
      consumerNo: `C${String(Date.now()).slice(-6)}${String(accountCount).padStart(4, '0')}`,
      firstName: 'Alex',
      lastName: 'Runner',
      countryCode: 'US',
      ...row,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: consumers.id });
  return { id: created!.id, email, password };
}

/** A PKCE verifier and its S256 challenge, as the page makes them. */
export function pkcePair() {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: sha256Base64Url(codeVerifier) };
}

export function signInBody(
  account: { email: string; password: string },
  codeChallenge: string,
  extra: Record<string, unknown> = {},
) {
  return {
    type: 'Registered',
    username: account.email,
    password: account.password,
    codeChallenge,
    codeChallengeMethod: 'S256',
    recaptcha_response: offlineRecaptchaToken('login'),
    ...extra,
  };
}

/** Step one of PKCE sign-in: the authorization code for the account. */
export async function authorize(call: ApiCall, account: TestAccount, jar?: CookieJar) {
  const pair = pkcePair();
  const reply = await call('/consumers-v3/auth/signin', {
    method: 'POST',
    body: signInBody(account, pair.codeChallenge),
    jar,
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(reply.json)}`);
  return {
    ...pair,
    authorizationCode: (reply.json as { authorizationCode: string }).authorizationCode,
  };
}

/** Both PKCE steps: the jar ends up holding the consumer's session cookies. */
export async function signIn(
  call: ApiCall,
  account: TestAccount,
  jar: CookieJar,
  guestObjects?: Record<string, string>,
) {
  const { authorizationCode, codeVerifier } = await authorize(call, account, jar);
  return call('/token/v2/auth/token', {
    method: 'POST',
    body: { type: 'Registered', authorizationCode, codeVerifier, guestObjects },
    jar,
  });
}

export async function guestToken(call: ApiCall, jar: CookieJar) {
  return call('/token/v2/auth/token', { method: 'POST', body: { type: 'Guest' }, jar });
}
