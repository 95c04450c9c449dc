import { describe, expect, it } from 'vitest';
import { errorTemplatesOf } from './error-templates';

describe('errorTemplatesOf', () => {
  it('turns compiled messages back into templates with placeholders', () => {
    expect(
      errorTemplatesOf({
        GEN500: 'Something went wrong.',
        INV408: ['You can add at most ', ['maxQty'], ' of this item.'],
      }),
    ).toEqual({
      GEN500: 'Something went wrong.',
      INV408: 'You can add at most {maxQty} of this item.',
    });
  });

  it('leaves out messages that use plurals or other formats', () => {
    expect(errorTemplatesOf({ X1: [['count', 2, { one: ['#'], other: ['#'] }]] })).toEqual({});
  });
});
