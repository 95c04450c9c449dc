import { describe, expect, it } from 'vitest';
import { summaryRows, summaryMessageKeys, type SummaryTranslate } from '@/lib/cart/summary-rows';
import { formatMoney, toMinor } from '@/lib/format/money';
import type { Currency, Locale } from '@/lib/i18n/locales';
import type { StoredPaymentInstrument } from '../db/schema';
import { createRandom, type Random } from '../db/seed/random';
import { orderSummaryTranslator } from '../email/email-translator';
import { summaryOfPricedBasket } from './order-summary';
import { evaluatePromotions } from './promotions/engine';
import type { PromotionDefinition, PromotionLine } from './promotions/types';
import { computeTax, type TaxLocation } from './tax';
import { computeTotals } from './totals';

/** A storefront a basket can be priced in: its currency, where tax is computed, its language. */
const markets: { currency: Currency; locale: Locale; locations: TaxLocation[] }[] = [
  {
    currency: 'USD',
    locale: 'en-us',
    locations: ['NY', 'CA', 'OR', 'TX', null].map((province) => ({ country: 'US', province })),
  },
  {
    currency: 'CAD',
    locale: 'fr-ca',
    locations: ['ON', 'QC', 'BC', 'AB', null].map((province) => ({ country: 'CA', province })),
  },
  { currency: 'GBP', locale: 'en-gb', locations: [{ country: 'GB', province: null }] },
  { currency: 'EUR', locale: 'de-de', locations: [{ country: 'DE', province: null }] },
  { currency: 'EUR', locale: 'fr-fr', locations: [{ country: 'FR', province: null }] },
  { currency: 'EUR', locale: 'it-it', locations: [{ country: 'IT', province: null }] },
];

const categories = ['shoes', 'clothing', 'socks'];

interface GeneratedLine extends PromotionLine {
  giftCard: boolean;
  counted: boolean;
}

function generateLines(random: Random): GeneratedLine[] {
  return Array.from({ length: random.int(1, 6) }, (_, index) => {
    const giftCard = random.chance(0.1);
    const counted = random.chance(0.9);
    return {
      id: `line-${index}`,
      productId: `P${index}`,
      categoryIds: [random.pick(categories)],
      qty: random.int(1, 4),
      unitMinor: random.int(1, 25_000),
      eligible: counted && !giftCard,
      giftCard,
      counted,
    };
  });
}

let promotionCount = 0;
function promotion(
  random: Random,
  fields: Pick<PromotionDefinition, 'level' | 'type' | 'rule'>,
  currency: Currency,
): PromotionDefinition {
  promotionCount += 1;
  const coupon = random.chance(0.4) ? `CODE${promotionCount}` : null;
  const threshold = random.chance(0.3) ? { [currency]: random.int(1_000, 30_000) } : {};
  // A type assertion, so fields the engine may add later (stacking rules) keep their defaults.
  return {
    id: `promo-${promotionCount}`,
    name: `Promotion ${promotionCount}`,
    calloutMessage: '',
    approachingMessage: null,
    priority: random.int(1, 100),
    couponCode: coupon,
    exclusive: random.chance(0.2),
    ...fields,
    rule: {
      ...fields.rule,
      ...(Object.keys(threshold).length ? { thresholdMinor: threshold } : {}),
    },
  } as PromotionDefinition;
}

function generatePromotions(random: Random, currency: Currency): PromotionDefinition[] {
  const candidates = [
    () =>
      promotion(
        random,
        {
          level: 'PRODUCT',
          type: 'percentOff',
          rule: { percent: random.int(5, 50), categoryIds: [random.pick(categories)] },
        },
        currency,
      ),
    () =>
      promotion(
        random,
        {
          level: 'PRODUCT',
          type: 'amountOff',
          rule: { amountMinor: { [currency]: random.int(50, 3_000) } },
        },
        currency,
      ),
    () =>
      promotion(
        random,
        { level: 'PRODUCT', type: 'buyXGetY', rule: { buyQty: 2, getQty: 1 } },
        currency,
      ),
    () =>
      promotion(
        random,
        { level: 'ORDER', type: 'percentOff', rule: { percent: random.int(5, 30) } },
        currency,
      ),
    () =>
      promotion(
        random,
        {
          level: 'ORDER',
          type: 'amountOff',
          rule: { amountMinor: { [currency]: random.int(100, 5_000) } },
        },
        currency,
      ),
    () => promotion(random, { level: 'SHIPPING', type: 'freeShipping', rule: {} }, currency),
    () =>
      promotion(
        random,
        { level: 'SHIPPING', type: 'percentOff', rule: { percent: random.int(10, 100) } },
        currency,
      ),
  ];
  return random.sample(candidates, random.int(0, candidates.length)).map((make) => make());
}

/** A basket priced the way price-basket.ts assembles it, from the pure pricing steps. */
function priceGeneratedBasket(seed: number) {
  const random = createRandom('order-summary', seed);
  const market = random.pick(markets);
  const { currency } = market;
  const lines = generateLines(random);
  const shippingMinor = random.pick([0, 495, 595, 800, 1_000, 1_500, 2_500]);
  const outcome = evaluatePromotions({
    currency,
    shippingMinor,
    promotions: generatePromotions(random, currency),
    lines,
  });
  // Associates' adjustments come off after promotions, never below a line's cost.
  let adjustmentsMinor = 0;
  const money = lines.map((line) => {
    const discounts = outcome.lineDiscounts[line.id] ?? { itemMinor: 0, orderMinor: 0 };
    const rowTotalMinor = line.unitMinor * line.qty;
    const left = rowTotalMinor - discounts.itemMinor - discounts.orderMinor;
    const adjustment =
      line.eligible && random.chance(0.15) ? Math.min(left, random.int(1, 2_000)) : 0;
    if (line.counted) adjustmentsMinor += adjustment;
    return {
      id: line.id,
      qty: line.qty,
      rowTotalMinor,
      itemDiscountMinor: discounts.itemMinor + adjustment,
      orderDiscountMinor: discounts.orderMinor,
      counted: line.counted,
      adjustable: line.eligible,
    };
  });
  const lineTotal = (line: (typeof money)[number]) =>
    line.counted ? line.rowTotalMinor - line.itemDiscountMinor - line.orderDiscountMinor : 0;
  const tax = computeTax({
    currency,
    location: random.pick(market.locations),
    amounts: [
      ...money.map((line, index) => ({
        key: line.id,
        amountMinor: lineTotal(line),
        exempt: lines[index]!.giftCard,
      })),
      { key: 'shipping', amountMinor: shippingMinor - outcome.shippingDiscountMinor },
    ],
  });
  const paymentInstruments: StoredPaymentInstrument[] = Array.from(
    { length: random.int(0, 3) },
    (_, index) => {
      const methodId = random.pick(['GIFT_CARD', 'GIFT_CARD', 'REWARD_CODE', 'CREDIT_CARD']);
      return {
        id: `payment-${index}`,
        methodId,
        // A card pays what is left and carries no amount (settleAmounts); the others carry
        // what they were last settled to, too much once the total went down.
        amountMinor: methodId === 'CREDIT_CARD' ? 0 : random.int(1, 20_000),
        data: { display: { lastFour: String(1000 + index), code: `REWARD${index}` } },
      };
    },
  );
  const totals = computeTotals({
    lines: money,
    shippingBeforeDiscountMinor: shippingMinor,
    shippingDiscountMinor: outcome.shippingDiscountMinor,
    taxMinor: tax.totalMinor,
    taxIncluded: tax.rate.included,
    rewardsMinor: random.chance(0.2) ? random.int(1, 5_000) : 0,
    paidMinor: paymentInstruments.reduce((sum, payment) => sum + payment.amountMinor, 0),
  });
  const priced = {
    currency,
    totals,
    tax,
    promotions: outcome.applied,
    basket: { paymentInstruments },
  };
  return { priced, locale: market.locale, adjustmentsMinor, outcome };
}

/** A shown amount in minor units: every currency here has two decimals; "Free" is 0. */
function shownMinor(value: string): number {
  const digits = value.replace(/\D/g, '');
  const amount = digits === '' ? 0 : Number(digits);
  return value.includes('\u2212') ? -amount : amount;
}

const BASKETS = 500;

describe('the order summary of generated baskets', () => {
  it(`adds up, with each discount once, for ${BASKETS} baskets`, () => {
    for (let seed = 1; seed <= BASKETS; seed += 1) {
      const { priced, locale, adjustmentsMinor, outcome } = priceGeneratedBasket(seed);
      const { totals } = priced;
      const summary = summaryOfPricedBasket(priced);
      const context = `basket ${seed}: ${JSON.stringify(summary)}`;

      // What is shown is what is charged.
      expect(toMinor(summary.total), context).toBe(totals.total);
      expect(toMinor(summary.remainingToPay), context).toBe(totals.remainingToPay);

      // Each product or order promotion that took something is one discount line; what the
      // lines lost beyond them is the adjustments; shipping promotions are not discount lines.
      const itemPromotions = outcome.applied.filter(
        (applied) => applied.level !== 'SHIPPING' && applied.amountMinor > 0,
      );
      expect(
        summary.discounts.filter((d) => d.kind !== 'adjustment'),
        context,
      ).toEqual(
        itemPromotions.map((applied) => ({
          kind: applied.couponCode ? 'coupon' : 'promotion',
          name: applied.name,
          couponCode: applied.couponCode,
          amount: applied.amountMinor / 100,
        })),
      );
      const adjustment = summary.discounts.find((d) => d.kind === 'adjustment');
      expect(adjustment ? toMinor(adjustment.amount) : 0, context).toBe(adjustmentsMinor);
      expect(toMinor(summary.shipping.amount), context).toBe(totals.shipping);

      // The rows as shown, in the basket's language: the summands add up to the total, and
      // the payments below it leave what remains to pay.
      const rows = summaryRows(summary, orderSummaryTranslator(locale), (amount) =>
        formatMoney(amount, priced.currency, locale),
      );
      const summed = rows.summands.reduce((sum, row) => sum + shownMinor(row.value), 0);
      expect(summed, context).toBe(shownMinor(rows.total.value));
      if (rows.remaining) {
        const paid = rows.payments.reduce((sum, row) => sum + shownMinor(row.value), 0);
        expect(shownMinor(rows.total.value) + paid, context).toBe(shownMinor(rows.remaining.value));
      }
      // Included VAT is a note under the total, added tax a line above it.
      expect(
        rows.summands.some((row) => row.id === 'tax'),
        context,
      ).toBe(!totals.taxIncluded);
    }
  });
});

describe('summary messages', () => {
  it('exist in every language the mail and the page use', () => {
    for (const locale of ['en-us', 'fr-fr', 'de-de', 'it-it'] as const) {
      const t: SummaryTranslate = orderSummaryTranslator(locale);
      for (const key of summaryMessageKeys) {
        expect(t(key, { name: 'n', code: 'c', amount: 'a', lastFour: '1' })).not.toMatch(/[{}]/);
      }
    }
  });
});
