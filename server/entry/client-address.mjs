// Who a request came from, decided from what the server controls: the socket's peer, and the
// X-Forwarded-For entries written by proxies that TRUST_PROXY names. Plain JavaScript because
// Node runs it directly, in front of Next.
import { BlockList, isIP } from 'node:net';

/** The header that carries the resolved address to the app; anything a client sent is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-stride-client-address';

/** Set by the entry server, so the app knows CLIENT_ADDRESS_HEADER was written by it. */
export const TRUSTED_ENTRY = Symbol.for('stride.trustedEntry');

// Headers a proxy writes about the original request. From an untrusted peer they are the
// client's own claims and are dropped, so the CSRF origin check sees the real Host.
const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
];

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
export function normalizeAddress(address) {
  const trimmed = String(address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/**
 * TRUST_PROXY as a rule: unset trusts no proxy; a number trusts that many hops (the load
 * balancers in front); a comma list of addresses or CIDR ranges trusts peers within it.
 */
export function parseTrustProxy(setting) {
  const value = String(setting ?? '').trim();
  if (value === '') return { hops: 0 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0) throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { list };
}

function isTrustedHop(rule, address, index) {
  if (rule.hops !== undefined) return index < rule.hops;
  const family = isIP(address);
  return family !== 0 && rule.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: walk from the socket's peer back through X-Forwarded-For (nearest
 * hop first) while each hop is a trusted proxy; the first untrusted hop is the client. An
 * entry that is not an address ends the walk at the proxy that reported it.
 */
export function resolveClientAddress(peer, forwardedFor, rule) {
  const hops = [normalizeAddress(peer)];
  for (const entry of String(forwardedFor ?? '')
    .split(',')
    .reverse()) {
    if (entry.trim() !== '') hops.push(normalizeAddress(entry));
  }
  let index = 0;
  while (index < hops.length - 1 && isTrustedHop(rule, hops[index], index)) {
    if (isIP(hops[index + 1]) === 0) break;
    index += 1;
  }
  return hops[index] || 'unknown';
}

/**
 * Rewrites a Node request's headers before Next sees it: the resolved client address in
 * CLIENT_ADDRESS_HEADER, and the forwarded headers kept only when a trusted proxy sent them.
 */
export function applyClientAddress(request, rule) {
  const headers = request.headers;
  const peer = request.socket?.remoteAddress ?? '';
  const peerTrusted = isTrustedHop(rule, normalizeAddress(peer), 0);
  headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    peer,
    peerTrusted ? headers['x-forwarded-for'] : undefined,
    rule,
  );
  if (!peerTrusted) for (const name of FORWARDED_HEADERS) delete headers[name];
}
