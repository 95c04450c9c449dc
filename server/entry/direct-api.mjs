// The commerce API answered by the entry server itself, past Next's routing, its route-module
// wrapper and its response piping: under fifty shoppers at once those were a fifth of the
// server's CPU (docs/production.md). The Hono app is compiled into Next's server bundle, so
// its route module (app/api/[...path]/route.ts) hands its handler over on a global symbol when
// Next first loads it; until then, and in development (where Next reloads the module on every
// edit), requests go through Next as before. The client address and the forwarded headers are
// settled before either path (client-address.mjs); the body limits are the API's own.
// Plain JavaScript because Node runs it directly, in front of Next.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { apiErrorBody } from './request-target.mjs';

const gzipAsync = promisify(gzip);
/** Below about one packet, compressing saves the shopper nothing. */
const COMPRESS_FROM_BYTES = 1024;
const compressible = /^(application\/(json|problem\+json)|text\/)/;

/** Whether the reply is worth gzipping for this client, as Next did for these answers. */
function shouldCompress(request, reply, body) {
  return (
    body.length >= COMPRESS_FROM_BYTES &&
    !reply.headers.has('content-encoding') &&
    compressible.test(reply.headers.get('content-type') ?? '') &&
    /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  );
}

/** Where the route module leaves its `(request: Request) => Promise<Response>`. */
export const API_HANDLER = Symbol.for('stride.apiHandler');

/**
 * Whether the entry server may answer the request itself: an API path as the route module
 * sees it. A path with an empty segment (`/api/cart/`, `/api//cart`) is left to Next, which
 * redirects it to its normal form.
 */
export function isDirectApiRequest(request) {
  const target = request.url ?? '';
  if (!target.startsWith('/api/')) return false;
  const path = target.split('?', 1)[0];
  return !path.endsWith('/') && !path.includes('//');
}

/** The handler the route module registered, once Next has loaded it. */
export function registeredApiHandler() {
  return globalThis[API_HANDLER] ?? null;
}

/** The Node request as a fetch Request; the body streams, for the API to read and limit. */
function toFetchRequest(request, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: request, duplex: 'half' } : {}),
  });
}

async function writeReply(reply, request, response) {
  let body = reply.body ? Buffer.from(await reply.arrayBuffer()) : null;
  const headers = {};
  reply.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = reply.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // zlib runs on libuv's thread pool, off the event loop the next shopper waits for.
  if (body && shouldCompress(request, reply, body)) {
    body = await gzipAsync(body, { level: 5 });
    headers['content-encoding'] = 'gzip';
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  if (body) headers['content-length'] = body.length;
  response.writeHead(reply.status, headers);
  response.end(body);
}

/**
 * Answers an API request with `handler`. A failure outside the API's own error handling (the
 * database unreachable at its first use) answers GEN500 in the API's error shape.
 */
export async function answerApiDirectly(handler, request, response, origin) {
  try {
    await writeReply(await handler(toFetchRequest(request, origin)), request, response);
  } catch (error) {
    console.error('An API request failed outside the API:', error);
    if (response.headersSent) return void response.destroy();
    const { body, correlationId } = apiErrorBody('Something went wrong.', 'GEN500');
    response.writeHead(500, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-correlation-id': correlationId,
    });
    response.end(body);
  }
}
