import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@/lib/contracts/auth';
import { createAccount, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { stores } from '../db/schema';
import { CookieJar, firstError } from '../testing/test-api';

const { call, db } = setupAuthApi();

const PROFILE = '/consumers-v3/consumer/profile';
const weekdays = '10:00-20:00';
const hours = {
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: weekdays,
  sun: 'closed',
};

async function addStore(id: string, isCollectionPoint = false) {
  await db()
    .insert(stores)
    .values({
      id,
      name: `Store ${id}`,
      addressLine1: '1 Main Street',
      city: 'Springfield',
      postalCode: '10001',
      countryCode: 'US',
      phone: '+1 555-0100',
      email: `${id.toLowerCase()}@stride.example`,
      latitude: 40.75,
      longitude: -73.98,
      hours,
      isCollectionPoint,
    });
}

async function signedIn() {
  const jar = new CookieJar();
  await signIn(call, await createAccount(db()), jar);
  return jar;
}

const setFavorite = (jar: CookieJar, favoriteStoreId: string | null) =>
  call(PROFILE, { method: 'PUT', body: { consumerProfile: { favoriteStoreId } }, jar });

describe('favourite store on the account', () => {
  it('keeps the chosen store, names it in the profile, and forgets it on null', async () => {
    await addStore('FAV001');
    const jar = await signedIn();
    expect(profileResponseSchema.parse((await call(PROFILE, { jar })).json).favoriteStore).toBe(
      null,
    );

    const chosen = await setFavorite(jar, 'FAV001');
    expect(chosen.status).toBe(200);
    expect(profileResponseSchema.parse(chosen.json).favoriteStore).toEqual({
      id: 'FAV001',
      name: 'Store FAV001',
      city: 'Springfield',
    });
    expect(profileResponseSchema.parse((await call(PROFILE, { jar })).json).favoriteStore?.id).toBe(
      'FAV001',
    );

    const cleared = await setFavorite(jar, null);
    expect(profileResponseSchema.parse(cleared.json).favoriteStore).toBe(null);
  });

  it('refuses an unknown store or a collection point with STR404', async () => {
    await addStore('CP001', true);
    const jar = await signedIn();
    for (const storeId of ['NOPE01', 'CP001']) {
      const reply = await setFavorite(jar, storeId);
      expect(reply.status).toBe(404);
      expect(firstError(reply.json)).toMatchObject({
        errorId: 'STR404',
        field: 'body.consumerProfile.favoriteStoreId',
      });
    }
  });
});
