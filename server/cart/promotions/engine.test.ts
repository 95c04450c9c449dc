import { describe, expect, it } from 'vitest';
import { evaluatePromotions } from './engine';
import type { PromotionDefinition, PromotionLine } from './types';

function promotion(
  overrides: Partial<PromotionDefinition> & Pick<PromotionDefinition, 'id' | 'level' | 'type'>,
): PromotionDefinition {
  return {
    name: overrides.id,
    rule: {},
    calloutMessage: `${overrides.id} callout`,
    approachingMessage: null,
    priority: 100,
    exclusive: false,
    couponCode: null,
    ...overrides,
  };
}

const shoe: PromotionLine = {
  id: 'shoe',
  productId: 'SHOE',
  categoryIds: ['100010'],
  qty: 1,
  unitMinor: 12000,
  eligible: true,
};
const shirt: PromotionLine = {
  id: 'shirt',
  productId: 'SHIRT',
  categoryIds: ['100020'],
  qty: 2,
  unitMinor: 3000,
  eligible: true,
};

describe('evaluatePromotions', () => {
  it('stacks a product percent-off, an order percent-off and free shipping over a threshold', () => {
    const outcome = evaluatePromotions({
      currency: 'USD',
      shippingMinor: 800,
      lines: [shoe, shirt],
      promotions: [
        promotion({
          id: 'ship',
          level: 'SHIPPING',
          type: 'freeShipping',
          priority: 90,
          rule: { thresholdMinor: { USD: 15000 } },
        }),
        promotion({
          id: 'order10',
          level: 'ORDER',
          type: 'percentOff',
          priority: 50,
          rule: { percent: 10 },
          couponCode: 'WELCOME10',
        }),
        promotion({
          id: 'clothing20',
          level: 'PRODUCT',
          type: 'percentOff',
          priority: 10,
          rule: { percent: 20, categoryIds: ['100020'] },
        }),
      ],
    });
    // 20% of the shirts' 60.00 = 12.00; then 10% of (120 + 48) = 16.80, spread by what is left.
    expect(outcome.lineDiscounts.shirt).toEqual({ itemMinor: 1200, orderMinor: 480 });
    expect(outcome.lineDiscounts.shoe).toEqual({ itemMinor: 0, orderMinor: 1200 });
    // 168.00 - 16.80 = 151.20 is still over 150: shipping is free.
    expect(outcome.shippingDiscountMinor).toBe(800);
    expect(outcome.applied.map((p) => [p.promotionId, p.amountMinor])).toEqual([
      ['clothing20', 1200],
      ['order10', 1680],
      ['ship', 800],
    ]);
  });

  it('withholds a threshold promotion below its threshold and reports the progress', () => {
    const outcome = evaluatePromotions({
      currency: 'GBP',
      shippingMinor: 495,
      lines: [{ ...shirt, qty: 1 }],
      promotions: [
        promotion({
          id: 'ship',
          level: 'SHIPPING',
          type: 'freeShipping',
          rule: { thresholdMinor: { GBP: 6000 } },
        }),
      ],
    });
    expect(outcome.shippingDiscountMinor).toBe(0);
    expect(outcome.applied).toEqual([]);
    expect(outcome.thresholds).toEqual([
      expect.objectContaining({ basisMinor: 3000, thresholdMinor: 6000 }),
    ]);
  });

  it('gives the cheapest unit of every group of three free in buy 2 get 1', () => {
    const socks = (id: string, unitMinor: number, qty: number): PromotionLine => ({
      id,
      productId: id,
      categoryIds: ['10003020'],
      qty,
      unitMinor,
      eligible: true,
    });
    const outcome = evaluatePromotions({
      currency: 'USD',
      shippingMinor: 0,
      lines: [socks('a', 1500, 2), socks('b', 1000, 2), socks('c', 500, 1)],
      promotions: [
        promotion({
          id: 'b2g1',
          level: 'PRODUCT',
          type: 'buyXGetY',
          rule: { buyQty: 2, getQty: 1, categoryIds: ['10003020'] },
        }),
      ],
    });
    // Units 15,15,10 | 10,5: one full group, its cheapest unit (10.00) is free.
    expect(outcome.lineDiscounts.b!.itemMinor).toBe(1000);
    expect(outcome.lineDiscounts.a!.itemMinor).toBe(0);
    expect(outcome.lineDiscounts.c!.itemMinor).toBe(0);
  });

  it('earns a gift over the threshold and ignores ineligible lines for every threshold', () => {
    const giftCard: PromotionLine = {
      id: 'gc',
      productId: 'GC',
      categoryIds: [],
      qty: 1,
      unitMinor: 20000,
      eligible: false,
    };
    const gift = promotion({
      id: 'gwp',
      level: 'ORDER',
      type: 'giftWithPurchase',
      rule: { thresholdMinor: { EUR: 14000 }, giftVariantId: 'GW-1' },
    });
    const below = evaluatePromotions({
      currency: 'EUR',
      shippingMinor: 0,
      lines: [shirt, giftCard],
      promotions: [gift],
    });
    expect(below.gifts).toEqual([]);
    const above = evaluatePromotions({
      currency: 'EUR',
      shippingMinor: 0,
      lines: [shoe, shirt],
      promotions: [gift],
    });
    expect(above.gifts).toEqual([{ variantId: 'GW-1', promotionId: 'gwp' }]);
    expect(above.applied[0]).toMatchObject({ promotionId: 'gwp', amountMinor: 0 });
  });

  it('takes an amount off the order without going below zero', () => {
    const outcome = evaluatePromotions({
      currency: 'CAD',
      shippingMinor: 1000,
      lines: [{ ...shirt, qty: 1 }],
      promotions: [
        promotion({
          id: 'big',
          level: 'ORDER',
          type: 'amountOff',
          rule: { amountMinor: { CAD: 5000 } },
        }),
      ],
    });
    expect(outcome.lineDiscounts.shirt!.orderMinor).toBe(3000);
    expect(outcome.applied[0]!.amountMinor).toBe(3000);
  });

  describe('exclusive promotions', () => {
    const clothing20 = promotion({
      id: 'clothing20',
      level: 'PRODUCT',
      type: 'percentOff',
      priority: 10,
      rule: { percent: 20, categoryIds: ['100020'] },
    });
    const freeShipping = promotion({
      id: 'ship',
      level: 'SHIPPING',
      type: 'freeShipping',
      priority: 90,
    });
    const solo25 = promotion({
      id: 'solo25',
      level: 'ORDER',
      type: 'percentOff',
      priority: 50,
      rule: { percent: 25 },
      exclusive: true,
      couponCode: 'SOLO25',
    });
    const applied = (outcome: ReturnType<typeof evaluatePromotions>) =>
      outcome.applied.map((p) => [p.promotionId, p.amountMinor]);

    it('applies an exclusive promotion alone when it takes off more than the stack', () => {
      // Stack: 20% of the shirts' 60.00 + 8.00 shipping = 20.00; alone: 25% of 180.00 = 45.00.
      const outcome = evaluatePromotions({
        currency: 'USD',
        shippingMinor: 800,
        lines: [shoe, shirt],
        promotions: [clothing20, freeShipping, solo25],
      });
      expect(applied(outcome)).toEqual([['solo25', 4500]]);
      expect(outcome.shippingDiscountMinor).toBe(0);
      expect(outcome.lineDiscounts.shirt).toEqual({ itemMinor: 0, orderMinor: 1500 });
    });

    it('keeps the stack when it takes off more than the exclusive promotion', () => {
      // Stack: 20% of 60.00 + 8.00 = 20.00; alone: 25% of the shirts' 60.00 = 15.00.
      const outcome = evaluatePromotions({
        currency: 'USD',
        shippingMinor: 800,
        lines: [shirt],
        promotions: [solo25, clothing20, freeShipping],
      });
      expect(applied(outcome)).toEqual([
        ['clothing20', 1200],
        ['ship', 800],
      ]);
    });

    it('never combines two exclusive promotions: the larger one applies', () => {
      const solo10 = promotion({ ...solo25, id: 'solo10', rule: { percent: 10 }, priority: 40 });
      const outcome = evaluatePromotions({
        currency: 'USD',
        shippingMinor: 0,
        lines: [shoe],
        promotions: [solo10, solo25],
      });
      expect(applied(outcome)).toEqual([['solo25', 3000]]);
    });
  });
});
