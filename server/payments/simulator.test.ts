import { describe, expect, it } from 'vitest';
import type { AuthorisationInput } from './provider';
import { SIMULATED_BNPL_LIMIT_MINOR, createSimulatorProvider } from './simulator';
import { createMemoryLedger } from './simulator-ledger';

const now = () => new Date('2026-03-01T10:00:00Z');
const simulator = () => createSimulatorProvider({ secret: () => 'simulator-test-secret', now });
let keys = 0;

function card(
  number: string,
  extra: Partial<AuthorisationInput['card']> = {},
  request: Partial<AuthorisationInput> = {},
): AuthorisationInput {
  keys += 1;
  return {
    idempotencyKey: `k${keys}`,
    reference: 'ORDER1',
    amount: { value: 10000, currency: 'USD' },
    method: 'CREDIT_CARD',
    card: {
      encryptedCardNumber: `test_${number}`,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
      holderName: 'Alex Runner',
      ...extra,
    },
    saveCard: false,
    email: 'a@example.com',
    billingAddress: {
      firstName: 'Alex',
      lastName: 'Runner',
      addressLine1: '1 Main',
      addressLine2: '',
      city: 'X',
      province: '',
      postalCode: '10001',
      country: 'United States',
      countryCode: 'US',
      email: 'a@example.com',
      phone: '+12125550100',
      phoneCode: '+1',
    },
    locale: 'en-us',
    returnUrl: 'http://localhost',
    origin: 'http://localhost',
    ...request,
  };
}

describe('payment simulator', () => {
  it("authorises Adyen's test cards with a future expiry and code 737", async () => {
    const sim = simulator();
    await expect(sim.authorise(card('4111111111111111'))).resolves.toMatchObject({
      resultCode: 'Authorised',
      card: { brand: 'visa', lastFour: '1111' },
    });
    await expect(sim.authorise(card('5555341244441115'))).resolves.toMatchObject({
      resultCode: 'Authorised',
      card: { brand: 'mc', lastFour: '1115' },
    });
  });

  it('refuses holder name DECLINED, a wrong code, a past expiry and unknown numbers', async () => {
    const sim = simulator();
    await expect(
      sim.authorise(card('4111111111111111', { holderName: 'DECLINED' })),
    ).resolves.toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Refused',
    });
    await expect(
      sim.authorise(card('4111111111111111', { encryptedSecurityCode: 'test_123' })),
    ).resolves.toMatchObject({
      refusalReason: 'CVC Declined',
    });
    await expect(
      sim.authorise(
        card('4111111111111111', {
          encryptedExpiryYear: 'test_2026',
          encryptedExpiryMonth: 'test_02',
        }),
      ),
    ).resolves.toMatchObject({
      refusalReason: 'Expired Card',
    });
    await expect(sim.authorise(card('4000000000000002'))).resolves.toMatchObject({
      refusalReason: 'Invalid Card Number',
    });
  });

  it('asks for a challenge on 4212 3456 7891 0006 that passes only with "password"', async () => {
    const sim = simulator();
    const first = await sim.authorise(card('4212345678910006'));
    expect(first.resultCode).toBe('ChallengeShopper');
    if (first.resultCode !== 'ChallengeShopper') return;
    const token = String(first.action.token);
    const wrong = sim.completeChallenge(token, 'letmein');
    expect(wrong?.transStatus).toBe('N');
    await expect(
      sim.submitDetails({
        idempotencyKey: 'd1',
        result: { threeDS2Result: wrong!.threeDS2Result },
        paymentData: first.pspReference,
      }),
    ).resolves.toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    const right = sim.completeChallenge(token, 'password');
    await expect(
      sim.submitDetails({
        idempotencyKey: 'd2',
        result: { threeDS2Result: right!.threeDS2Result },
        paymentData: first.pspReference,
      }),
    ).resolves.toMatchObject({ resultCode: 'Authorised', card: { lastFour: '0006' } });
  });

  it('refuses a forged or foreign challenge result', async () => {
    const sim = simulator();
    await expect(
      sim.submitDetails({
        idempotencyKey: 'd3',
        result: { threeDS2Result: 'simresult.eyJ0cmFuc1N0YXR1cyI6IlkifQ.forged' },
      }),
    ).resolves.toMatchObject({ resultCode: 'Refused' });
    expect(sim.completeChallenge('not-a-token', 'password')).toBeNull();
  });

  it('charges a saved card by its token without the security code', async () => {
    const sim = simulator();
    const saved = await sim.authorise(
      card('5555341244441115', {}, { shopperId: 'c1', saveCard: true }),
    );
    expect(saved.resultCode).toBe('Authorised');
    if (saved.resultCode !== 'Authorised') return;
    expect(saved.storedToken).toMatch(/^simcard\./);
    const again = await sim.authorise({
      ...card(''),
      card: undefined,
      storedCardToken: saved.storedToken,
    });
    expect(again).toMatchObject({ resultCode: 'Authorised', card: { lastFour: '1115' } });
    const forged = await sim.authorise({
      ...card(''),
      card: undefined,
      storedCardToken: 'simcard.e30.x',
    });
    expect(forged.resultCode).toBe('Refused');
  });

  it('replays the first answer for a repeated idempotency key', async () => {
    const sim = simulator();
    const request = card('4111111111111111');
    const first = await sim.authorise(request);
    await expect(sim.authorise(request)).resolves.toEqual(first);
  });

  it('tells what it answered to a key after a restart, and that it never saw another', async () => {
    const ledger = createMemoryLedger();
    const request = card('4111111111111111');
    const first = await createSimulatorProvider({ secret: () => 's', now, ledger }).authorise(
      request,
    );
    const restarted = createSimulatorProvider({ secret: () => 's', now, ledger });
    await expect(restarted.recall(request.idempotencyKey)).resolves.toEqual(first);
    await expect(restarted.authorise(request)).resolves.toEqual(first);
    await expect(restarted.recall('never-sent')).resolves.toBe('not-received');
  });

  it('refuses buy now pay later above its limit and redirects within it', async () => {
    const sim = simulator();
    const klarna = (value: number) => ({
      ...card(''),
      card: undefined,
      method: 'KLARNA' as const,
      amount: { value, currency: 'USD' as const },
    });
    await expect(sim.authorise(klarna(SIMULATED_BNPL_LIMIT_MINOR))).resolves.toMatchObject({
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', method: 'GET' },
    });
    await expect(sim.authorise(klarna(SIMULATED_BNPL_LIMIT_MINOR + 1))).resolves.toMatchObject({
      resultCode: 'Refused',
    });
  });

  describe('the buy-now-pay-later provider page', () => {
    const klarnaRequest = (): AuthorisationInput => ({
      ...card(''),
      card: undefined,
      method: 'KLARNA',
      locale: 'fr-ca',
      origin: 'https://shop.example',
      returnUrl: 'https://shop.example/fr-ca/checkout/return?orderNumber=ST1&st=abc',
    });

    async function redirected(sim: ReturnType<typeof simulator>, request = klarnaRequest()) {
      const outcome = await sim.authorise(request);
      if (!('action' in outcome)) throw new Error(`expected a redirect, got ${outcome.resultCode}`);
      const url = new URL(String(outcome.action.url));
      return { outcome, url, token: url.searchParams.get('token') ?? '' };
    }

    function resultOf(returnUrl: string) {
      return new URL(returnUrl).searchParams.get('redirectResult') ?? '';
    }

    it("sends the shopper to the store's simulated provider page in the shopper's locale", async () => {
      const sim = simulator();
      const { url, token } = await redirected(sim);
      expect(`${url.origin}${url.pathname}`).toBe(
        'https://shop.example/fr-ca/dev/payment-provider',
      );
      expect(sim.describeRedirect(token)).toEqual({
        reference: 'ORDER1',
        paymentMethodType: 'klarna',
        amount: { value: 10000, currency: 'USD' },
      });
    });

    it('authorises an approved payment coming back with its redirect result', async () => {
      const sim = simulator();
      const { outcome, token } = await redirected(sim);
      const back = sim.completeRedirect(token, true)!;
      expect(back.returnUrl).toMatch(
        /^https:\/\/shop\.example\/fr-ca\/checkout\/return\?orderNumber=ST1&st=abc&redirectResult=/,
      );
      const details = await sim.submitDetails({
        idempotencyKey: 'd1',
        result: { redirectResult: resultOf(back.returnUrl) },
        paymentData: String((outcome as { action: Record<string, unknown> }).action.paymentData),
      });
      expect(details).toEqual({ resultCode: 'Authorised', pspReference: outcome.pspReference });
    });

    it('answers Cancelled when the shopper declines', async () => {
      const sim = simulator();
      const { outcome, token } = await redirected(sim);
      const details = await sim.submitDetails({
        idempotencyKey: 'd2',
        result: { redirectResult: resultOf(sim.completeRedirect(token, false)!.returnUrl) },
        paymentData: outcome.pspReference!,
      });
      expect(details).toMatchObject({ resultCode: 'Cancelled' });
    });

    it("refuses a forged result and another payment's result", async () => {
      const sim = simulator();
      const first = await redirected(sim);
      const second = await redirected(sim);
      const approvedFirst = resultOf(sim.completeRedirect(first.token, true)!.returnUrl);
      const forged = approvedFirst.replace(/\.[^.]+$/, '.forged');
      await expect(
        sim.submitDetails({
          idempotencyKey: 'd3',
          result: { redirectResult: forged },
          paymentData: first.outcome.pspReference!,
        }),
      ).resolves.toMatchObject({ resultCode: 'Refused' });
      await expect(
        sim.submitDetails({
          idempotencyKey: 'd4',
          result: { redirectResult: approvedFirst },
          paymentData: second.outcome.pspReference!,
        }),
      ).resolves.toMatchObject({ resultCode: 'Refused' });
    });

    it('no longer describes or completes an expired page', async () => {
      let time = now().getTime();
      const sim = createSimulatorProvider({
        secret: () => 'simulator-test-secret',
        now: () => new Date(time),
      });
      const { token } = await redirected(sim);
      time += 31 * 60 * 1000;
      expect(sim.describeRedirect(token)).toBeNull();
      expect(sim.completeRedirect(token, true)).toBeNull();
    });
  });
});
