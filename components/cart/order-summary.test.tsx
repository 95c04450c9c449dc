import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '@/mocks/cart-fixtures';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { OrderSummary } from './order-summary';

// Intl puts non-breaking spaces between amount and symbol in some locales.
const normalSpaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const rows = (title = 'Order summary') =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: title }))
      .getAllByRole('term')
      .map((term) => [term.textContent, normalSpaces(term.nextElementSibling?.textContent)]),
  );

describe('OrderSummary', () => {
  it('lists every total, with tax added where prices exclude it', () => {
    renderWithIntl(
      <OrderSummary
        totals={cartTotals({
          itemSubTotal: 200,
          totalDiscount: 20,
          totalDiscountPercentage: 10,
          shipping: 0,
          tax: 14.4,
          total: 194.4,
          remainingToPay: 144.4,
        })}
        promoSummary={[]}
      />,
    );
    expect(rows()).toEqual({
      Subtotal: '$200.00',
      'Discounts (10%)': '−$20.00',
      Shipping: 'Free',
      'Estimated tax': '$14.40',
      Total: '$194.40',
      'Remaining to pay': '$144.40',
    });
  });

  it('says VAT is included in EMEA and leaves out empty lines', () => {
    renderWithIntl(
      <OrderSummary
        totals={cartTotals({
          currency: 'EUR',
          itemSubTotal: 120,
          shipping: 4.95,
          taxIncluded: true,
          taxAmount: 20.83,
          total: 124.95,
          remainingToPay: 124.95,
        })}
        promoSummary={[]}
      />,
      { locale: 'de-de' },
    );
    expect(rows('Bestellübersicht')).toEqual({
      Zwischensumme: '120,00 €',
      Versand: '4,95 €',
      'inkl. MwSt.': '20,83 €',
      Gesamtsumme: '124,95 €',
    });
  });

  it('shows Canadian dollars by their code', () => {
    renderWithIntl(
      <OrderSummary
        totals={cartTotals({ currency: 'CAD', itemSubTotal: 50, total: 50, remainingToPay: 50 })}
        promoSummary={[]}
      />,
      { locale: 'en-ca' },
    );
    expect(rows().Total).toBe('CAD 50.00');
  });

  it('shows free shipping as shipping, not as a discount, so the rows add up', () => {
    renderWithIntl(
      <OrderSummary
        totals={cartTotals({
          itemSubTotal: 140,
          totalDiscount: 22,
          totalDiscountPercentage: 14.9,
          shipping: 0,
          total: 126,
          remainingToPay: 126,
        })}
        promoSummary={[
          {
            level: 'SHIPPING',
            promotionId: 'free-shipping',
            promotionName: 'Free shipping',
            calloutMessage: 'Free shipping applied',
            amount: 8,
            couponCode: null,
          },
          {
            level: 'ORDER',
            promotionId: 'welcome',
            promotionName: 'Welcome',
            calloutMessage: '10% off',
            amount: 14,
            couponCode: 'WELCOME10',
          },
        ]}
      />,
    );
    expect(rows()).toMatchObject({
      Subtotal: '$140.00',
      'Discounts (10%)': '−$14.00',
      Shipping: 'Free',
      Total: '$126.00',
    });
  });
});
