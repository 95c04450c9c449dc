import type { OrderItem } from '@/lib/contracts/checkout';
import type { ReturnReason } from '@/lib/contracts/orders';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { createDocumentWriter } from '../pdf/document-writer';
import { code128Widths } from '../pdf/code128';
import { brandName, documentTranslator, formatLongDate } from './document-copy';

export interface ReturnLabel {
  locale: Locale;
  orderNumber: string;
  returnId: string;
  issuedAt: Date;
  /** The last day the carrier may take the parcel: the end of the return window. */
  returnBy: Date;
  /** The warehouse, as lines. */
  shipTo: string[];
  /** The shopper, as lines: the order's shipping address. */
  from: string[];
  items: { item: OrderItem; qty: number; reason: ReturnReason }[];
}

/**
 * A printable return label: the warehouse in a framed box a carrier reads first, the sender,
 * the return id as a Code 128 barcode the warehouse scans on arrival, and what the parcel holds.
 */
export async function renderReturnLabel(label: ReturnLabel): Promise<Uint8Array> {
  const t = documentTranslator(label.locale);
  const brand = brandName(label.locale);
  const pdf = await createDocumentWriter({
    title: `${t('returnLabel.title')} ${label.returnId}`,
    author: brand,
    pageSize: settingsFor(label.locale).region === 'NORA' ? 'Letter' : 'A4',
    createdAt: label.issuedAt,
  });
  pdf.line(`${brand} · ${t('returnLabel.title')}`, { size: 18, bold: true });
  pdf.space(14);
  pdf.box(t('returnLabel.shipTo'), label.shipTo, { width: pdf.contentWidth * 0.7, size: 13 });
  pdf.space(10);
  pdf.line(t('returnLabel.from'), { size: 8, bold: true, muted: true });
  pdf.lines(label.from, { size: 10 });
  pdf.space(18);
  pdf.barcode(code128Widths(label.returnId), { module: 1.4, height: 64 });
  pdf.line(label.returnId, { size: 14, bold: true, x: pdf.left + 14 });
  pdf.space(6);
  pdf.line(t('returnLabel.returnId', { returnId: label.returnId }), { bold: true });
  pdf.line(t('returnLabel.orderNumber', { orderNumber: label.orderNumber }), { bold: true });
  pdf.line(t('returnLabel.issuedOn', { date: formatLongDate(label.issuedAt, label.locale) }), {
    muted: true,
  });
  pdf.rule();
  pdf.line(t('returnLabel.itemsTitle'), { size: 12, bold: true });
  for (const { item, qty, reason } of label.items) {
    pdf.space(4);
    pdf.line(t('returnLabel.item', { qty, name: item.name }), { bold: true });
    if (item.color && item.size) {
      pdf.line(t('returnLabel.itemDetails', { color: item.color, size: item.size }), {
        muted: true,
      });
    }
    pdf.line(t('returnLabel.reason', { reason: t(`returnReasons.${reason}`) }), { muted: true });
  }
  pdf.rule();
  pdf.paragraph(
    t('returnLabel.instructions', { date: formatLongDate(label.returnBy, label.locale) }),
    { size: 9 },
  );
  return pdf.save();
}
