import { summaryRows, type SummaryRow } from '@/lib/cart/summary-rows';
import { shipmentDestinationLines } from '@/lib/checkout/shipment-lines';
import type { OrderResponse } from '@/lib/contracts/checkout';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { orderStatusPath } from '@/lib/routes';
import {
  requireUrl,
  requireValue,
  type EmailBlock,
  type EmailContent,
  type EmailRow,
} from '../email-content';
import { orderSummaryTranslator, type EmailTranslator } from '../email-translator';

/** What the confirmation mail shows: the order as its confirmation page reads it. */
export interface OrderConfirmationData {
  firstName?: string;
  /** The confirmation page, absolute, with the guest's access token. */
  orderUrl: string;
  order: Pick<OrderResponse, 'orderNumber' | 'currency' | 'items' | 'shipments' | 'summary'>;
}

/** Our media paths become absolute on the store's public origin; mail has no page to be relative to. */
function absoluteImage(path: string | null, publicBaseUrl: string): string | null {
  if (!path) return null;
  const url = new URL(path, publicBaseUrl);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
}

function emailRow(row: SummaryRow, emphasis = false): EmailRow {
  return {
    label: row.label,
    value: row.value,
    ...(row.detail ? { detail: row.detail } : {}),
    ...(emphasis ? { emphasis } : {}),
  };
}

/** The order's totals in the rows and words of the confirmation page (lib/cart/summary-rows). */
function summaryBlocks(data: OrderConfirmationData, locale: Locale): EmailBlock[] {
  const { summary } = data.order;
  const t = orderSummaryTranslator(locale);
  const rows = summaryRows(summary, t, (amount) => formatMoney(amount, summary.currency, locale));
  return [
    { type: 'heading', text: t('title') },
    {
      type: 'rows',
      rows: [...rows.summands.map((row) => emailRow(row)), emailRow(rows.total, true)],
    },
    ...rows.notes.map((note): EmailBlock => ({ type: 'text', text: note })),
    ...(rows.remaining
      ? [
          {
            type: 'rows' as const,
            rows: [...rows.payments.map((row) => emailRow(row)), emailRow(rows.remaining, true)],
          },
        ]
      : []),
  ];
}

/**
 * The order: what was bought (picture, name, colour, size, quantity, price), where it goes,
 * the totals exactly as the confirmation page shows them, a link to that page and one to the
 * order status page with the number filled in.
 */
export function orderConfirmationContent(
  t: EmailTranslator,
  data: OrderConfirmationData,
  locale: Locale,
  publicBaseUrl: string,
): EmailContent {
  const { order } = data;
  const orderNumber = requireValue(
    { orderNumber: order.orderNumber },
    'orderNumber',
    'order-confirmation',
  );
  const url = requireUrl({ orderUrl: data.orderUrl }, 'orderUrl', 'order-confirmation');
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  return {
    subject: t('orderConfirmation.subject', { orderNumber }),
    blocks: [
      { type: 'text', text: t('orderConfirmation.intro') },
      { type: 'text', text: t('orderConfirmation.orderNumber', { orderNumber }) },
      { type: 'heading', text: t('orderConfirmation.itemsTitle') },
      {
        type: 'items',
        items: order.items.map((item) => ({
          name: item.name,
          details: t('orderConfirmation.itemDetails', {
            color: item.color ?? '',
            size: item.size ?? '',
            qty: item.qty,
          }),
          price: money(item.rowSubtotal),
          imageUrl: absoluteImage(item.imageUrl, publicBaseUrl),
        })),
      },
      { type: 'heading', text: t('orderConfirmation.deliveryTitle') },
      ...order.shipments.map((shipment): EmailBlock => ({
        type: 'text',
        text: [shipment.shippingMethod?.label, ...shipmentDestinationLines(shipment, locale)]
          .filter(Boolean)
          .join(', '),
      })),
      ...summaryBlocks(data, locale),
      { type: 'action', label: t('orderConfirmation.action'), url },
      // The order status page works without the access token, for as long as the order lives.
      {
        type: 'action',
        label: t('orderConfirmation.trackAction'),
        url: new URL(orderStatusPath(locale, orderNumber), publicBaseUrl).toString(),
      },
    ],
  };
}
