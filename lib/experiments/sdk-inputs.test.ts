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

  it('refuses what the SDK would refuse: long or empty names, long text, odd numbers, nesting', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(cleanUserId(' '.repeat(3) + 'v'.repeat(100) + ' ', warn)).toBe('v'.repeat(100));
    expect(cleanUserId('v'.repeat(101), warn)).toBeNull();
    expect(
      cleanAttributes({ ['k'.repeat(65)]: 'x', '': 'x', long: 'x'.repeat(201) }, warn),
    ).toEqual({});
    expect(cleanAttributes({ ['k'.repeat(64)]: 'x'.repeat(200) }, warn)).toEqual({
      ['k'.repeat(64)]: 'x'.repeat(200),
    });
    expect(cleanEventTags({ value: Number.NaN }, warn)).toBeUndefined();
    expect(cleanEventTags({ value: Number.POSITIVE_INFINITY }, warn)).toBeUndefined();
    expect(cleanEventTags({ nested: { quantity: 2 } }, warn)).toBeUndefined();
    expect(cleanEventTags({ note: 'x'.repeat(201) }, warn)).toBeUndefined();
    expect(cleanEventTags(null, warn)).toBeUndefined();
    expect(cleanEventTags(new Date(0), warn)).toBeUndefined();
    expect(cleanEventTags({ ok: true, n: 0, s: '' }, warn)).toEqual({ ok: true, n: 0, s: '' });
    expect(warnings).toHaveLength(10);
  });
});
