import { describe, expect, it } from 'vitest';
import { validEmail } from './email';

describe('validEmail', () => {
  it('passes standard addresses', () => {
    expect(validEmail('ada@example.com')).toBeNull();
    expect(validEmail('ada.lovelace+shop@mail.example.co.uk')).toBeNull();
  });

  it('needs a domain of at least two dot-separated parts', () => {
    expect(validEmail('ada@example')).toEqual({ key: 'email' });
    expect(validEmail('ada@example.')).toEqual({ key: 'email' });
    expect(validEmail('ada@.com')).toEqual({ key: 'email' });
  });

  it('refuses addresses without one @, or with spaces', () => {
    expect(validEmail('ada.example.com')).toEqual({ key: 'email' });
    expect(validEmail('ada@@example.com')).toEqual({ key: 'email' });
    expect(validEmail('ada lovelace@example.com')).toEqual({ key: 'email' });
  });

  it('refuses 101 characters and takes 100', () => {
    const domain = '@example.com';
    expect(validEmail(`${'a'.repeat(100 - domain.length)}${domain}`)).toBeNull();
    expect(validEmail(`${'a'.repeat(101 - domain.length)}${domain}`)).toEqual({ key: 'email' });
  });

  it('lets an empty value through, for `required` to judge', () => {
    expect(validEmail('')).toBeNull();
  });
});
