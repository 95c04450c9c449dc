import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../db/seed/fixtures';
import { MAX_URL_LENGTH } from '../entry/request-target.mjs';
import { guestShopper, setupCartApi, variantOf } from '../cart/testing/cart-test-kit';
import { firstError } from '../testing/test-api';
import { MAX_BODY_BYTES, MAX_STOREFRONT_BODY_BYTES } from './request-limits';

const { call, db } = setupCartApi();

const reviewsPath = `/products/v1/products/${SEED_IDS.regularShoe}/reviews`;
const review = { rating: 4, title: 'Nice', text: 'Fits well.', nickname: 'Tester' };

/** Posts a review as a fresh guest: writing needs a session. */
async function postReview(init: {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}) {
  const { jar } = await guestShopper(call);
  return call(reviewsPath, { method: 'POST', jar, ...init });
}

async function refusal(reply: Awaited<ReturnType<typeof call>>) {
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  return { status: reply.status, ...firstError(reply.json) };
}

describe('text the database cannot keep', () => {
  it.each([
    ['a NUL', { ...review, text: 'Fits\u0000well.' }, 'body.text'],
    ['an unpaired high surrogate', { ...review, title: 'Nice \ud800' }, 'body.title'],
    ['an unpaired low surrogate', { ...review, nickname: '\udc00Tester' }, 'body.nickname'],
    ['a NUL in a key', { ...review, extra: { 'k\u0000': 1 } }, 'body.extra'],
  ])('refuses %s in a JSON body with ATTR200 naming the field', async (_, body, field) => {
    const reply = await postReview({ body });
    expect(await refusal(reply)).toMatchObject({ status: 400, errorId: 'ATTR200', field });
  });

  it('keeps paired surrogates (emoji) as text', async () => {
    const reply = await postReview({ body: { ...review, text: 'Love 👟' } });
    expect(reply.status).toBe(201);
  });

  it.each([
    ['/products/v2/search/autoSuggest?q=%00', 'query.q'],
    ['/products/v2/search/productSearch?q=a%00b', 'query.q'],
    ['/products/v2/search/autoSuggest?q=%ED%A0%80', 'query.q'],
    ['/products/v2/search/autoSuggest?q=%E0%A4%A', 'query.q'],
  ])('refuses %s with ATTR200 naming the parameter', async (path, field) => {
    expect(await refusal(await call(path))).toMatchObject({
      status: 400,
      errorId: 'ATTR200',
      field,
    });
  });

  it.each([
    `/products/v2/products/%E0%A4%A/details`,
    `/products/v2/products/ST%0000001/details`,
    `/products/v2/products/%ED%A0%80/details`,
  ])('refuses the path %s with API400', async (path) => {
    expect(await refusal(await call(path))).toMatchObject({ status: 400, errorId: 'API400' });
  });
});

describe('size limits', () => {
  it(`refuses a URL longer than ${MAX_URL_LENGTH} characters with API400`, async () => {
    const reply = await call(
      `/consumers-v3/utilities/countryList?pad=${'a'.repeat(MAX_URL_LENGTH)}`,
    );
    expect(await refusal(reply)).toMatchObject({ status: 400, errorId: 'API400' });
  });

  it('refuses a storefront body over its limit with 413', async () => {
    const reply = await postReview({
      body: { ...review, text: 'x'.repeat(MAX_STOREFRONT_BODY_BYTES) },
    });
    expect(await refusal(reply)).toMatchObject({ status: 413, errorId: 'ATTR300' });
  });

  it('refuses a webhook body over the API limit with 413 before its credentials are read', async () => {
    const reply = await call('/adyen/notifications', {
      method: 'POST',
      body: { notificationItems: [], pad: 'x'.repeat(MAX_BODY_BYTES) },
    });
    expect(await refusal(reply)).toMatchObject({ status: 413, errorId: 'ATTR300' });
  });
});

describe('numbers are numbers', () => {
  it.each([['2'], ['1e3'], [true], [2.5], [[]], [{}], [null], ['']])(
    'refuses qty %j with ATTR200 on body.qty',
    async (qty) => {
      const shopper = await guestShopper(call);
      const productId = await variantOf(db(), SEED_IDS.regularShoe);
      const reply = await call('/cart/v1/cartWithItem', {
        method: 'POST',
        body: { productId, qty },
        jar: shopper.jar,
      });
      expect(await refusal(reply)).toMatchObject({ errorId: 'ATTR200', field: 'body.qty' });
    },
  );

  it.each(['1e1', '2.0', '0x2', ' 2', '+2', '1e309'])(
    'refuses the query page %j: whole numbers are written in digits',
    async (page) => {
      const reply = await call(`${reviewsPath}?page=${encodeURIComponent(page)}`);
      expect(await refusal(reply)).toMatchObject({ errorId: 'ATTR200', field: 'query.page' });
    },
  );
});

describe('bodies and headers of the wrong kind', () => {
  it.each([[[]], ['text'], [null], [42], [true]])(
    'refuses the JSON body %j where an object is expected',
    async (body) => {
      const reply = await postReview({
        rawBody: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(await refusal(reply)).toMatchObject({
        status: 400,
        errorId: 'ATTR200',
        field: 'body',
      });
    },
  );

  it.each(['application/json;q=0', 'text/html, application/json;q=0.0', 'application/jsonp'])(
    'refuses Accept %j with API406',
    async (accept) => {
      const reply = await call('/consumers-v3/utilities/countryList', { headers: { accept } });
      expect(await refusal(reply)).toMatchObject({ status: 406, errorId: 'API406' });
    },
  );

  it.each(['application/json, text/plain;q=0.5', 'application/problem+json', '*/*;q=0.1', ''])(
    'accepts Accept %j',
    async (accept) => {
      const reply = await call('/consumers-v3/utilities/countryList', { headers: { accept } });
      expect(reply.status).toBe(200);
    },
  );
});
