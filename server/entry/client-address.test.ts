import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  applyClientAddress,
  CLIENT_ADDRESS_HEADER,
  parseTrustProxy,
  resolveClientAddress,
} from './client-address.mjs';

function request(peer: string, headers: Record<string, string>) {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage;
}

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    const rule = parseTrustProxy(undefined);
    expect(resolveClientAddress('::ffff:198.51.100.7', '1.2.3.4', rule)).toBe('198.51.100.7');
    const forged = request('198.51.100.7', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
      [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
    });
    applyClientAddress(forged, rule);
    expect(forged.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');
    expect(forged.headers['x-forwarded-for']).toBeUndefined();
    expect(forged.headers['x-forwarded-host']).toBeUndefined();
  });

  it('walks back as many hops as TRUST_PROXY counts, and no further', () => {
    const oneHop = parseTrustProxy('1');
    // The client put 1.2.3.4 first; the load balancer appended the address it saw.
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 203.0.113.9', oneHop)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4, 203.0.113.9', parseTrustProxy('2'))).toBe(
      '1.2.3.4',
    );
    expect(resolveClientAddress('10.0.0.2', '', oneHop)).toBe('10.0.0.2');
  });

  it('trusts only the listed proxies and ranges', () => {
    const rule = parseTrustProxy('10.0.0.0/8, 192.0.2.1');
    expect(resolveClientAddress('10.1.2.3', '203.0.113.9, 192.0.2.1', rule)).toBe('203.0.113.9');
    expect(resolveClientAddress('198.51.100.7', '203.0.113.9', rule)).toBe('198.51.100.7');
    const kept = request('10.1.2.3', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'shop.example',
    });
    applyClientAddress(kept, rule);
    expect(kept.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9');
    expect(kept.headers['x-forwarded-host']).toBe('shop.example');
  });

  it('stops at an entry that is not an address', () => {
    expect(resolveClientAddress('10.0.0.2', 'not-an-ip', parseTrustProxy('1'))).toBe('10.0.0.2');
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => parseTrustProxy('load-balancer')).toThrow(/TRUST_PROXY/);
  });
});
