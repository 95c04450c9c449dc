import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@/lib/contracts/auth';
import { createAccount, guestToken, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { consumers } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';
import { createEmployee } from './testing/consumer-test-kit';

const { call, db, clock } = setupAuthApi();

const PROFILE = '/consumers-v3/consumer/profile';

async function signedIn(account: Awaited<ReturnType<typeof createAccount>>) {
  const jar = new CookieJar();
  await signIn(call, account, jar);
  return jar;
}

const update = (jar: CookieJar | undefined, consumerProfile: unknown, method = 'PUT') =>
  call(PROFILE, { method, body: { consumerProfile }, jar });

const readProfile = async (jar: CookieJar) =>
  profileResponseSchema.parse((await call(PROFILE, { jar })).json);

describe('profile update', () => {
  it('changes only the fields sent, by PUT or POST, and answers the updated profile', async () => {
    const account = await createAccount(db(), {
      postalCode: '10001',
      preferences: { preferredShoeSize: '9' },
    });
    const jar = await signedIn(account);
    const reply = await update(jar, {
      consumerDetails: { firstName: 'Jordan', phone: '5551234567', phoneCode: '1', gender: '' },
      preferences: { interests: 'running|trail' },
    });
    expect(reply.status).toBe(200);
    expect(profileResponseSchema.parse(reply.json)).toEqual(await readProfile(jar));

    const posted = await update(jar, { consumerDetails: { birthDate: '1990-04-12' } }, 'POST');
    expect(posted.status).toBe(200);
    const profile = await readProfile(jar);
    expect(profile.consumerDetails).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Runner',
      phone: '5551234567',
      phoneCode: '1',
      postalCode: '10001',
      birthDate: '1990-04-12',
      gender: null,
      employee: null,
    });
    expect(profile.preferences).toEqual({ interests: 'running|trail', preferredShoeSize: '9' });
  });

  it('clears a preference sent as null and keeps one sent empty', async () => {
    const account = await createAccount(db(), {
      preferences: { interests: 'running|trail', preferredShoeSize: '9' },
    });
    const jar = await signedIn(account);
    const cleared = await update(jar, { preferences: { interests: null, preferredShoeSize: '' } });
    expect(cleared.status).toBe(200);
    expect((await readProfile(jar)).preferences).toEqual({ preferredShoeSize: '9' });
  });

  it('records when the profile changed', async () => {
    const account = await createAccount(db());
    const jar = await signedIn(account);
    clock.advance(60_000);
    await update(jar, { consumerDetails: { lastName: 'Miles' } });
    const [row] = await db().select().from(consumers).where(eq(consumers.id, account.id));
    expect(row?.updatedAt).toEqual(clock.now());
  });

  it.each([
    ['no fields', {}],
    ['only empty fields', { consumerDetails: { firstName: '', phone: '' }, preferences: {} }],
    ['an empty enrollment list', { enrollments: [] }],
  ])('refuses an update of %s with PRO412', async (_what, consumerProfile) => {
    const jar = await signedIn(await createAccount(db()));
    const reply = await update(jar, consumerProfile);
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({
      errorId: 'PRO412',
      message: 'Nothing to update.',
    });
  });

  it('needs a consumer session', async () => {
    const guest = new CookieJar();
    await guestToken(call, guest);
    for (const jar of [guest, undefined]) {
      const reply = await update(jar, { consumerDetails: { firstName: 'Jordan' } });
      expect(reply.status).toBe(401);
      expect(firstError(reply.json).errorId).toBe('AUT404');
    }
  });

  it("refuses another consumer's phone number with AUT442", async () => {
    await createAccount(db(), { phone: '5559876543', phoneCode: '1' });
    const jar = await signedIn(await createAccount(db()));
    const reply = await update(jar, {
      consumerDetails: { phone: '5559876543', phoneCode: '1' },
    });
    expect(reply.status).toBe(409);
    expect(firstError(reply.json)).toMatchObject({
      errorId: 'AUT442',
      field: 'body.consumerProfile.consumerDetails.phone',
    });
  });

  it('keeps a consumer’s own phone number when it is sent again', async () => {
    const jar = await signedIn(await createAccount(db(), { phone: '5550001111', phoneCode: '1' }));
    const reply = await update(jar, { consumerDetails: { phone: '5550001111' } });
    expect(reply.status).toBe(200);
  });
});

describe('loyalty enrollment', () => {
  it('assigns a member number once', async () => {
    const account = await createAccount(db());
    const jar = await signedIn(account);
    const enroll = { enrollments: [{ type: 'Loyalty', optin: true }] };
    const first = profileResponseSchema.parse((await update(jar, enroll)).json);
    expect(first.isLoyaltyMember).toBe(true);
    expect(first.memberId).toMatch(/^M\d{10}$/);
    const [enrolled] = await db().select().from(consumers).where(eq(consumers.id, account.id));
    expect(enrolled?.loyaltyOptInDate).toEqual(clock.now());

    clock.advance(60_000);
    const again = profileResponseSchema.parse((await update(jar, enroll)).json);
    expect(again.memberId).toBe(first.memberId);
    const [row] = await db().select().from(consumers).where(eq(consumers.id, account.id));
    expect(row?.loyaltyOptInDate).toEqual(enrolled?.loyaltyOptInDate);
  });

  it('gives a former member their old number back', async () => {
    const jar = await signedIn(await createAccount(db(), { memberId: 'M0000000042' }));
    const reply = await update(jar, { enrollments: [{ type: 'Loyalty', optin: true }] });
    expect(profileResponseSchema.parse(reply.json)).toMatchObject({
      isLoyaltyMember: true,
      memberId: 'M0000000042',
    });
  });
});

describe('employee discount terms', () => {
  const accept = { isEmployeeDiscountTCAccepted: true };

  it('are accepted by an employee', async () => {
    const jar = await signedIn(await createEmployee(db()));
    const reply = await update(jar, accept);
    expect(reply.status).toBe(200);
    expect(profileResponseSchema.parse(reply.json).isEmployeeDiscountTCAccepted).toBe(true);
  });

  it('are refused to anyone else with PRO418', async () => {
    const account = await createAccount(db());
    const jar = await signedIn(account);
    const reply = await update(jar, { ...accept, consumerDetails: { firstName: 'Jordan' } });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({
      errorId: 'PRO418',
      field: 'body.consumerProfile.isEmployeeDiscountTCAccepted',
    });
    const profile = await readProfile(jar);
    expect(profile.isEmployeeDiscountTCAccepted).toBe(false);
    expect(profile.consumerDetails.firstName).toBe('Alex');
  });
});
