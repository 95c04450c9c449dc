import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/contracts/errors';
import { answerClientError, MAX_URL_LENGTH, refuseUnreadableTarget } from './request-target.mjs';

// The entry server's wiring (serve.mjs), with a stand-in for Next that answers 200.
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (refuseUnreadableTarget(request, response)) return;
    response.end('served');
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes, as a hostile client can; fetch would refuse to build such requests. */
function send(head: string): Promise<{ status: number; type: string; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [headers = '', body = ''] = reply.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(headers)?.[1]),
        type: /content-type: ([^\r\n]*)/i.exec(headers)?.[1] ?? '',
        body,
      });
    });
    socket.end(`${head}\r\nHost: store\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

describe('request targets the entry server refuses', () => {
  it.each([
    '/api/cart/v1/cart/%E0%A4%A',
    '/api/products/v2/products/%ED%A0%80/details',
    '/api/cart/v1/cart/a%00b',
  ])('answers GET %s with 400 in the API error shape', async (path) => {
    const reply = await send(`GET ${path} HTTP/1.1`);
    expect(reply.status).toBe(400);
    expect(reply.type).toMatch(/application\/json/);
    expect(errorBodySchema.parse(JSON.parse(reply.body)).errorDetails[0]?.errorId).toBe('API400');
  });

  it.each(['/en-us/p/%E0%A4%A', '/en-us/c/%ED%A0%80', '/en-us/p/%00'])(
    'answers the page %s with a 400 page instead of Next’s 500',
    async (path) => {
      const reply = await send(`GET ${path} HTTP/1.1`);
      expect(reply.status).toBe(400);
      expect(reply.type).toMatch(/text\/html/);
    },
  );

  it('refuses a URL over the bound', async () => {
    const reply = await send(`GET /en-us/search?q=${'a'.repeat(MAX_URL_LENGTH)} HTTP/1.1`);
    expect(reply.status).toBe(400);
  });

  it.each(['/en-us/search?q=%E0%A4%A', '/en-us/p/caf%C3%A9-ST00000001', '/api/x?q=%00'])(
    'lets %s through: queries are the page’s or the API’s to judge',
    async (path) => {
      expect((await send(`GET ${path} HTTP/1.1`)).status).toBe(200);
    },
  );

  it.each([
    ['a NUL in a header', 'GET /en-us HTTP/1.1\r\nX-Session-Id: a\u0000b', 400],
    ['headers over Node’s bound', `GET /en-us HTTP/1.1\r\nX-Pad: ${'a'.repeat(20_000)}`, 431],
    ['a broken request line', 'GET /en-us HTTP/9', 400],
  ])('answers %s in the API error shape, not an empty reply', async (_, head, status) => {
    const reply = await send(head);
    expect(reply.status).toBe(status);
    expect(errorBodySchema.parse(JSON.parse(reply.body)).errorDetails[0]?.errorId).toBe('API400');
  });
});
