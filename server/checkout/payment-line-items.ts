import { createTranslator } from 'use-intl/core';
import { languageOf, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { oncePerKey } from '@/lib/once-per-key';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';
import { toShippingMethod, type PricedBasket } from '../cart';
import type { PaymentLineItem } from '../payments/provider';
import type { PlacementRecord } from './placement-record';

/**
 * The order as invoice lines for Klarna and PayPal through Adyen: one per order line (after
 * its product discounts), the delivery, then negative lines for order discounts and for the
 * gift cards, reward codes and loyalty reward already taken. Amounts are per unit, in minor
 * units, and the lines add up to what is left to pay; `lineItemsTotal` lets the caller check.
 */

const catalogues: Record<string, { PaymentLineItems: typeof en.PaymentLineItems }> = {
  en: { PaymentLineItems: en.PaymentLineItems },
  fr: { PaymentLineItems: fr.PaymentLineItems },
  de: { PaymentLineItems: de.PaymentLineItems },
  it: { PaymentLineItems: it.PaymentLineItems },
};

/** Built once per locale, like the mail's translators: compiling the messages is the cost. */
const copyFor = oncePerKey((locale: Locale) =>
  createTranslator({
    locale: toLanguageTag(locale),
    messages: catalogues[languageOf(locale)] ?? catalogues.en!,
    namespace: 'PaymentLineItems',
  }),
);

/** A line before it is split into units: the whole row's amount and its exact tax. */
interface Row {
  id: string;
  description: string;
  quantity: number;
  /** Gross where prices include tax (VAT), net where tax is added (US, Canada). */
  amountMinor: number;
  exactTax: number;
  taxed: boolean;
}

/** The rounded taxes of the rows, adjusted so they add up to the order's tax exactly. */
function roundedTaxes(rows: Row[], totalTaxMinor: number): number[] {
  const taxes = rows.map((row) => Math.round(row.exactTax));
  const residual = totalTaxMinor - taxes.reduce((sum, tax) => sum + tax, 0);
  if (residual !== 0) {
    const largest = rows.reduce(
      (best, row, index) =>
        Math.abs(row.exactTax) > Math.abs(rows[best]!.exactTax) ? index : best,
      0,
    );
    taxes[largest] = taxes[largest]! + residual;
  }
  return taxes;
}

/**
 * The row as per-unit lines. Adyen multiplies each line's unit amounts by its quantity, so a
 * row that does not divide evenly (its tax is odd, say) becomes two lines of the same item:
 * all units but one at the rounded-down unit amounts, and one unit carrying the rest.
 */
function toLineItems(
  row: Row,
  taxMinor: number,
  included: boolean,
  percent: number,
): PaymentLineItem[] {
  const including = included ? row.amountMinor : row.amountMinor + taxMinor;
  const line = (quantity: number, unitIncluding: number, unitTax: number): PaymentLineItem => ({
    id: row.id,
    description: row.description,
    quantity,
    amountIncludingTax: unitIncluding,
    amountExcludingTax: unitIncluding - unitTax,
    taxAmount: unitTax,
    // Adyen takes the percentage in minor units: 20% is 2000.
    taxPercentage: row.taxed ? Math.round(percent * 100) : 0,
  });
  const { quantity } = row;
  if (including % quantity === 0 && taxMinor % quantity === 0) {
    return [line(quantity, including / quantity, taxMinor / quantity)];
  }
  const unitIncluding = Math.floor(including / quantity);
  const unitTax = Math.floor(taxMinor / quantity);
  const rest = quantity - 1;
  return [
    line(rest, unitIncluding, unitTax),
    line(1, including - rest * unitIncluding, taxMinor - rest * unitTax),
  ];
}

export function paymentLineItems(
  priced: PricedBasket,
  record: Pick<PlacementRecord, 'instruments' | 'loyalty'>,
): PaymentLineItem[] {
  const t = copyFor(priced.locale);
  const { rate } = priced.tax;
  const fraction = rate.percent / 100;
  const shareOf = (amount: number) =>
    rate.included ? amount - amount / (1 + fraction) : amount * fraction;
  const charged = priced.lines.filter((line) => line.available);
  const taxable = (line: (typeof charged)[number]) => line.facts.kind !== 'giftcard';

  const rows: Row[] = charged.map((line) => {
    const amountMinor = line.rowTotalMinor - line.itemDiscountMinor;
    return {
      id: line.facts.variantId,
      description: line.facts.name,
      quantity: line.facts.qty,
      amountMinor,
      exactTax: taxable(line) && amountMinor > 0 ? shareOf(amountMinor) : 0,
      taxed: taxable(line),
    };
  });
  const homeDelivery = priced.shipments.filter((shipment) => shipment.inUse);
  if (homeDelivery.length > 0) {
    rows.push({
      id: 'delivery',
      description: homeDelivery
        .map((shipment) => toShippingMethod(shipment.selected, priced.locale).label)
        .join(' + '),
      quantity: 1,
      amountMinor: priced.totals.shipping,
      exactTax: priced.totals.shipping > 0 ? shareOf(priced.totals.shipping) : 0,
      taxed: true,
    });
  }
  const orderDiscount = charged.reduce((sum, line) => sum + line.orderDiscountMinor, 0);
  if (orderDiscount > 0) {
    const taxableDiscount = charged
      .filter(taxable)
      .reduce((sum, line) => sum + line.orderDiscountMinor, 0);
    rows.push({
      id: 'order-discount',
      description: t('orderDiscount'),
      quantity: 1,
      amountMinor: -orderDiscount,
      exactTax: -shareOf(taxableDiscount),
      taxed: true,
    });
  }
  const taxes = roundedTaxes(rows, priced.totals.tax);
  const items = rows.flatMap((row, index) =>
    toLineItems(row, taxes[index]!, rate.included, rate.percent),
  );

  const storedValue = (id: string, description: string, amountMinor: number): PaymentLineItem => ({
    id,
    description,
    quantity: 1,
    amountIncludingTax: -amountMinor,
    amountExcludingTax: -amountMinor,
    taxAmount: 0,
    taxPercentage: 0,
  });
  for (const instrument of record.instruments) {
    if (instrument.amountMinor <= 0) continue;
    const description =
      instrument.methodId === 'GIFT_CARD'
        ? t('giftCard', { lastFour: instrument.display.lastFour ?? '' })
        : t('rewardCode', { code: instrument.display.code ?? '' });
    items.push(
      storedValue(
        `${instrument.methodId.toLowerCase()}-${instrument.id}`,
        description,
        instrument.amountMinor,
      ),
    );
  }
  if (record.loyalty && record.loyalty.amountMinor > 0) {
    items.push(storedValue('loyalty-reward', t('loyaltyReward'), record.loyalty.amountMinor));
  }
  return items;
}

/** What the lines charge in all, minor units: must equal the amount authorised. */
export function lineItemsTotal(items: PaymentLineItem[]): number {
  return items.reduce((sum, item) => sum + item.amountIncludingTax * item.quantity, 0);
}
