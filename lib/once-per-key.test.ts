import { describe, expect, it } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('builds once per key and answers the same value after', () => {
    const built: string[] = [];
    const formatFor = oncePerKey((locale: string) => {
      built.push(locale);
      return { locale };
    });
    const first = formatFor('en-us');
    expect(formatFor('en-us')).toBe(first);
    expect(formatFor('de-de')).not.toBe(first);
    expect(built).toEqual(['en-us', 'de-de']);
  });
});
