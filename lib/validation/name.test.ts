import { describe, expect, it } from 'vitest';
import { validGuestName, validName } from './name';

describe('validName', () => {
  it('passes letters, accented ones included', () => {
    expect(validName('Zoë')).toBeNull();
    expect(validName('François-Xavier')).toBeNull();
    expect(validName('Jürgen Groß')).toBeNull();
    expect(validName('Niccolò')).toBeNull();
  });

  it('passes whitespace, comma, period, apostrophe, backtick and hyphen', () => {
    expect(validName("O'Brien, Jr.")).toBeNull();
    expect(validName('D`Angelo Smith-Jones')).toBeNull();
  });

  it('refuses digits and other symbols', () => {
    expect(validName('Ada2')).toEqual({ key: 'name' });
    expect(validName('Ada!')).toEqual({ key: 'name' });
    expect(validName('<Ada>')).toEqual({ key: 'name' });
  });

  it('lets an empty value through', () => {
    expect(validName('')).toBeNull();
  });
});

describe('validGuestName', () => {
  it('applies the name rule with the guest-name message', () => {
    expect(validGuestName('Zoë Martin')).toBeNull();
    expect(validGuestName('Guest 1')).toEqual({ key: 'guestName' });
    expect(validGuestName('')).toBeNull();
  });
});
