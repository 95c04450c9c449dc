import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: refresh tokens, authorization codes and reset links are all this strong. */
const TOKEN_BYTES = 32;

export function createSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps instead of a token. A fast hash is enough: the token has 256 bits of
 * entropy, so unlike a password it cannot be guessed from its hash.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** BASE64URL(SHA-256(value)), the PKCE S256 transform (RFC 7636 section 4.2). */
export function sha256Base64Url(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Compares two strings without leaking where they first differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
