// `npm start`: Node's HTTP server in front of Next. It exists to decide the client's address
// from the socket (Next keeps whatever X-Forwarded-For a client sends), see docs/security.md.
// Usage: node server/entry/serve.mjs [--dev] [-p PORT] [-H HOSTNAME]
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import next from 'next';
import { applyClientAddress, parseTrustProxy, TRUSTED_ENTRY } from './client-address.mjs';
import { answerApiDirectly, isDirectApiRequest, registeredApiHandler } from './direct-api.mjs';
import { resetPageCacheOnSettingsChange } from './page-cache.mjs';
import { answerClientError, refuseUnreadableTarget } from './request-target.mjs';
import { createSharedPages, isSharedPageRequest } from './shared-pages.mjs';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
// The app reads PORT for the demo's links in emails.
process.env.PORT = String(port);
if (!values.dev) process.env.NODE_ENV ??= 'production';

let trust;
try {
  trust = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
globalThis[TRUSTED_ENTRY] = true;

// Pages cached under other settings (a demo run before this production start) start afresh.
if (!values.dev && resetPageCacheOnSettingsChange(path.resolve('.next'), process.env)) {
  console.warn('Settings changed since the last start: cached pages are rendered afresh.');
}

const app = next({ dev: values.dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Pages every shopper sees alike are rendered once and answered with a fresh nonce each time.
const sharedPages = values.dev ? null : createSharedPages({ origin: () => ownOrigin(server) });

async function answerSharedPageOrHandle(request, response) {
  try {
    if (await sharedPages.answer(request, response)) return;
  } catch (error) {
    console.error('A shared page could not be answered from its render:', error);
    if (response.headersSent) return void response.destroy();
  }
  await handle(request, response);
}

// The API is answered here once Next has loaded its route module (direct-api.mjs); development
// keeps Next's path, which reloads the module on every edit.
const directApi = !values.dev;
let origin;

const server = createServer((request, response) => {
  if (refuseUnreadableTarget(request, response)) return;
  applyClientAddress(request, trust);
  const apiHandler = directApi && isDirectApiRequest(request) ? registeredApiHandler() : null;
  if (apiHandler) void answerApiDirectly(apiHandler, request, response, origin);
  else if (sharedPages && isSharedPageRequest(request))
    void answerSharedPageOrHandle(request, response);
  else void handle(request, response);
});
server.on('clientError', answerClientError);

/** Where this server answers itself: the loopback address when it listens on every interface. */
function ownOrigin(listening) {
  const { address, family, port: listeningPort } = listening.address();
  if (family === 'IPv6') return `http://[${address === '::' ? '::1' : address}]:${listeningPort}`;
  return `http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${listeningPort}`;
}
if (values.dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, hostname, () => {
  origin = ownOrigin(server);
  console.warn(
    `Stride listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
  // Any API answer (here a refusal) loads the route module: shoppers' calls are answered directly.
  if (directApi) {
    fetch(`${origin}/api/warm-up`)
      .then((reply) => reply.arrayBuffer())
      .catch(() => {});
  }
});
// Requests under way (an order being placed) finish before the process ends, within 10 s.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
