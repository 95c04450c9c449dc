import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/contracts/errors';
import { headerNames } from '@/lib/contracts/headers';
import { createApi } from '../app';
import { guestToken } from '../auth/testing/auth-test-kit';
import { setupCartApi, variantOf } from '../cart/testing/cart-test-kit';
import { categories, productAnswers, productQuestions, reviews } from '../db/schema';
import { SEED_IDS, SEED_STORE_IDS } from '../db/seed/fixtures';
import { CookieJar, TEST_BRAND } from '../testing/test-api';

/**
 * Every route the API registers, sent generated hostile input: valid-looking requests with a
 * field, parameter or id spoiled (NUL, unpaired surrogates, broken escapes, wrong types, huge
 * or fractional numbers), and plain garbage (any JSON, deep nesting, unreadable bodies). No
 * reply may be a 5xx, and every refusal must be JSON in the spec's error shape. The seed is
 * fixed so CI replays the same requests; a failure prints the counterexample to reproduce it.
 */
const SEED = 20_261_123;
const RUNS_PER_ROUTE = 25;

const { call, db } = setupCartApi();

/** A valid value per path parameter name, so spoiling one still lets the others match data. */
const validParams: Record<string, string> = {
  productId: SEED_IDS.regularShoe,
  productSetId: 'SET00001',
  storeId: SEED_STORE_IDS.pickupStore,
  mode: 'publish',
  siteId: 'en-us',
  page: 'home',
  productType: 'mens-shoes',
  shippingId: 'me',
  orderNumber: '00000001',
};
/** Valid-looking body fields; each route's schema keeps the ones it knows. */
const validFields: Record<string, unknown> = {
  qty: 1,
  upc: '000000000000',
  storeIds: [SEED_STORE_IDS.pickupStore],
  storeId: SEED_STORE_IDS.pickupStore,
  email: 'fuzz.shopper@example.com',
  username: 'fuzz.shopper@example.com',
  password: 'Fuzz#Password1',
  text: 'Fits well and feels light.',
  title: 'Nice',
  nickname: 'Fuzzer',
  rating: 4,
  vote: 'helpful',
  reason: 'spam',
  code: 'WELCOME10',
  type: 'Guest',
  locale: 'en-us',
  language: 'fr',
  query: 'New York',
  latitude: 40.7,
  longitude: -74,
  countryCode: 'US',
  firstName: 'Fuzz',
  lastName: 'Shopper',
  number: '6006491234560001',
  pin: '1234',
  shippingId: 'me',
  approved: true,
};
const validQuery: Record<string, string> = {
  q: 'shoe',
  page: '1',
  pageSize: '5',
  limit: '3',
  sort: 'newest',
  countryCode: 'US',
  productIds: SEED_IDS.regularShoe,
  email: 'fuzz.shopper%40example.com',
};

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '',
    ' ',
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
    '1e309',
    'x'.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 2.5, -0, 1e3, 1e21, 1e300, -1e300, 2 ** 53 + 1, 999_999_999_999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const leaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const badCharacter = fc.constantFrom('\u0000', '\ud800', '\udfff');

/** Every string in a value with the same bad character slipped in at a random place. */
function poisonStrings(value: unknown, bad: string, at: number): unknown {
  if (typeof value === 'string') {
    const index = at % (value.length + 1);
    return `${value.slice(0, index)}${bad}${value.slice(index)}`;
  }
  if (Array.isArray(value)) return value.map((item) => poisonStrings(item, bad, at));
  return value;
}

const fieldNames = Object.keys(validFields);
/** Every valid field, with every string poisoned: whatever a route keeps, it gets bad text. */
const poisonedFields = fc
  .tuple(badCharacter, fc.nat())
  .map(([bad, at]) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(validFields).map(([name, value]) => [name, poisonStrings(value, bad, at)]),
      ),
    ),
  );
/** Every valid field, one or two of them replaced (in value or type), or a stray one added. */
const spoiltFields = fc
  .array(
    fc.tuple(
      fc.constantFrom(...fieldNames, '__proto__', 'constructor', 'cartId', 'itemId'),
      fc.oneof(jsonValue, hostileNumber, fc.constantFrom('2', true, [], {}, null)),
    ),
    { minLength: 1, maxLength: 2 },
  )
  .map((spoils) => {
    const body: Record<string, unknown> = { ...validFields };
    for (const [name, value] of spoils) {
      Object.defineProperty(body, name, { value, enumerable: true, writable: true });
    }
    return JSON.stringify(body);
  });

const deeplyNested = fc
  .integer({ min: 500, max: 5_000 })
  .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

const rawBody = fc.oneof(
  { weight: 4, arbitrary: poisonedFields },
  { weight: 4, arbitrary: spoiltFields },
  { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: deeplyNested },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{', '{"qty":', 'NaN', '', '{"a":"\\u0000"}', '"\\ud800"'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);

/** Text as it travels in a URL: escaped, or with escapes broken on purpose. */
const brokenEscape = fc.constantFrom('%00', '%E0%A4%A', '%ED%A0%80', '%', '%zz', '%C0%AF', '%2F');
const urlText = fc.oneof(
  hostileText.filter((value) => value.isWellFormed()).map((value) => encodeURIComponent(value)),
  brokenEscape,
  fc
    .tuple(fc.string({ maxLength: 8 }), brokenEscape)
    .map(([a, b]) => `${encodeURIComponent(a)}${b}`),
  hostileNumber.map(String),
);

/** Which path parameter, if any, to spoil, and with what. */
const spoiltParam = fc.option(fc.tuple(fc.nat(3), urlText), { freq: 2 });

const asQuery = (query: Record<string, string>) =>
  `?${Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`;

/** Every valid query parameter with the same broken escape or bad character in each. */
const poisonedQuery = fc
  .constantFrom('%00', '%ED%A0%80', '%E0%A4%A', '%')
  .map((bad) =>
    asQuery(Object.fromEntries(Object.entries(validQuery).map(([k, v]) => [k, `${v}${bad}`]))),
  );

/** Every valid query parameter, one or two spoilt or added. */
const spoiltQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(...Object.keys(validQuery), 'categoryId', 'price', 'bid', 'st'),
      urlText,
    ),
    { maxLength: 2 },
  )
  .map((spoils) => asQuery({ ...validQuery, ...Object.fromEntries(spoils) }));

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);
const accept = fc.constantFrom(undefined, undefined, '*/*', 'text/html', '', ';;;', '*/*;q=0');
/** Most requests carry the headers a real client sends; a slice drops or spoils them. */
const headerStyle = fc.oneof(
  { weight: 8, arbitrary: fc.constant('client') },
  { weight: 1, arbitrary: fc.constantFrom('none', 'spoilt') },
);

interface Route {
  method: string;
  path: string;
}

function registeredRoutes(): Route[] {
  const api = createApi({ db: db(), brand: TEST_BRAND, log: pino({ level: 'silent' }) });
  const seen = new Map<string, Route>();
  for (const { method, path } of api.routes) {
    if (method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path: path.replace(/^\/api/, '') });
  }
  return [...seen.values()];
}

function fillPath(path: string, spoil: [number, string] | null): string {
  let index = 0;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const spoilt = spoil && spoil[0] === index;
    index += 1;
    return spoilt ? spoil[1] : (validParams[name] ?? '00000000-0000-4000-8000-000000000000');
  });
}

function headersFor(style: string, cookie: string | undefined, type?: string, acc?: string) {
  const headers: Record<string, string | undefined> = {
    cookie,
    'content-type': type,
    accept: acc,
    'x-stride-client-address': '203.0.113.9',
  };
  if (style === 'none') {
    for (const name of Object.values(headerNames)) headers[name] = undefined;
  }
  if (style === 'spoilt') {
    headers[headerNames.sessionId] = 'short';
    headers[headerNames.locale] = 'xx_XX';
  }
  return headers;
}

async function firstId(table: typeof reviews | typeof productQuestions | typeof productAnswers) {
  const [row] = await db().select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return row?.id;
}

let routes: Route[] = [];
beforeAll(async () => {
  routes = registeredRoutes();
  const variantId = await variantOf(db(), SEED_IDS.regularShoe);
  Object.assign(validFields, { productId: variantId, variantId });
  const [category] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.isVisible, true))
    .limit(1);
  Object.assign(validParams, {
    categoryId: category?.id ?? '1000',
    reviewId: await firstId(reviews),
    questionId: await firstId(productQuestions),
    answerId: await firstId(productAnswers),
  });
  validQuery.categoryId = category?.id ?? '1000';
});

describe('every route under generated hostile input', () => {
  it('knows the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answers no 5xx, and every refusal in the error shape', async () => {
    for (const route of routes) {
      // A guest of its own per route, with a cart, so session-bound calls reach their handlers.
      const jar = new CookieJar();
      await guestToken(call, jar);
      const cart = await call('/cart/v1/cart', { method: 'POST', jar });
      const basketId = (cart.json as { basketId?: string }).basketId ?? '';
      const request = fc.record({
        param: spoiltParam,
        query: fc.oneof(fc.constant(asQuery(validQuery)), poisonedQuery, spoiltQuery),
        body: rawBody,
        type: contentType,
        accept,
        style: headerStyle,
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          validParams.basketId = basketId;
          const path = `${fillPath(route.path, input.param)}${input.query}`;
          const withBody = route.method !== 'GET';
          const reply = await call(path, {
            method: route.method,
            ...(withBody ? { rawBody: input.body } : {}),
            headers: headersFor(
              input.style,
              jar.headerFor(`/api${route.path}`),
              withBody ? input.type : undefined,
              input.accept,
            ),
          });
          const where = `${route.method} ${path} answered ${reply.status}`;
          expect(reply.status, where).toBeLessThan(500);
          if (reply.status >= 400) {
            expect(errorBodySchema.safeParse(reply.json).success, where).toBe(true);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  }, 120_000);
});
