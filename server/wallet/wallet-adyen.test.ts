import { describe, expect, it } from 'vitest';
import { paymentInstrumentsResponseSchema } from '@/lib/contracts/payment-instruments';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { shopperCalls, signedInShopper } from '../cart/testing/cart-test-kit';
import { setupAdyenCheckoutApi, TEST_ADYEN_CONFIG } from '../checkout/testing/adyen-test-kit';
import { AUTHORISED_CARD, testCard } from '../checkout/testing/checkout-test-kit';

const { adyen, call, db } = setupAdyenCheckoutApi();

const PATH = '/consumers-v3/consumer/payment_instruments';

describe('saved cards through Adyen', () => {
  it("stores the card with a zero-amount card-on-file authorisation and deletes Adyen's token on removal", async () => {
    const shopper = await signedInShopper(call, db());
    const { send } = shopperCalls(call, shopper);
    const saved = await send(PATH, 'POST', {
      payment_method_id: 'CREDIT_CARD',
      card: testCard(AUTHORISED_CARD),
      recaptcha_response: offlineRecaptchaToken('savePaymentMethod'),
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    const authorisation = adyen.calls.at(-1)!;
    expect(authorisation.path).toBe('/payments');
    expect(authorisation.body).toMatchObject({
      amount: { value: 0, currency: 'USD' },
      shopperReference: shopper.consumerId,
      shopperInteraction: 'Ecommerce',
      recurringProcessingModel: 'CardOnFile',
      storePaymentMethod: true,
    });

    const list = paymentInstrumentsResponseSchema.parse((await send(PATH, 'GET')).json);
    expect(list.cardEntry).toEqual({
      provider: 'adyen',
      environment: 'test',
      clientKey: TEST_ADYEN_CONFIG.clientKey,
    });
    const [card] = list.cards;
    expect(card).toMatchObject({ lastFour: '1111', main: true });

    const removed = await send(`${PATH}/${card!.paymentInstrumentId}`, 'DELETE');
    expect(removed.status).toBe(200);
    expect(adyen.calls.at(-1)).toMatchObject({
      path: '/storedPaymentMethods/MOCKSTOREDTOKEN0001',
      body: {
        merchantAccount: TEST_ADYEN_CONFIG.merchantAccount,
        shopperReference: shopper.consumerId,
      },
    });
    expect(paymentInstrumentsResponseSchema.parse(removed.json).cards).toEqual([]);
  });

  it('refuses a card the issuer declines, and keeps nothing', async () => {
    const shopper = await signedInShopper(call, db());
    const { send } = shopperCalls(call, shopper);
    const declined = await send(PATH, 'POST', {
      payment_method_id: 'CREDIT_CARD',
      card: testCard(AUTHORISED_CARD, { holderName: 'DECLINED' }),
      recaptcha_response: offlineRecaptchaToken('savePaymentMethod'),
    });
    expect(declined.status).toBe(402);
    const list = paymentInstrumentsResponseSchema.parse((await send(PATH, 'GET')).json);
    expect(list.cards).toEqual([]);
  });
});
