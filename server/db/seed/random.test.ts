import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same key and differs for another', () => {
    const draw = (key: string) => {
      const random = createRandom('product', key);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw('1')).toEqual(draw('1'));
    expect(draw('1')).not.toEqual(draw('2'));
  });

  it('keeps integers within inclusive bounds and samples distinct items', () => {
    const random = createRandom('bounds');
    const values = Array.from({ length: 500 }, () => random.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
    const sample = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
  });
});
