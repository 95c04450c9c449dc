import { randomBytes } from 'node:crypto';

// Crockford's base32 without I, L, O, U: easy to read out on the phone to customer service.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomText(length: number): string {
  const bytes = randomBytes(length);
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * An order number nobody can guess from another: a letter prefix and 12 random characters
 * (60 bits). Guests read their order only with its access token (`st`) on top.
 */
export function newOrderNumber(): string {
  return `ST${randomText(12)}`;
}

/** The guest's order access token (`st`): 32 random bytes. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}
