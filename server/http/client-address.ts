import { CLIENT_ADDRESS_HEADER, TRUSTED_ENTRY } from '../entry/client-address.mjs';

/**
 * Whether this process was started by the store's entry server (server/entry/serve.mjs),
 * which resolves every request's client address from the socket and TRUST_PROXY.
 */
export function isBehindTrustedEntry(): boolean {
  return (globalThis as Record<symbol, unknown>)[TRUSTED_ENTRY] === true;
}

/**
 * The caller's address, as the entry server resolved it. Under any other server the header
 * could be the client's own, so every caller counts as one 'unknown' address: per-address
 * limits then hold for all together instead of for nobody.
 */
export function clientAddressOf(header: (name: string) => string | undefined): string {
  if (!isBehindTrustedEntry()) return 'unknown';
  return header(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

/** Loopback: the machine the store runs on. */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}
