import { describe, expect, it } from 'vitest';
import { getEnv } from '@/server/config/env';
import { contentValues } from './content-values';

const ladderStep = ({ points, amount }: { points: number; amount: string }) =>
  `${points} for ${amount}`;

describe('the values that fill help and legal pages', () => {
  it('read the seller from the settings and the numbers from the code, in the page’s language', () => {
    const env = getEnv();
    const english = contentValues('en-gb', env, ladderStep);
    expect(english).toMatchObject({
      seller: 'Stride Demo Retail Ltd',
      address: '1 Example Street, London EC1A 1BB, United Kingdom',
      vatId: 'GB000000000',
      days: '30',
      warranty: '2 years',
      unit: '£1.00',
      currency: 'GBP',
    });
    expect(english.ladder).toMatch(/^500 for £5\.00, .* and /);
    expect(contentValues('de-de', env, ladderStep).warranty).toBe('2 Jahre');
    expect(contentValues('fr-fr', env, ladderStep).warranty).toBe('2 ans');
  });

  it('leave out what the store does not offer: no points, no free shipping for members, no welcome offer', () => {
    const env = getEnv();
    const earning = contentValues('en-us', { ...env, LOYALTY_POINTS_PER_UNIT: 5 }, ladderStep);
    expect(earning).toMatchObject({ points: '5', whenNoEarning: null, whenMemberFreeShipping: '' });
    const none = contentValues(
      'de-de',
      {
        ...env,
        DEMO_MODE: false,
        SELLER_LEGAL_NAME: 'Stride GmbH',
        SELLER_ADDRESS: ['Beispielweg 1', '10115 Berlin'],
        SELLER_VAT_ID: 'DE000000000',
        RETURNS_ADDRESS: ['Stride Retouren', '10115 Berlin'],
        CUSTOMER_SERVICE_EMAIL: 'hilfe@stride.example',
        LOYALTY_POINTS_PER_UNIT: 0,
        LOYALTY_WELCOME_COUPON: undefined,
      },
      ladderStep,
    );
    expect(none).toMatchObject({
      seller: 'Stride GmbH',
      address: 'Beispielweg 1, 10115 Berlin',
      returnsAddress: 'Stride Retouren, 10115 Berlin',
      email: 'hilfe@stride.example',
      points: null,
      whenNoEarning: '',
      whenMemberFreeShipping: null,
      whenWelcomeOffer: null,
    });
  });
});
