// Types for the plain-JavaScript module Node runs in front of Next.
import type { IncomingMessage } from 'node:http';

export const CLIENT_ADDRESS_HEADER: 'x-stride-client-address';
export const TRUSTED_ENTRY: unique symbol;

export type TrustRule =
  { hops: number; list?: undefined } | { hops?: undefined; list: import('node:net').BlockList };

export function normalizeAddress(address: string | undefined): string;
export function parseTrustProxy(setting: string | undefined): TrustRule;
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  rule: TrustRule,
): string;
export function applyClientAddress(request: IncomingMessage, rule: TrustRule): void;
