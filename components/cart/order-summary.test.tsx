import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderSummary as Summary } from '@/lib/contracts/order-summary';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { OrderSummary } from './order-summary';

// Intl puts non-breaking spaces between amount and symbol in some locales.
const normalSpaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** Each description list of the summary as [term, value] pairs, in order. */
const lists = (title = 'Order summary') =>
  [...screen.getByRole('region', { name: title }).querySelectorAll('dl')].map((list) =>
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, normalSpaces(term.nextElementSibling?.textContent)]),
  );

function summary(overrides: Partial<Summary>): Summary {
  return {
    currency: 'USD',
    subtotal: 0,
    discounts: [],
    shipping: { amount: 0, promotions: [] },
    tax: { amount: 0, included: false, estimated: false },
    total: 0,
    payments: [],
    remainingToPay: 0,
    ...overrides,
  };
}

describe('OrderSummary', () => {
  it('lists the subtotal, each discount once, shipping and added tax above the total', () => {
    renderWithIntl(
      <OrderSummary
        summary={summary({
          subtotal: 80.79,
          discounts: [
            { kind: 'promotion', name: '20% off clothing', couponCode: null, amount: 8 },
            { kind: 'coupon', name: 'Welcome: 10% off', couponCode: 'WELCOME10', amount: 7.28 },
            { kind: 'adjustment', name: null, couponCode: null, amount: 5 },
          ],
          shipping: { amount: 8, promotions: [] },
          tax: { amount: 4.74, included: false, estimated: true },
          total: 73.25,
          remainingToPay: 73.25,
        })}
      />,
    );
    expect(lists()).toEqual([
      [
        ['Subtotal', '$80.79'],
        ['20% off clothing', '−$8.00'],
        ['Welcome: 10% off (code WELCOME10)', '−$7.28'],
        ['Price adjustment', '−$5.00'],
        ['Shipping', '$8.00'],
        ['Estimated tax', '$4.74'],
        ['Total', '$73.25'],
      ],
    ]);
  });

  it('shows free shipping once, as shipping, and VAT in the prices as a note', () => {
    renderWithIntl(
      <OrderSummary
        summary={summary({
          currency: 'EUR',
          subtotal: 100.99,
          shipping: { amount: 0, promotions: ['Kostenloser Versand'] },
          tax: { amount: 16.12, included: true, estimated: false },
          total: 100.99,
          remainingToPay: 100.99,
        })}
      />,
      { locale: 'de-de' },
    );
    expect(lists('Bestellübersicht')).toEqual([
      [
        ['Zwischensumme', '100,99 €'],
        ['VersandKostenloser Versand', 'Kostenlos'],
        ['Gesamtsumme', '100,99 €'],
      ],
    ]);
    expect(screen.getByText(/^inkl\. 16,12\s€ MwSt\.$/)).toBeVisible();
  });

  it('takes gift cards and rewards off below the total and says what is left to pay', () => {
    renderWithIntl(
      <OrderSummary
        summary={summary({
          subtotal: 120,
          shipping: { amount: 8, promotions: [] },
          tax: { amount: 10.24, included: false, estimated: false },
          total: 138.24,
          payments: [
            { kind: 'loyalty', reference: null, amount: 10 },
            { kind: 'giftCard', reference: '0001', amount: 50 },
          ],
          remainingToPay: 78.24,
        })}
      />,
    );
    expect(lists()[1]).toEqual([
      ['Loyalty rewards', '−$10.00'],
      ['Gift card ending in 0001', '−$50.00'],
      ['Remaining to pay', '$78.24'],
    ]);
  });

  it('shows Canadian dollars by their code', () => {
    renderWithIntl(
      <OrderSummary summary={summary({ currency: 'CAD', subtotal: 50, total: 50 })} />,
      { locale: 'en-ca' },
    );
    expect(lists()[0]?.at(-1)).toEqual(['Total', 'CAD 50.00']);
  });
});
