import { randomBytes } from 'node:crypto';

// 32 symbols, so each random byte gives one without bias; no 0/O or 1/I to misread on a phone call.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * An id a person reads out and types (a return, a warranty claim, a contact case): the prefix
 * and `length` random symbols, 5 bits each, 50 bits for ten: not guessable, so it names
 * nothing to someone who was not given it.
 */
export function readableId(prefix: string, length = 10): string {
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
}
