import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemRequestSchema } from '@/lib/contracts/cart';
import { headerNames } from '@/lib/contracts/headers';
import { storeSearchRequestSchema } from '@/lib/contracts/stores';
import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createTestApi, TEST_BRAND } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import type { OpenApiDocument } from './document';
import { operations } from './operations';
import { satisfies } from './testing/json-schema-check';

let database: DatabaseHandle;
let call: ReturnType<typeof createTestApi>;
let served: OpenApiDocument;

const noStorefrontHeaders = Object.fromEntries(
  Object.values(headerNames).map((name) => [name, undefined]),
);

beforeAll(async () => {
  database = await createTestDatabase();
  call = createTestApi(database.db);
  const reply = await call('/openapi.json', { headers: noStorefrontHeaders });
  expect(reply.status).toBe(200);
  served = reply.json as OpenApiDocument;
});
afterAll(() => database.close());

/** `POST /cart/v1/cart/{basketId}/item` for each route the Hono app registers under /api. */
function registeredRoutes(): string[] {
  const api = createApi({ db: database.db, brand: TEST_BRAND, log: pino({ level: 'silent' }) });
  const routes = api.routes
    // Middleware registers as ALL; every endpoint names its method.
    .filter(({ method }) => method !== 'ALL')
    .map(({ method, path }) => {
      const openApiPath = path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      return `${method} ${openApiPath}`;
    });
  return [...new Set(routes)];
}

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the OpenAPI document', () => {
  it('describes every registered route once, and nothing the API does not answer', () => {
    const registered = registeredRoutes();
    const documented = documentedOperations(served);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
    expect(documented).toHaveLength(operations.length);
  });

  it('is OpenAPI 3.1, served as JSON without the storefront headers', () => {
    expect(served.openapi).toBe('3.1.0');
    expect(served.servers).toEqual([{ url: '/api' }]);
    expect(served.components.schemas.ErrorResponse).toMatchObject({
      required: expect.arrayContaining(['errorDetails', 'correlationId']),
    });
  });

  it('names only components it defines', () => {
    const refs = JSON.stringify(served).match(/"\$ref":"[^"]+"/g) ?? [];
    const missing = refs
      .map((ref) => ref.slice('"$ref":"#/components/'.length, -1).split('/'))
      .filter(
        ([kind = '', name = '']) =>
          !(name in ((served.components as Record<string, object>)[kind] ?? {})),
      );
    expect(missing).toEqual([]);
  });

  it.each([
    {
      operation: ['post', '/cart/v1/item'],
      contract: addItemRequestSchema,
      good: { cartId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', productId: 'V1', qty: 2 },
      bad: [
        { productId: 'V1', qty: 2 },
        { cartId: 'not-a-cart-id', qty: 2 },
        { cartId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', qty: 0 },
        { cartId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', qty: '2' },
      ],
    },
    {
      operation: ['post', '/stores/v1/search'],
      contract: storeSearchRequestSchema,
      good: { latitude: 40.7, longitude: -74, services: ['pickup'], limit: 5 },
      bad: [{ latitude: 120 }, { services: ['teleport'] }, { limit: 2.5 }],
    },
  ])(
    'takes the request body of $operation.1 as its contract does',
    ({ operation: [method = '', path = ''], contract, good, bad }) => {
      const requestBody = served.paths[path]?.[method as 'post']?.requestBody as {
        content: { 'application/json': { schema: Record<string, unknown> } };
      };
      const schema = requestBody.content['application/json'].schema;
      const accepts = (body: unknown) => satisfies(body, schema, served.components.schemas);
      expect(contract.safeParse(good).success).toBe(true);
      expect(accepts(good)).toBe(true);
      for (const body of bad) {
        expect(contract.safeParse(body).success).toBe(false);
        expect(accepts(body)).toBe(false);
      }
    },
  );
});
