import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@/lib/contracts/errors';
import { ApiError } from '../http/api-error';
import { limitBodySize, MAX_STOREFRONT_BODY_BYTES } from '../http/request-limits';
import { answerApiDirectly, isDirectApiRequest, type ApiHandler } from './direct-api.mjs';

// A small API with the real body limit, answered as serve.mjs answers /api once registered.
const api = new Hono()
  .basePath('/api')
  .use(limitBodySize(MAX_STOREFRONT_BODY_BYTES))
  .post('/echo', async (c) => {
    c.header('set-cookie', 'first=1; Path=/', { append: true });
    c.header('set-cookie', 'second=2; Path=/', { append: true });
    return c.json({ received: await c.req.json(), host: c.req.header('host') });
  })
  .get('/list', (c) => c.json({ items: Array.from({ length: 200 }, (_, n) => `item ${n}`) }))
  .get('/catalogue', (c) =>
    c.json({ items: Array.from({ length: 20_000 }, (_, n) => `product ${n}`) }),
  )
  .onError((error, c) => {
    const { code, status } = error as ApiError;
    return c.json({ errorDetails: [{ errorId: code }] }, status as ContentfulStatusCode);
  });

let handler: ApiHandler = async (request) => api.fetch(request);
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    void answerApiDirectly((r) => handler(r), request, response, 'http://127.0.0.1');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A POST whose body comes in chunks without a length, as a stream upload does. */
function postChunked(path: string, chunks: Buffer[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method: 'POST' }, (reply) => {
      let body = '';
      reply.on('data', (chunk: Buffer) => (body += chunk.toString()));
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

describe('the API answered by the entry server', () => {
  it('passes the body, the Host header and every cookie the API sets', async () => {
    const reply = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ qty: 2 }),
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ received: { qty: 2 }, host: new URL(base).host });
    expect(reply.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);
  });

  it('keeps the API body limit for a body sent without its length', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const reply = await postChunked(
      '/api/echo',
      Array.from({ length: 5 }, () => chunk),
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ errorDetails: [{ errorId: 'ATTR300' }] });
  });

  it('takes a body of the largest stated length a storefront call may send, and no larger', async () => {
    const ofLength = (bytes: number) => JSON.stringify({ text: 'a'.repeat(bytes - 11) });
    const post = (body: string) =>
      fetch(`${base}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const largest = await post(ofLength(MAX_STOREFRONT_BODY_BYTES));
    expect(largest.status).toBe(200);
    expect((await largest.json()).received.text).toHaveLength(MAX_STOREFRONT_BODY_BYTES - 11);
    const over = await post(ofLength(MAX_STOREFRONT_BODY_BYTES + 1));
    expect(over.status).toBe(413);
  });

  it('stays up, and quiet, when a client hangs up before its body has arrived', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest(`${base}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      outgoing.on('error', () => resolve());
      outgoing.write('{"qty":');
      setTimeout(() => outgoing.destroy(), 50);
    });
    const next = await fetch(`${base}/api/echo`, { method: 'POST', body: '{"qty":1}' });
    expect(await next.json()).toMatchObject({ received: { qty: 1 } });
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers GEN500 in the API error shape when the API cannot answer at all', async () => {
    const working = handler;
    handler = () => Promise.reject(new Error('database unreachable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reply = await fetch(`${base}/api/echo`, { method: 'POST', body: '{}' });
      expect(reply.status).toBe(500);
      const body = errorBodySchema.parse(await reply.json());
      expect(body.errorDetails[0]?.errorId).toBe('GEN500');
      expect(logged).toHaveBeenCalledWith(
        'An API request failed outside the API:',
        expect.any(Error),
      );
    } finally {
      handler = working;
    }
  });
});

describe('compression of API replies', () => {
  it('gzips a large JSON reply for a client that accepts it, and says so', async () => {
    const reply = await fetch(`${base}/api/list`, { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    expect(reply.headers.get('vary')).toContain('Accept-Encoding');
    expect((await reply.json()).items).toHaveLength(200);
  });

  it('gzips a reply too large to compress on the event loop as well', async () => {
    const reply = await fetch(`${base}/api/catalogue`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    const { items } = await reply.json();
    expect(items).toHaveLength(20_000);
    expect(items.at(-1)).toBe('product 19999');
  });

  it('sends it plain to a client that does not accept gzip, and small replies always plain', async () => {
    const plain = await fetch(`${base}/api/list`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).items).toHaveLength(200);
    const small = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: '{}',
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('which requests the entry server answers itself', () => {
  it.each([
    ['/api/cart/v1/cartWithItem', true],
    ['/api/products/v2/catalog?categoryId=1000&path=/a/', true],
    // Next redirects these to their normal form.
    ['/api/cart/', false],
    ['/api//cart', false],
    ['/apiary', false],
    ['/en-us', false],
  ])('%s: %s', (url, direct) => {
    expect(isDirectApiRequest({ url } as Parameters<typeof isDirectApiRequest>[0])).toBe(direct);
  });
});
