import { describe, expect, it } from 'vitest';
import { parseTestContext } from './test-context';

describe('parseTestContext', () => {
  it('reads the forced variant ids', () => {
    expect(parseTestContext('{"variants":["members-hero","b"]}')).toEqual(['members-hero', 'b']);
  });

  it.each([null, '', 'not json', '{"variants":', '[]', '"x"', '{"variants":"a"}', '{}', 'null'])(
    'forces nothing for %j',
    (raw) => {
      expect(parseTestContext(raw)).toEqual([]);
    },
  );

  it('drops ids that are not short strings', () => {
    expect(parseTestContext(JSON.stringify({ variants: [1, '', 'a', 'x'.repeat(65)] }))).toEqual([
      'a',
    ]);
  });
});
