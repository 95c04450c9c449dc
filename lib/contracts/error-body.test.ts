import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';
import { schemaReading } from '@/tests/support/schema-reading';
import { errorBodySchema } from './errors';

const detail = fc.record(
  {
    errorId: fc.oneof(fc.string(), fc.integer()),
    message: fc.oneof(fc.string(), fc.constant(undefined)),
    field: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
    data: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.integer()), fc.string()),
    extra: fc.string(),
  },
  { requiredKeys: ['errorId'] },
);
const body = fc.record(
  {
    errorDetails: fc.oneof(fc.array(detail, { maxLength: 3 }), fc.string()),
    appId: fc.oneof(fc.string(), fc.constant(null)),
    correlationId: fc.string(),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('readErrorBody', () => {
  it('reads an error body as errorBodySchema does', () => {
    fc.assert(
      fc.property(fc.oneof(body, fc.jsonValue()), (value) => {
        expect(readErrorBody(value)).toEqual(schemaReading(errorBodySchema, value));
      }),
    );
  });

  it('keeps the first detail with its field and data', () => {
    const value = {
      errorDetails: [
        { errorId: 'BSK409', message: 'Stale', field: 'body.qty', data: { version: 3 } },
      ],
      appId: 'cart',
      correlationId: 'corr-1',
    };
    expect(readErrorBody(value)).toEqual(value);
  });
});
