// A small round-robin load balancer for the scale demo: what nginx or a cloud balancer does in
// front of several store instances. It sets X-Forwarded-For to the client's address (the
// instances trust it through TRUST_PROXY) and keeps the Host, so origin checks see the store's
// public address.
import { createServer, request as forward } from 'node:http';

/** Serves `port`, handing each request to the next of `upstreams` (ports on 127.0.0.1). */
export function startBalancer({ port, upstreams }) {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    const proxied = forward(
      {
        host: '127.0.0.1',
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(proxied);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
