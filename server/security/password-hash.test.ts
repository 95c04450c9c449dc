import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashPasswordWithFixedSalt,
  spendPasswordCheck,
  verifyPassword,
} from './password-hash';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, and verifies only the right password', async () => {
    const stored = await hashPassword('Correct#Horse9');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Correct#Horse9', stored)).toBe(true);
    expect(await verifyPassword('correct#Horse9', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('Same#Password1')).not.toBe(await hashPassword('Same#Password1'));
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Caf\u00e9#Noir1');
    expect(await verifyPassword('Cafe\u0301#Noir1', stored)).toBe(true);
  });

  it('never matches a malformed or out-of-bounds stored value', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$10$abc',
      'scrypt$3$8$1$c2FsdA$aGFzaA',
      'scrypt$1048576$8$1$c2FsdA$aGFzaA',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('gives the same seed hash for the same salt, verifiable like any other', async () => {
    const salt = Buffer.from('fixed-salt-for-test');
    const seeded = hashPasswordWithFixedSalt('Associate#2026', salt);
    expect(hashPasswordWithFixedSalt('Associate#2026', salt)).toBe(seeded);
    expect(await verifyPassword('Associate#2026', seeded)).toBe(true);
  });

  it('spends a password check for accounts that do not exist', async () => {
    await expect(spendPasswordCheck('whatever')).resolves.toBeUndefined();
  });
});
