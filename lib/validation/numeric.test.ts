import { describe, expect, it } from 'vitest';
import { maxValue, minValue } from './numeric';

describe('maxValue', () => {
  it('refuses more than N, bound included', () => {
    expect(maxValue(10)(10)).toBeNull();
    expect(maxValue(10)(-3)).toBeNull();
    expect(maxValue(10)(10.5)).toEqual({ key: 'maxValue', values: { max: 10 } });
  });
});

describe('minValue', () => {
  it('refuses less than N, bound included', () => {
    expect(minValue(1)(1)).toBeNull();
    expect(minValue(1)(0)).toEqual({ key: 'minValue', values: { min: 1 } });
  });
});
