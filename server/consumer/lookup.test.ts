import { describe, expect, it } from 'vitest';
import { lookupResponseSchema, recaptchaHeaderName } from '@/lib/contracts/consumer';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { createAccount, setupAuthApi } from '../auth/testing/auth-test-kit';
import { CLIENT_ADDRESS_HEADER } from '../entry/client-address.mjs';
import { firstError } from '../testing/test-api';

const { call, db, clock } = setupAuthApi();

let addressCount = 0;
/** Each test looks up from its own address, so the per-address limit of one test stays its own. */
const newAddress = () => `203.0.113.${(addressCount += 1)}`;

const lookup = (email: string, ip: string, token?: string) =>
  call(`/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}`, {
    headers: { [CLIENT_ADDRESS_HEADER]: ip, [recaptchaHeaderName]: token },
  });

describe('account lookup', () => {
  it('says whether an account uses the email, whatever its case', async () => {
    const { email } = await createAccount(db());
    const ip = newAddress();
    const known = await lookup(email.toUpperCase(), ip, offlineRecaptchaToken('login'));
    expect(known.status).toBe(200);
    expect(lookupResponseSchema.parse(known.json)).toEqual({ exists: true });
    const unknown = await lookup('nobody@example.com', ip, offlineRecaptchaToken('login'));
    expect(lookupResponseSchema.parse(unknown.json)).toEqual({ exists: false });
  });

  it.each([
    ['no reCAPTCHA token', undefined],
    ['a token for another action', offlineRecaptchaToken('register')],
  ])('answers AUT403 to a lookup with %s', async (_what, token) => {
    const reply = await lookup('someone@example.com', newAddress(), token);
    expect(reply.status).toBe(403);
    expect(firstError(reply.json).errorId).toBe('AUT403');
  });

  it('allows ten lookups a minute per address, then answers AUT403', async () => {
    const ip = newAddress();
    const token = () => offlineRecaptchaToken('login');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await lookup(`probe${attempt}@example.com`, ip, token())).status).toBe(200);
    }
    const refused = await lookup('probe10@example.com', ip, token());
    expect(refused.status).toBe(403);
    expect(firstError(refused.json)).toMatchObject({
      errorId: 'AUT403',
      message: 'Too many attempts. Try again in a minute.',
    });
    expect((await lookup('other@example.com', newAddress(), token())).status).toBe(200);
    clock.advance(60_000);
    expect((await lookup('probe11@example.com', ip, token())).status).toBe(200);
  });

  it('answers AUT453 to an invalid email', async () => {
    const reply = await lookup('not-an-email', newAddress(), offlineRecaptchaToken('login'));
    expect(firstError(reply.json).errorId).toBe('AUT453');
  });
});
