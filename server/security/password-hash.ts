import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can
 * be raised later without breaking stored hashes: each hash carries the parameters it used.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
// scrypt needs about 128·N·r bytes (32 MiB at these settings), right at Node's default cap.
const MAX_MEMORY = 64 * 1024 * 1024;
// Bounds on parameters read back from storage, so a corrupted row cannot pin the CPU or memory.
const MAX_N = 2 ** 17;
const MAX_R = 16;
const MAX_P = 4;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { ...cost, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function encode(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function decode(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N > 1 &&
    cost.N <= MAX_N &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= MAX_R &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= MAX_P;
  return sane
    ? { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
    : undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(COST, salt, await derive(password, salt, COST));
}

/**
 * The same hash with a caller-chosen salt, computed synchronously. Only for demo seed data,
 * which must come out byte-identical on every run; a shared salt is never right for real users.
 */
export function hashPasswordWithFixedSalt(password: string, salt: Buffer): string {
  const key = scryptSync(password.normalize('NFC'), salt, KEY_BYTES, {
    ...COST,
    maxmem: MAX_MEMORY,
  });
  return encode(COST, salt, key);
}

/** Constant-time comparison; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = decode(stored);
  if (!parsed || parsed.key.length !== KEY_BYTES) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends what checking a real password costs, so an unknown account answers exactly as slowly
 * as a wrong password and response times do not reveal which emails are registered.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(KEY_BYTES).toString('base64url'));
  await verifyPassword(password, await dummyHash);
}
