// The commerce API answered by the entry server itself, past Next's routing, its route-module
// wrapper and its response piping: under fifty shoppers at once those were a fifth of the
// server's CPU (docs/production.md). The Hono app is compiled into Next's server bundle, so
// its route module (app/api/[...path]/route.ts) hands its handler over on a global symbol when
// Next first loads it; until then, and in development (where Next reloads the module on every
// edit), requests go through Next as before. The client address and the forwarded headers are
// settled before either path (client-address.mjs); the body limits are the API's own.
// Plain JavaScript because Node runs it directly, in front of Next.
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { apiErrorBody } from './request-target.mjs';

const gzipAsync = promisify(gzip);
/** Below about one packet, compressing saves the shopper nothing. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Up to here a reply is compressed on the event loop: handing a cart's few kilobytes to
 * libuv's thread pool costs the loop two to three times what compressing them does.
 */
const COMPRESS_IN_LOOP_UP_TO_BYTES = 64 * 1024;
const GZIP_LEVEL = 5;
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

/**
 * Up to here a body that states its length is read whole before the API sees it: a shopper's
 * call sends a few hundred bytes, and a fetch Request reads a Buffer for half the CPU it
 * spends adapting the Node stream. Larger bodies, and bodies sent without a length, stream
 * through the API's own limits as before.
 */
const READ_AHEAD_UP_TO_BYTES = 64 * 1024;

/** The body's stated length, when it states one that Node's parser holds the body to. */
function statedLength(request) {
  if (request.headers['transfer-encoding'] !== undefined) return null;
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

async function readWhole(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The Node request's body as the fetch Request gets it (READ_AHEAD_UP_TO_BYTES says why). */
async function bodyOf(request) {
  const length = statedLength(request);
  return length !== null && length <= READ_AHEAD_UP_TO_BYTES ? readWhole(request) : request;
}

/** The Node request as a fetch Request, with `body` (bodyOf) when its method has one. */
function toFetchRequest(request, origin, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method ?? 'GET',
    headers,
    ...(body === undefined ? {} : { body, duplex: 'half' }),
  });
}

const hasBody = (request) => request.method !== 'GET' && request.method !== 'HEAD';

async function writeReply(reply, request, response) {
  let body = reply.body ? Buffer.from(await reply.arrayBuffer()) : null;
  const headers = {};
  reply.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = reply.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Larger replies are compressed on libuv's thread pool, off the event loop.
  if (body && shouldCompress(request, reply, body)) {
    body =
      body.length <= COMPRESS_IN_LOOP_UP_TO_BYTES
        ? gzipSync(body, { level: GZIP_LEVEL })
        : await gzipAsync(body, { level: GZIP_LEVEL });
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
  let body;
  try {
    body = hasBody(request) ? await bodyOf(request) : undefined;
  } catch {
    // The client went away before its body had arrived: nobody is left to answer.
    return void response.destroy();
  }
  try {
    await writeReply(await handler(toFetchRequest(request, origin, body)), request, response);
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
