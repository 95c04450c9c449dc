import { describe, expect, it } from 'vitest';
import { composeValidators, onTrimmed, validationMessageKeys, type Validator } from './message';

const failsWith =
  (key: 'required' | 'email'): Validator<string> =>
  () => ({ key });
const passes: Validator<string> = () => null;

describe('validationMessageKeys', () => {
  it('lists each key once', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
  });
});

describe('composeValidators', () => {
  it('answers the first failure, in order', () => {
    expect(composeValidators(passes, failsWith('email'), failsWith('required'))('x')).toEqual({
      key: 'email',
    });
  });

  it('passes when every validator passes, or when there is none', () => {
    expect(composeValidators(passes, passes)('x')).toBeNull();
    expect(composeValidators<string>()('x')).toBeNull();
  });
});

describe('onTrimmed', () => {
  it('hands the validator the trimmed text', () => {
    const seen: string[] = [];
    onTrimmed((value) => {
      seen.push(value);
      return null;
    })('  Ada  ');
    expect(seen).toEqual(['Ada']);
  });
});
