import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTimeResponseSchema } from '@/lib/contracts/auth';
import type { DatabaseHandle } from '../db/client';
import { createTestApi, firstError } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';

let database: DatabaseHandle;
let call: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  call = createTestApi(database.db);
});
afterAll(() => database.close());

const availability = '/products/v1/products/ST00000001/availability';

describe('common headers', () => {
  it('echoes the caller correlation id on every reply', async () => {
    const reply = await call('/consumers-v3/utilities/countryList', {
      headers: { 'x-correlation-id': 'corr-abc-12345' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-correlation-id')).toBe('corr-abc-12345');
  });

  it.each([
    ['x-brand', undefined],
    ['x-brand', 'otherbrand'],
    ['x-channel', 'WEB'],
    ['x-region', 'EMEA'],
    ['x-locale', 'es_ES'],
    ['x-session-id', undefined],
  ])('refuses a request whose %s is %s with API400', async (header, value) => {
    const reply = await call('/consumers-v3/utilities/countryList', {
      headers: { [header]: value, 'x-correlation-id': 'corr-missing-1' },
    });
    expect(reply.status).toBe(400);
    const error = firstError(reply.json);
    expect(error).toMatchObject({
      errorId: 'API400',
      correlationId: 'corr-missing-1',
      appId: 'commerce-api',
    });
    expect(error.message).toMatch(new RegExp(header.replace('x-', ''), 'i'));
  });

  it('accepts the app webview channel and a matching EMEA locale', async () => {
    const reply = await call('/consumers-v3/utilities/countryList', {
      headers: { 'x-channel': 'MAPP', 'x-region': 'EMEA', 'x-locale': 'de_DE' },
    });
    expect(reply.status).toBe(200);
  });

  it('generates a correlation id when the caller sent none', async () => {
    const reply = await call('/nowhere', { headers: { 'x-correlation-id': undefined } });
    const error = firstError(reply.json);
    expect(error.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.headers.get('x-correlation-id')).toBe(error.correlationId);
  });
});

describe('errors for bad input', () => {
  it('answers an unknown path with API404', async () => {
    const reply = await call('/cart/v9/nothing');
    expect(reply.status).toBe(404);
    expect(firstError(reply.json).errorId).toBe('API404');
  });

  it('answers a malformed JSON body with ATTR300 and the caller correlation id', async () => {
    const reply = await call(availability, {
      method: 'POST',
      rawBody: '{"storeIds": [',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'corr-bad-body-1' },
    });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({
      errorId: 'ATTR300',
      correlationId: 'corr-bad-body-1',
    });
  });

  it('answers a body that is not JSON with API415', async () => {
    const reply = await call(availability, {
      method: 'POST',
      rawBody: 'storeIds=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(reply.status).toBe(415);
    expect(firstError(reply.json).errorId).toBe('API415');
  });

  it('names a missing attribute with ATTR100 and a wrong one with ATTR200', async () => {
    const missing = await call(availability, { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(firstError(missing.json)).toMatchObject({ errorId: 'ATTR100', field: 'body.storeIds' });

    const wrong = await call(availability, { method: 'POST', body: { storeIds: 'S001' } });
    expect(wrong.status).toBe(400);
    expect(firstError(wrong.json)).toMatchObject({ errorId: 'ATTR200', field: 'body.storeIds' });
  });

  it('validates path ids before touching the database', async () => {
    const reply = await call('/products/v2/products/not-an-id/details');
    expect(reply.status).toBe(400);
    expect(firstError(reply.json)).toMatchObject({ errorId: 'ATTR200', field: 'path.productId' });
  });

  it('refuses a client that accepts no JSON with API406', async () => {
    const reply = await call('/consumers-v3/utilities/countryList', {
      headers: { accept: 'text/html' },
    });
    expect(reply.status).toBe(406);
    expect(firstError(reply.json).errorId).toBe('API406');
  });
});

describe('server time', () => {
  it('tells the server clock for age checks', async () => {
    const before = Date.now();
    const reply = await call('/fapi/server/time');
    const time = serverTimeResponseSchema.parse(reply.json);
    expect(time.epochMs).toBeGreaterThanOrEqual(before);
    expect(Date.parse(time.timestamp)).toBe(time.epochMs);
  });
});
