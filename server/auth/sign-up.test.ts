import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signUpResponseSchema, tokenResponseSchema } from '@/lib/contracts/auth';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { consumers, subscriptions } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';
import { freshAddress, setupAuthApi, signIn } from './testing/auth-test-kit';

const { call, db, mail } = setupAuthApi();

let count = 0;
function signUpBody(overrides: Record<string, unknown> = {}) {
  count += 1;
  return {
    email: `New.Shopper${count}@Example.com`,
    password: 'Sprint#Fast2026',
    firstName: 'Jamie',
    lastName: "O'Neil",
    countryCode: 'US',
    isTermsConfirmed: true,
    recaptcha_response: offlineRecaptchaToken('register'),
    ...overrides,
  };
}

const signUp = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call('/consumers-v3/auth/signup', { method: 'POST', body, headers });

describe('sign-up', () => {
  it('creates a loyalty member with consent records and sends the welcome mail', async () => {
    const body = signUpBody({
      loyalty: true,
      newsletter: true,
      smsOptIn: false,
      phone: '2125550101',
      phoneCode: '1',
      interests: ['running', 'basketball'],
      source: { campaignName: 'spring-launch' },
    });
    const reply = await signUp(body, { 'x-locale': 'fr_CA' });
    expect(reply.status).toBe(201);
    const created = signUpResponseSchema.parse(reply.json);
    expect(created.consumerNo).toMatch(/^C\d{10}$/);
    expect(created.memberId).toMatch(/^M\d{10}$/);

    const [consumer] = await db()
      .select()
      .from(consumers)
      .where(eq(consumers.id, created.consumerId));
    expect(consumer).toMatchObject({
      email: String(body.email).toLowerCase(),
      isLoyaltyMember: true,
      preferences: { interests: 'running|basketball' },
    });
    expect(consumer!.loyaltyOptInDate).not.toBeNull();
    expect(consumer!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);

    const consents = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.consumerId, created.consumerId));
    expect(
      consents.map(({ channel, optin, type, source }) => ({ channel, optin, type, source })),
    ).toEqual(
      expect.arrayContaining([
        { channel: 'email', optin: true, type: 'Newsletter', source: 'spring-launch' },
        { channel: 'sms', optin: false, type: 'Newsletter', source: 'spring-launch' },
      ]),
    );

    // Mailed after the reply, so a new account answers as fast as a taken email.
    const welcome = await vi.waitFor(() => {
      const found = mail.find((sent) => sent.to === consumer!.email);
      if (!found) throw new Error('no welcome mail yet');
      return found;
    });
    expect(welcome).toMatchObject({ kind: 'welcome', locale: 'fr-ca' });
    expect(welcome!.text).toContain(created.memberId);
    // The newsletter box is a consent like any other: confirmed through its own link.
    const confirmation = await vi.waitFor(() => {
      const found = mail.find(
        (sent) => sent.to === consumer!.email && sent.kind === 'newsletter-confirmation',
      );
      if (!found) throw new Error('no confirmation mail yet');
      return found;
    });
    expect(confirmation.text).toMatch(/\/fr-ca\/newsletter\/confirm\?token=/);
  });

  it('lets the new account sign in', async () => {
    const body = signUpBody();
    expect((await signUp(body)).status).toBe(201);
    const jar = new CookieJar();
    const reply = await signIn(
      call,
      { id: '', email: String(body.email).toLowerCase(), password: String(body.password) },
      jar,
    );
    expect(tokenResponseSchema.parse(reply.json)).toMatchObject({
      consumerType: 'REGISTERED',
      memberId: null,
    });
  });

  it('refuses a registered email with AUT439, whatever its case', async () => {
    const body = signUpBody();
    await signUp(body);
    const again = await signUp({ ...body, email: String(body.email).toUpperCase() });
    expect(again.status).toBe(409);
    expect(firstError(again.json)).toMatchObject({ errorId: 'AUT439', field: 'body.email' });
  });

  it("refuses another consumer's phone number with AUT442", async () => {
    await signUp(signUpBody({ phone: '4155550123', phoneCode: '1' }));
    const reply = await signUp(signUpBody({ phone: '4155550123', phoneCode: '1' }));
    expect(reply.status).toBe(409);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'AUT442', field: 'body.phone' });
  });

  it.each([
    ['email', 'not-an-email', 'AUT453'],
    ['password', 'short1A', 'ATTR200'],
    ['password', 'alllowercase1', 'ATTR200'],
    ['firstName', 'J4mie', 'ATTR200'],
  ])('names a bad %s (%s) with %s', async (field, value, errorId) => {
    const reply = await signUp(signUpBody({ [field]: value }));
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId, field: `body.${field}` });
  });

  it('refuses a sign-up without a register captcha token with AUT403', async () => {
    const reply = await signUp(signUpBody({ recaptcha_response: offlineRecaptchaToken('login') }));
    expect(reply.status).toBe(403);
    expect(firstError(reply.json).errorId).toBe('AUT403');
  });

  it("refuses what the country's sign-up rules require, whatever the page checked", async () => {
    const french = (overrides: Record<string, unknown>) =>
      signUpBody({ countryCode: 'FR', gender: 'female', birthDate: '1990-05-01', ...overrides });
    const noBirthDate = await signUp(french({ birthDate: undefined }), freshAddress());
    expect(noBirthDate.status).toBe(400);
    expect(firstError(noBirthDate.json)).toMatchObject({
      errorId: 'ATTR100',
      field: 'body.birthDate',
    });
    // The test clock reads 1 March 2026: France's minimal age is 15.
    const tooYoung = await signUp(french({ birthDate: '2011-03-02' }), freshAddress());
    expect(firstError(tooYoung.json)).toMatchObject({
      errorId: 'ATTR200',
      field: 'body.birthDate',
    });
    const noGender = await signUp(french({ gender: undefined }), freshAddress());
    expect(firstError(noGender.json)).toMatchObject({ errorId: 'ATTR100', field: 'body.gender' });
    expect((await signUp(french({ birthDate: '2011-03-01' }), freshAddress())).status).toBe(201);
  });
});
