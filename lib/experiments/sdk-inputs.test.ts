import { describe, expect, it } from 'vitest';
import { cleanAttributes, cleanEventTags, cleanUserId } from './sdk-inputs';

describe('what the experimentation client is given (spec 002 section 5)', () => {
  it('keeps string attributes and drops the rest with a warning each', () => {
    const warnings: string[] = [];
    const kept = cleanAttributes(
      { locale: 'fr-fr', loyalty: true, age: 42, segment: 'runners', nothing: null },
      (message) => warnings.push(message),
    );
    expect(kept).toEqual({ locale: 'fr-fr', segment: 'runners' });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('"loyalty"');
  });

  it('takes a user id only as a non-empty string', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(cleanUserId('2b7c0f7e-visitor', warn)).toBe('2b7c0f7e-visitor');
    expect(cleanUserId(12345, warn)).toBeNull();
    expect(cleanUserId('  ', warn)).toBeNull();
    expect(warnings).toHaveLength(2);
  });

  it('passes event tags only as an object of plain values', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(cleanEventTags({ quantity: 2, currency: 'EUR' }, warn)).toEqual({
      quantity: 2,
      currency: 'EUR',
    });
    expect(cleanEventTags(undefined, warn)).toBeUndefined();
    expect(cleanEventTags('quantity=2', warn)).toBeUndefined();
    expect(cleanEventTags(['quantity'], warn)).toBeUndefined();
    expect(warnings).toHaveLength(2);
  });
});
