import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mostly, schemaReading } from '@/tests/support/schema-reading';
import { sessionStateSchema, tokenResponseSchema } from './auth';
import { consumerTypes, readSessionState, readTokenResponse } from './auth-values';

const consumerType = mostly(fc.constantFrom(...consumerTypes), 'guest', '', null, undefined);
const nullableString = mostly(fc.oneof(fc.string(), fc.constant(null)), 1, undefined, {});

describe('readSessionState', () => {
  it('reads a session state as sessionStateSchema does', () => {
    const state = fc.record(
      {
        status: mostly(fc.constantFrom('active', 'expired', 'none'), 'Active', '', null),
        consumerType,
        extra: fc.string(),
      },
      { requiredKeys: ['status'] },
    );
    fc.assert(
      fc.property(fc.oneof(state, fc.jsonValue()), (value) => {
        expect(readSessionState(value)).toEqual(schemaReading(sessionStateSchema, value));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('readTokenResponse', () => {
  it('reads a token reply as tokenResponseSchema does', () => {
    const reply = fc.record(
      {
        consumerId: nullableString,
        consumerNo: nullableString,
        consumerType,
        basketId: nullableString,
        favorites: nullableString,
        saveForLaterId: nullableString,
        memberId: nullableString,
        isEmployeeDiscountTCAccepted: mostly(fc.boolean(), 'true', 0, null, undefined),
        expiresIn: mostly(fc.integer({ min: 1, max: 3600 }), 0, -1, 1.5, 2 ** 53, '60', undefined),
        refreshToken: mostly(fc.string(), 1, null),
        extra: fc.string(),
      },
      {
        requiredKeys: [
          'consumerId',
          'consumerNo',
          'consumerType',
          'basketId',
          'favorites',
          'saveForLaterId',
          'memberId',
          'isEmployeeDiscountTCAccepted',
          'expiresIn',
        ],
      },
    );
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: reply }, fc.jsonValue()), (value) => {
        expect(readTokenResponse(value)).toEqual(schemaReading(tokenResponseSchema, value));
      }),
      { numRuns: 1000 },
    );
  });
});
