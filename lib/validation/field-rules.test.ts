import { describe, expect, it } from 'vitest';
import { fieldRulesValidator } from './field-rules';

describe('fieldRulesValidator', () => {
  it('checks required first', () => {
    const validator = fieldRulesValidator({ required: true, minLength: 2, maxLength: 30 });
    expect(validator('')).toEqual({ key: 'required' });
    expect(validator('A')).toEqual({ key: 'minLength', values: { min: 2 } });
    expect(validator('A'.repeat(31))).toEqual({ key: 'maxLength', values: { max: 30 } });
    expect(validator('Ada')).toBeNull();
  });

  it('lets an optional field stay empty', () => {
    expect(fieldRulesValidator({ required: false, maxLength: 30 })('')).toBeNull();
    expect(fieldRulesValidator({ required: false })('anything')).toBeNull();
  });

  it('takes min equal to max as an exact length', () => {
    expect(fieldRulesValidator({ required: true, minLength: 5, maxLength: 5 })('123')).toEqual({
      key: 'exactLength',
      values: { length: 5 },
    });
  });

  it('takes one end of the range alone', () => {
    expect(fieldRulesValidator({ required: false, minLength: 3 })('ab')?.key).toBe('minLength');
    expect(fieldRulesValidator({ required: false, maxLength: 3 })('abcd')?.key).toBe('maxLength');
  });

  it('checks the pattern after the length', () => {
    const validator = fieldRulesValidator({
      required: true,
      minLength: 5,
      maxLength: 5,
      pattern: { regex: /^\d{5}$/, hint: '12345' },
    });
    expect(validator('1234')?.key).toBe('exactLength');
    expect(validator('1234a')).toEqual({ key: 'pattern', values: { pattern: '12345' } });
    expect(validator('12345')).toBeNull();
  });
});
