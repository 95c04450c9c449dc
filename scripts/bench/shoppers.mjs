// Guests buying through the HTTP API as the pages do: a session, add to cart, addresses, and
// an order paid with the payment simulator's authorised test card. Only add to cart and the
// placement itself are timed. Each guest comes from an address of its own, passed as a
// trusted proxy would (the bench's server runs with TRUST_PROXY=127.0.0.1), so the limits on
// sessions per address count them apart as they would real shoppers.
import { randomBytes, randomUUID } from 'node:crypto';
import { load } from './load.mjs';

const usAddress = {
  firstName: 'Alex',
  lastName: 'Runner',
  addressLine1: '350 Fifth Avenue',
  addressLine2: '',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  email: 'alex.runner@example.com',
  phone: '(212) 736-3100',
  phoneCode: '1',
};

const authorisedCard = {
  encryptedCardNumber: 'test_4111111111111111',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName: 'Alex Runner',
  type: 'scheme',
};

let guestsMade = 0;
/** Sizes handed out so far: each run goes on from there, so repeated runs spread the stock. */
let sizesTaken = 0;

const commonHeaders = (base) => ({
  'content-type': 'application/json',
  origin: base,
  'x-brand': 'stride',
  'x-channel': 'ECOMM',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-locale': 'en_US',
  'x-session-id': `bench-${randomUUID()}`,
});

async function call(base, headers, path, { method = 'POST', body } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return { response, json: text ? JSON.parse(text) : null };
}

async function newGuest(base) {
  guestsMade += 1;
  const n = guestsMade;
  const headers = {
    ...commonHeaders(base),
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  const { response } = await call(base, headers, '/token/v2/auth/token', {
    body: { type: 'Guest' },
  });
  const cookie = /stride_at=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('The guest session came without its cookie.');
  return { ...headers, cookie };
}

/** Sizes with stock of the category's products, for shoppers to buy one unit each. */
export async function sizesInStock(base, categoryId) {
  const headers = commonHeaders(base);
  const { json: catalog } = await call(
    base,
    headers,
    `/products/v2/catalog?categoryId=${categoryId}&pageSize=48`,
    { method: 'GET' },
  );
  const sizes = [];
  for (const product of catalog.products ?? []) {
    const get = (path) => call(base, headers, path, { method: 'GET' }).then(({ json }) => json);
    const details = await get(`/products/v2/products/${product.id}/details`);
    // Coming soon, presale, digital, reservable and gift products take other paths.
    const plain = !(
      details.targetPublishDate ||
      details.presale ||
      details.isDigital ||
      details.isReservable ||
      details.isGiftWithPurchase
    );
    if (!plain) continue;
    const stock = await get(`/products/v2/products/${product.id}/inventory`);
    for (const [variantId, { quantity }] of Object.entries(stock.variants)) {
      if (quantity >= 5) sizes.push(variantId);
    }
  }
  if (sizes.length === 0) throw new Error(`No size in stock in category ${categoryId}.`);
  return sizes;
}

/** Runs `task(i)` for 0…count-1, `concurrency` at a time, and answers the results in order. */
async function inBatches(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/**
 * Add to cart and place order latencies of `shoppers` guests, `concurrency` at a time: first
 * every guest adds a size (timed), then every guest gives addresses (untimed) and places (timed).
 */
export async function shop(base, sizes, { shoppers, concurrency }) {
  const guests = await inBatches(shoppers, Math.min(concurrency, 8), () => newGuest(base));
  const firstSize = sizesTaken;
  sizesTaken += shoppers;
  const carts = new Array(shoppers);
  const addToCart = await load({
    requests: shoppers,
    concurrency,
    send: async (i) => {
      const { json } = await call(base, guests[i], '/cart/v1/cartWithItem', {
        body: { productId: sizes[(firstSize + i) % sizes.length], qty: 1 },
      });
      carts[i] = json.basketId;
      return true;
    },
  });
  await inBatches(shoppers, Math.min(concurrency, 8), async (i) => {
    if (!carts[i]) return;
    await call(base, guests[i], `/cart/v2/cart/${carts[i]}/shippingAddress`, {
      body: { addresses: [usAddress] },
    });
    await call(base, guests[i], `/cart/v1/cart/${carts[i]}/billingAddress`, {
      body: { sameAsShipping: true },
    });
  });
  const placeOrder = await load({
    requests: shoppers,
    concurrency,
    send: async (i) => {
      if (!carts[i]) return false;
      const { json } = await call(base, guests[i], '/cart/v2/checkout/order', {
        method: 'PUT',
        body: {
          cartId: carts[i],
          paymentMethod: { code: 'CREDIT_CARD', additionalData: authorisedCard },
          recaptcha_response: `offline.placeOrder.${randomBytes(18).toString('base64url')}`,
        },
      });
      return json.status === 'Created';
    },
  });
  return { addToCart, placeOrder };
}
