import { describe, expect, it } from 'vitest';
import { readSignUpQuery } from './sign-up-query';

describe('readSignUpQuery', () => {
  it('reads the loyalty flag, the prefill (email, consumerId) and the source fields', () => {
    expect(
      readSignUpQuery({
        loyalty: '1',
        email: ' ada@example.com ',
        consumerId: 'C1234567890',
        storeNum: 'US001',
        enrollment_marketing_source: 'spring-launch',
        leadSource: 'qr_code',
        referral_code: 'FRIEND10',
      }),
    ).toEqual({
      loyalty: true,
      email: 'ada@example.com',
      consumerId: 'C1234567890',
      source: {
        store: 'US001',
        campaignName: 'spring-launch',
        leadSource: 'qr_code',
        referralCode: 'FRIEND10',
      },
    });
  });

  it('takes the first of repeated values and drops blank or oversized ones', () => {
    const query = readSignUpQuery({
      loyalty: ['0', '1'],
      email: '  ',
      storeNum: 'S'.repeat(21),
      referral_code: ['FIRST', 'SECOND'],
    });
    expect(query.loyalty).toBe(false);
    expect(query.email).toBeUndefined();
    expect(query.source.store).toBeUndefined();
    expect(query.source.referralCode).toBe('FIRST');
  });

  it('drops a lead source the source header cannot carry', () => {
    expect(readSignUpQuery({ leadSource: 'spring sale!' }).source.leadSource).toBeUndefined();
  });
});
