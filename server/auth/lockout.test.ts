import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../entry/client-address.mjs';
import { firstError } from '../testing/test-api';
import { LOCK_MINUTES } from './lockout';
import {
  createAccount,
  pkcePair,
  setupAuthApi,
  signInBody,
  type TestAccount,
} from './testing/auth-test-kit';

const { call, db, clock, mail } = setupAuthApi();

let ipCount = 0;

/** Each test signs in from its own address so the per-address limit stays out of the way. */
function signInFrom(ip: string) {
  return (account: Pick<TestAccount, 'email' | 'password'>) =>
    call('/consumers-v3/auth/signin', {
      method: 'POST',
      body: signInBody(account, pkcePair().codeChallenge),
      headers: { [CLIENT_ADDRESS_HEADER]: ip },
    });
}

function freshAddress() {
  ipCount += 1;
  return signInFrom(`203.0.113.${ipCount}`);
}

/** The error codes of `count` wrong passwords in a row. */
async function failures(
  account: TestAccount,
  signIn: ReturnType<typeof signInFrom>,
  count: number,
): Promise<string[]> {
  const wrong = { ...account, password: 'Not#The1Password' };
  const ids: string[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    ids.push(firstError((await signIn(wrong)).json).errorId);
  }
  return ids;
}

const lockOut = (account: TestAccount, signIn: ReturnType<typeof signInFrom>) =>
  failures(account, signIn, 5);

describe('account lockout', () => {
  it('warns on the 4th failure, locks on the 5th, then refuses even the right password', async () => {
    const account = await createAccount(db());
    const signIn = freshAddress();
    expect(await lockOut(account, signIn)).toEqual([
      'AUT401',
      'AUT401',
      'AUT401',
      'AUT426',
      'AUT423',
    ]);

    const right = await signIn(account);
    expect(right.status).toBe(423);
    expect(firstError(right.json).errorId).toBe('AUT441');
  });

  it('lets the shopper in again once the lock has run out', async () => {
    const account = await createAccount(db());
    const signIn = freshAddress();
    await lockOut(account, signIn);
    clock.advance((LOCK_MINUTES - 1) * 60_000);
    expect(firstError((await signIn(account)).json).errorId).toBe('AUT441');

    clock.advance(60_000);
    expect((await signIn(account)).status).toBe(200);
    expect(await failures(account, signIn, 4)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426']);
  });

  it('forgets failures 15 minutes old', async () => {
    const account = await createAccount(db());
    const signIn = freshAddress();
    await failures(account, signIn, 3);
    clock.advance(LOCK_MINUTES * 60_000);
    expect(await failures(account, signIn, 4)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426']);
  });

  it('starts counting again after a success', async () => {
    const account = await createAccount(db());
    const signIn = freshAddress();
    await failures(account, signIn, 3);
    expect((await signIn(account)).status).toBe(200);
    expect(await failures(account, signIn, 4)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426']);
  });

  it('unlocks when the shopper resets the password', async () => {
    const account = await createAccount(db());
    const signIn = freshAddress();
    await lockOut(account, signIn);

    await call('/consumers-v3/consumer/resetpassword', {
      method: 'POST',
      body: { email: account.email },
    });
    const message = await vi.waitFor(() => {
      const found = mail.find(
        (sent) => sent.to === account.email && sent.kind === 'password-reset',
      );
      if (!found) throw new Error('no reset mail yet');
      return found;
    });
    const token = /reset-password\?token=([\w-]+)/.exec(message.text)?.[1];
    const newPassword = 'Brand#New2Password';
    const confirm = await call('/consumers-v3/confirmforgotpassword', {
      method: 'POST',
      body: { token, newPassword },
    });
    expect(confirm.status).toBe(200);
    expect((await signIn({ ...account, password: newPassword })).status).toBe(200);
  });

  it('refuses a flood of attempts from one address with AUT403', async () => {
    const signIn = freshAddress();
    const replies = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      replies.push(await signIn({ email: `flood${attempt}@example.com`, password: 'Whatever#1' }));
    }
    expect(replies.slice(0, 20).every((reply) => reply.status === 401)).toBe(true);
    expect(replies[20]!.status).toBe(403);
    expect(firstError(replies[20]!.json)).toMatchObject({
      errorId: 'AUT403',
      message: 'Too many attempts. Try again in a minute.',
    });
    clock.advance(60_000);
    expect((await signIn({ email: 'later@example.com', password: 'Whatever#1' })).status).toBe(401);
  });
});
