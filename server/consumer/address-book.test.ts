import { describe, expect, it } from 'vitest';
import type { SavedAddressRequest } from '@/lib/contracts/address-book';
import { profileResponseSchema } from '@/lib/contracts/auth';
import { savedAddress } from '@/tests/support/saved-address';
import { createAccount, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { CookieJar, firstError } from '../testing/test-api';

const { call, db } = setupAuthApi();

const ADDRESS = '/consumers-v3/consumer/address';

type AddressBody = SavedAddressRequest['address'];

const home: AddressBody = {
  approachType: 'S',
  firstName: 'Alex',
  lastName: 'Runner',
  addressLine1: '350 Fifth Avenue',
  addressLine2: '',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  phone: '(212) 736-3100',
  phoneCode: '1',
};
const office: AddressBody = { ...home, addressLine1: '1 Liberty Plaza', postalCode: '10006' };

async function signedInShopper() {
  const jar = new CookieJar();
  await signIn(call, await createAccount(db()), jar);
  return jar;
}

async function add(jar: CookieJar, address: AddressBody) {
  const reply = await call(ADDRESS, { method: 'POST', body: { address }, jar });
  expect(reply.status).toBe(201);
  return (reply.json as { addressId: string }).addressId;
}

async function addressBook(jar: CookieJar) {
  const profile = profileResponseSchema.parse(
    (await call('/consumers-v3/consumer/profile', { jar })).json,
  );
  return profile.consumerDetails.addresses ?? [];
}

const mainIds = async (jar: CookieJar, type: 'S' | 'B') =>
  (await addressBook(jar)).filter((a) => a.approachType === type && a.main).map((a) => a.id);

describe('address book', () => {
  it('saves an address, normalised, and lists it on the profile as the main one of its type', async () => {
    const jar = await signedInShopper();
    const id = await add(jar, { ...home, postalCode: ' 10118 ' });
    // Postal code trimmed, phone in international form, country named.
    expect(await addressBook(jar)).toEqual([savedAddress({ id, main: true })]);
  });

  it('keeps one main address per type: a new main clears the other of the same type only', async () => {
    const jar = await signedInShopper();
    const first = await add(jar, home);
    const billing = await add(jar, { ...home, approachType: 'B' });
    const second = await add(jar, office);
    expect(await mainIds(jar, 'S')).toEqual([first]);

    const third = await add(jar, { ...office, addressLine1: '2 Park Avenue', main: true });
    expect(await mainIds(jar, 'S')).toEqual([third]);
    expect(await mainIds(jar, 'B')).toEqual([billing]);

    const put = await call(`${ADDRESS}/${second}`, {
      method: 'PUT',
      body: { address: { ...office, main: true } },
      jar,
    });
    expect(put.status).toBe(200);
    expect(await mainIds(jar, 'S')).toEqual([second]);
    expect(await mainIds(jar, 'B')).toEqual([billing]);
  });

  it('makes exactly one main address when first addresses are saved at the same time', async () => {
    const jar = await signedInShopper();
    const streets = ['1 Liberty Plaza', '2 Park Avenue', '3 Wall Street', '4 Broadway'];
    await Promise.all(streets.map((street) => add(jar, { ...home, addressLine1: street })));
    expect(await mainIds(jar, 'S')).toHaveLength(1);
  });

  it('hands main to another address of the type when the main one is deleted', async () => {
    const jar = await signedInShopper();
    const first = await add(jar, home);
    const second = await add(jar, office);
    const reply = await call(`${ADDRESS}/${first}`, { method: 'DELETE', jar });
    expect(reply.status).toBe(200);
    expect(await mainIds(jar, 'S')).toEqual([second]);
    await call(`${ADDRESS}/${second}`, { method: 'DELETE', jar });
    expect(await addressBook(jar)).toEqual([]);
  });

  it('edits an address with the same rules', async () => {
    const jar = await signedInShopper();
    const id = await add(jar, home);
    await call(`${ADDRESS}/${id}`, {
      method: 'PUT',
      body: { address: { ...home, city: 'Brooklyn', postalCode: '11201' } },
      jar,
    });
    expect(await addressBook(jar)).toMatchObject([{ id, city: 'Brooklyn', main: true }]);
  });

  it('refuses the same address twice with CCA400', async () => {
    const jar = await signedInShopper();
    await add(jar, home);
    const reply = await call(ADDRESS, {
      method: 'POST',
      body: { address: { ...home, city: 'new york' } },
      jar,
    });
    expect(reply.status).toBe(409);
    expect(firstError(reply.json).errorId).toBe('CCA400');
    // The same street as a billing address is a different entry.
    await add(jar, { ...home, approachType: 'B' });
  });

  it("answers CCA401 for an unknown id, a malformed id and someone else's address", async () => {
    const owner = await signedInShopper();
    const id = await add(owner, home);
    const other = await signedInShopper();
    for (const [path, method] of [
      [`${ADDRESS}/${id}`, 'DELETE'],
      [`${ADDRESS}/${id}`, 'PUT'],
      [`${ADDRESS}/00000000-0000-4000-8000-000000000000`, 'DELETE'],
      [`${ADDRESS}/not-an-id`, 'DELETE'],
    ] as const) {
      const reply = await call(path, {
        method,
        body: method === 'PUT' ? { address: office } : undefined,
        jar: other,
      });
      expect(firstError(reply.json).errorId).toBe('CCA401');
      expect(reply.status).toBe(404);
    }
    expect(await addressBook(owner)).toMatchObject([{ id, addressLine1: '350 Fifth Avenue' }]);
  });

  it.each([
    ['a postal code of the wrong form', { postalCode: '1011' }, 'CHK380', 'address.postalCode'],
    ['a postal code of another state', { postalCode: '90001' }, 'CHK320', 'address.postalCode'],
    ['an empty phone', { phone: '' }, 'CHK380', 'address.phone'],
    [
      'a shipping address abroad',
      { countryCode: 'FR', province: '', postalCode: '75001' },
      'PAY401',
      'address.country',
    ],
  ])('refuses %s with %s', async (_what, change, errorId, field) => {
    const jar = await signedInShopper();
    const reply = await call(ADDRESS, {
      method: 'POST',
      body: { address: { ...home, ...change } },
      jar,
    });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId, field });
    expect(await addressBook(jar)).toEqual([]);
  });

  it('is for signed-in shoppers only', async () => {
    const reply = await call(ADDRESS, { method: 'POST', body: { address: home } });
    expect(reply.status).toBe(401);
  });
});
