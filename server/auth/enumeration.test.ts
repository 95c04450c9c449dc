import { describe, expect, it, vi } from 'vitest';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { createMemoryState } from '../shared-state/memory-state';
import { firstError } from '../testing/test-api';
import {
  createAccount,
  freshAddress,
  medianTimes,
  pkcePair,
  setupAuthApi,
  signInBody,
  slowdown,
  recordingState,
  type ApiCall,
} from './testing/auth-test-kit';

// Timing checks are loose on purpose: medians of a few runs, compared as a ratio.
const RUNS = 5;
const MAX_SLOWDOWN = 3;

let emailCount = 0;
const unknownEmail = () => {
  emailCount += 1;
  return `nobody.${emailCount}.${Date.now()}@example.com`;
};

const reply = async (pending: ReturnType<ApiCall>) => {
  const { status, json } = await pending;
  return { status, json };
};

describe('sign-in', () => {
  const { call, db, clock } = setupAuthApi();

  const signIn = (email: string, password: string, from: Record<string, string>) =>
    reply(
      call('/consumers-v3/auth/signin', {
        method: 'POST',
        body: signInBody({ email, password }, pkcePair().codeChallenge),
        headers: from,
      }),
    );

  async function wrongPasswords(email: string, count: number) {
    const from = freshAddress();
    const replies = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      replies.push(await signIn(email, 'Not#The1Password', from));
    }
    return replies;
  }

  it('walks an unknown email through the same replies to the lock as a known one', async () => {
    const account = await createAccount(db());
    const known = await wrongPasswords(account.email, 6);
    expect(known.map(({ json }) => firstError(json).errorId)).toEqual([
      'AUT401',
      'AUT401',
      'AUT401',
      'AUT426',
      'AUT423',
      'AUT441',
    ]);
    expect(await wrongPasswords(unknownEmail(), 6)).toEqual(known);
  });

  it('takes as long for a known as for an unknown email, wrong or locked', async () => {
    const account = await createAccount(db());
    const nobody = unknownEmail();
    const [fromKnown, fromUnknown] = [freshAddress(), freshAddress()];
    // The first unknown email also makes the stand-in hash that later ones are checked against.
    await signIn(unknownEmail(), 'Warm#Up1', freshAddress());

    const wrong = await medianTimes(
      RUNS - 1,
      () => signIn(account.email, 'Not#The1Password', fromKnown),
      () => signIn(nobody, 'Not#The1Password', fromUnknown),
    );
    expect(slowdown(wrong)).toBeLessThan(MAX_SLOWDOWN);

    // Both are locked now; a minute later the per-minute attempt limits are out of the way.
    await wrongPasswords(account.email, 1);
    await wrongPasswords(nobody, 1);
    clock.advance(60_000);
    const locked = await medianTimes(
      RUNS,
      () => signIn(account.email, account.password, fromKnown),
      () => signIn(nobody, account.password, fromUnknown),
    );
    expect(slowdown(locked)).toBeLessThan(MAX_SLOWDOWN);
    const last = await signIn(nobody, account.password, fromUnknown);
    expect(firstError(last.json).errorId).toBe('AUT441');
  });
});

describe('password reset request', () => {
  const recorded = recordingState(createMemoryState());
  const { call, db, mail } = setupAuthApi({ auth: { state: recorded.state } });

  const requestReset = (email: string) =>
    reply(
      call('/consumers-v3/consumer/resetpassword', {
        method: 'POST',
        body: { email },
        headers: freshAddress(),
      }),
    );

  /** The reply and the shared-state calls it waited for (each a round trip with Redis). */
  async function resetWithCalls(email: string) {
    const before = recorded.calls.length;
    const answer = await requestReset(email);
    return { answer, calls: recorded.calls.slice(before) };
  }

  it('answers known and unknown emails alike, after the same shared-state calls', async () => {
    const account = await createAccount(db());
    expect(await resetWithCalls(unknownEmail())).toEqual(await resetWithCalls(account.email));
  });

  it('takes as long for a known as for an unknown email', async () => {
    // A reset takes a few milliseconds, where a busy machine's noise shows: more runs.
    const runs = 2 * RUNS - 1;
    const accounts = await Promise.all(Array.from({ length: runs }, () => createAccount(db())));
    let mailed = mail.length;
    const times = await medianTimes(
      runs,
      async (run) => {
        await requestReset(accounts[run]!.email);
        mailed += 1;
      },
      () => requestReset(unknownEmail()),
      // The link is mailed after the reply; the next timed request should not pay for it.
      () => vi.waitFor(() => expect(mail.length).toBe(mailed)),
    );
    expect(slowdown(times)).toBeLessThan(MAX_SLOWDOWN);
  });
});

describe('sign-up', () => {
  const { call, db } = setupAuthApi();

  const signUpBody = (email: string) => ({
    email,
    password: 'Sprint#Fast2026',
    firstName: 'Jamie',
    lastName: 'Rivers',
    countryCode: 'US',
    isTermsConfirmed: true,
    recaptcha_response: offlineRecaptchaToken('register'),
  });
  const signUp = (email: string, from: Record<string, string> = freshAddress()) =>
    reply(
      call('/consumers-v3/auth/signup', { method: 'POST', body: signUpBody(email), headers: from }),
    );

  it('allows 10 sign-ups a minute from one address, then refuses known and unknown alike', async () => {
    const account = await createAccount(db());
    const from = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signUp(unknownEmail(), from)).status).toBe(201);
    }
    const known = await signUp(account.email, from);
    expect(known.status).toBe(403);
    expect(firstError(known.json)).toMatchObject({
      errorId: 'AUT403',
      message: 'Too many attempts. Try again in a minute.',
    });
    expect(await signUp(unknownEmail(), from)).toEqual(known);
  });

  it('allows 10 sign-ups a minute for one email, whatever the address', async () => {
    const account = await createAccount(db());
    const replies = [];
    for (let attempt = 0; attempt < 11; attempt += 1) replies.push(await signUp(account.email));
    expect(replies.slice(0, 10).map(({ json }) => firstError(json).errorId)).toEqual(
      Array(10).fill('AUT439'),
    );
    expect(firstError(replies[10]!.json).errorId).toBe('AUT403');
  });

  it('takes as long to refuse a registered email as to create an account', async () => {
    const account = await createAccount(db());
    await signUp(unknownEmail());
    const times = await medianTimes(
      RUNS,
      () => signUp(account.email),
      () => signUp(unknownEmail()),
    );
    expect(slowdown(times)).toBeLessThan(MAX_SLOWDOWN);
  });
});
