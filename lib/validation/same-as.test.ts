import { describe, expect, it } from 'vitest';
import { sameAs } from './same-as';

describe('sameAs', () => {
  it('passes the same value', () => {
    expect(sameAs('ada@example.com', 'Email')('ada@example.com')).toBeNull();
  });

  it('names the other field when they differ, case included', () => {
    expect(sameAs('ada@example.com', 'Email')('Ada@example.com')).toEqual({
      key: 'sameAs',
      values: { field: 'Email' },
    });
  });
});
