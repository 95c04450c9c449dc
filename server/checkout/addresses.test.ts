import { describe, expect, it } from 'vitest';
import {
  addressFormsResponseSchema,
  addressValidationResponseSchema,
} from '@/lib/contracts/checkout';
import { cartSchema } from '@/lib/contracts/cart';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import {
  cartClient,
  guestShopper,
  localeHeaders,
  setupCartApi,
  variantOf,
} from '../cart/testing/cart-test-kit';
import { SEED_IDS } from '../db/seed/fixtures';
import {
  AUTHORISED_CARD,
  checkoutClient,
  readyCart,
  testCard,
  usAddress,
} from './testing/checkout-test-kit';

const { call, db } = setupCartApi();

async function cartWithShoe(headers?: Record<string, string>) {
  const shopper = await guestShopper(call, headers);
  const carts = cartClient(call, shopper);
  const { basketId } = await carts.create();
  await carts.add(basketId, await variantOf(db(), SEED_IDS.regularShoe));
  return { basketId, checkout: checkoutClient(call, shopper) };
}

describe('shipping address', () => {
  it('stores the address with its phone in international form and taxes by state', async () => {
    const { basketId, checkout } = await cartWithShoe();
    const cart = cartSchema.parse(
      await checkout.shipTo(basketId, { ...usAddress, postalCode: ' 10118 ' }),
    );
    expect(cart.shippingAddress).toMatchObject({
      postalCode: '10118',
      phone: '+12127363100',
      countryCode: 'US',
      country: 'United States',
    });
    expect(cart.totals.tax).toBeGreaterThan(0);
  });

  it.each([
    ['an empty phone', { phone: '' }, 'SHP410', 'shippingAddress.phone'],
    ['a bad postal code', { postalCode: 'ABCDE' }, 'CHK380', 'shippingAddress.postalCode'],
    ['a missing city', { city: '' }, 'CHK380', 'shippingAddress.city'],
    [
      'a postal code of another state',
      { postalCode: '90210' },
      'CHK320',
      'shippingAddress.postalCode',
    ],
    ['an unknown state', { province: 'ZZ' }, 'CHK380', 'shippingAddress.province'],
    [
      'another country',
      { countryCode: 'FR', postalCode: '75001', province: '' },
      'PAY401',
      'shippingAddress.country',
    ],
    ['a PO box', { addressLine1: 'PO Box 1234' }, 'SHP500', 'shippingAddress.addressLine1'],
  ])('refuses %s with %s', async (_what, change, errorId, field) => {
    const { basketId, checkout } = await cartWithShoe();
    const failure = await checkout.failure(`/cart/v2/cart/${basketId}/shippingAddress`, 'POST', {
      addresses: [{ ...usAddress, ...change }],
    });
    expect(failure).toMatchObject({ status: 400, errorId, field });
  });

  it('normalises UK postcodes and drops the trunk zero of UK phones', async () => {
    const { basketId, checkout } = await cartWithShoe(localeHeaders('en_GB', 'EMEA'));
    const cart = cartSchema.parse(
      await checkout.shipTo(basketId, {
        ...usAddress,
        countryCode: 'GB',
        province: '',
        city: 'London',
        postalCode: 'sw1a1aa',
        phone: '07700 900123',
        phoneCode: '44',
      }),
    );
    expect(cart.shippingAddress).toMatchObject({ postalCode: 'SW1A 1AA', phone: '+447700900123' });
  });

  it('stores a German phone typed with its trunk zero in international form', async () => {
    const { basketId, checkout } = await cartWithShoe(localeHeaders('de_DE', 'EMEA'));
    const cart = cartSchema.parse(
      await checkout.shipTo(basketId, {
        ...usAddress,
        countryCode: 'DE',
        province: '',
        city: 'Berlin',
        postalCode: '10115',
        phone: '030 12345678',
        phoneCode: '49',
      }),
    );
    expect(cart.shippingAddress).toMatchObject({ phone: '+493012345678' });
  });

  it('checks reCAPTCHA for express wallets', async () => {
    const { basketId, checkout } = await cartWithShoe();
    const path = `/cart/v2/cart/${basketId}/shippingAddress?context=APPLE_PAY_EXPRESS`;
    expect((await checkout.failure(path, 'POST', { addresses: [usAddress] })).errorId).toBe(
      'AUT403',
    );
    const ok = await checkout.send(path, 'POST', {
      addresses: [usAddress],
      recaptcha_response: offlineRecaptchaToken('placeOrder'),
    });
    expect(ok.status).toBe(200);
  });

  it('removes the address', async () => {
    const { basketId, checkout } = await cartWithShoe();
    await checkout.shipTo(basketId);
    const cart = cartSchema.parse(
      await checkout.ok(`/cart/v2/cart/${basketId}/shippingAddress`, 'DELETE'),
    );
    expect(cart.shippingAddress).toBeNull();
  });

  it('validates without storing, listing every problem', async () => {
    const { basketId, checkout } = await cartWithShoe();
    const reply = addressValidationResponseSchema.parse(
      await checkout.ok(`/cart/v1/cart/${basketId}/shippingAddress/validation`, 'POST', {
        address: { ...usAddress, firstName: 'A', phone: '123' },
      }),
    );
    expect(reply.valid).toBe(false);
    expect(reply.errors.map((error) => error.field).sort()).toEqual(['firstName', 'phone']);
    const good = addressValidationResponseSchema.parse(
      await checkout.ok(`/cart/v1/cart/${basketId}/shippingAddress/validation`, 'POST', {
        address: usAddress,
      }),
    );
    expect(good).toMatchObject({ valid: true, isPoBox: false, address: { phone: '+12127363100' } });
  });

  it('serves the form definitions of the locale', async () => {
    const reply = await call('/cart/v1/addressForms', { headers: localeHeaders('fr_CA', 'NORA') });
    const forms = addressFormsResponseSchema.parse(reply.json);
    const form = forms.forms[0]!;
    expect(form.countryCode).toBe('CA');
    const province = form.fields.find((field) => field.name === 'province')!;
    expect(province.options).toContainEqual({ code: 'QC', name: 'Québec' });
    expect(form.fields.find((field) => field.name === 'postalCode')?.pattern?.hint).toBe('A1A 1A1');
    expect(form.fields.find((field) => field.name === 'phone')?.mask).toBe('(XXX) XXX - XXXX');
    expect(forms.countries).toContainEqual({ code: 'CA', name: 'Canada' });
  });

  it('names the countries in the shopper’s language', async () => {
    const reply = await call('/cart/v1/addressForms', { headers: localeHeaders('de_DE', 'EMEA') });
    const { countries } = addressFormsResponseSchema.parse(reply.json);
    expect(countries).toContainEqual({ code: 'DE', name: 'Deutschland' });
  });
});

describe('billing address', () => {
  it('copies the shipping address when asked', async () => {
    const { basketId, checkout } = await cartWithShoe();
    await checkout.shipTo(basketId);
    const cart = cartSchema.parse(await checkout.billSameAsShipping(basketId));
    expect(cart.billingAddress).toMatchObject({ city: 'New York', phone: '+12127363100' });
  });

  it('answers BIL400 without any address and BILL410 without a phone', async () => {
    const { basketId, checkout } = await cartWithShoe();
    const path = `/cart/v1/cart/${basketId}/billingAddress`;
    expect((await checkout.failure(path, 'POST', { sameAsShipping: true })).errorId).toBe('BIL400');
    expect(
      (await checkout.failure(path, 'POST', { billingAddress: { ...usAddress, phone: '' } }))
        .errorId,
    ).toBe('BILL410');
  });

  it('takes the place-order billing address with a combined international phone', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const body = {
      ...checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
      billingAddress: {
        ...usAddress,
        city: 'Albany',
        postalCode: '12207',
        phone: '+15185551234',
        phoneCode: undefined,
      },
    };
    const reply = await checkout.send('/cart/v2/checkout/order', 'PUT', body);
    expect(reply.status).toBe(200);
    const order = await checkout.ok(
      `/cart/v2/checkout/order/${(reply.json as { orderNumber: string }).orderNumber}`,
      'GET',
    );
    expect(order).toMatchObject({ billingAddress: { city: 'Albany', phone: '+15185551234' } });
  });
});
