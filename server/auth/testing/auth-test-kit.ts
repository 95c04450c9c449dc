import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import type { Database, DatabaseHandle } from '../../db/client';
import { consumers } from '../../db/schema';
import { seedDatabase } from '../../db/seed/run';
import type { EmailMessage, Mailer } from '../../email/mailer';
import { CLIENT_ADDRESS_HEADER } from '../../entry/client-address.mjs';
import { hashPassword } from '../../security/password-hash';
import { sha256Base64Url } from '../../security/secret-token';
import type { SharedState } from '../../shared-state/shared-state';
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
  options: { products?: number; auth?: AuthOptions; omsApiKey?: string } = {},
): AuthTestContext {
  const clock = manualClock();
  const { sent, mailer } = memoryMailer();
  let database: DatabaseHandle | undefined;
  let call: ApiCall | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.products)
      await seedDatabase(database.db, { products: options.products, demoStaffPasswords: true });
    call = createTestApi(database.db, {
      auth: { clock, mailer, ...options.auth },
      ...(options.omsApiKey ? { omsApiKey: options.omsApiKey } : {}),
    });
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

let addressCount = 0;

/** Headers that make a request come from an address no other test uses, clear of its limits. */
export function freshAddress(): Record<string, string> {
  addressCount += 1;
  return {
    [CLIENT_ADDRESS_HEADER]: `198.18.${Math.floor(addressCount / 250)}.${addressCount % 250}`,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The median time of each of two requests over `runs` runs, taken in turn so that a slow
 * moment of a busy machine falls on both. `settle` runs untimed after each, for work a request
 * leaves behind (mail sent after the reply).
 */
export async function medianTimes(
  runs: number,
  first: (run: number) => Promise<unknown>,
  second: (run: number) => Promise<unknown>,
  settle: () => Promise<unknown> = async () => {},
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    for (const [index, request] of [first, second].entries()) {
      const started = performance.now();
      await request(run);
      times[index]!.push(performance.now() - started);
      await settle();
    }
  }
  return [median(times[0]), median(times[1])];
}

/** How many times slower the slower of two durations is; 1 means alike. */
export const slowdown = ([a, b]: [number, number]) => Math.max(a, b) / Math.min(a, b);

/**
 * Shared state that notes the name of every call it answers, so a test can compare what two
 * requests wait for: with Redis, each call is a round trip across the network.
 */
export function recordingState(inner: SharedState) {
  const calls: string[] = [];
  const state: SharedState = {
    hit: (...args) => (calls.push('hit'), inner.hit(...args)),
    countHits: (...args) => (calls.push('countHits'), inner.countHits(...args)),
    clearHits: (key) => (calls.push('clearHits'), inner.clearHits(key)),
    put: (...args) => (calls.push('put'), inner.put(...args)),
    read: (key) => (calls.push('read'), inner.read(key)),
  };
  return { state, calls };
}
