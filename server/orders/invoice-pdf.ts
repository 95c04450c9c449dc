import { summaryRows, type SummaryRow } from '@/lib/cart/summary-rows';
import { postalAddressLines } from '@/lib/checkout/shipment-lines';
import { formatMoney, toMajor } from '@/lib/format/money';
import { settingsFor, toLanguageTag } from '@/lib/i18n/locales';
import type { BusinessDetails } from '../config/business-details';
import { orderSummaryTranslator } from '../email/email-translator';
import { createDocumentWriter, type Cell } from '../pdf/document-writer';
import { brandName, documentTranslator, formatLongDate } from './document-copy';
import type { Invoice, TaxLine } from './invoice';

/**
 * The invoice as a PDF, in the order's language and currency: seller and buyer, the lines,
 * the same summary rows as the confirmation (discounts, shipping, tax, total, payments), and
 * the tax per rate, as VAT where prices include it.
 */
export async function renderInvoice(
  invoice: Invoice,
  seller: BusinessDetails['seller'],
): Promise<Uint8Array> {
  const { locale, order } = invoice;
  const t = documentTranslator(locale);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const percent = new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits: 3 });
  const pdf = await createDocumentWriter({
    title: `${t('invoice.title')} ${invoice.number}`,
    author: seller.legalName,
    pageSize: settingsFor(locale).region === 'NORA' ? 'Letter' : 'A4',
    createdAt: invoice.issuedAt,
  });
  const width = pdf.contentWidth;
  const half = width / 2;
  const left = pdf.left;

  pdf.line(`${brandName(locale)} · ${t('invoice.title')}`, { size: 20, bold: true });
  pdf.space(10);
  const meta: [string, string][] = [
    [t('invoice.number'), invoice.number],
    [t('invoice.date'), formatLongDate(invoice.issuedAt, locale)],
    [t('invoice.orderNumber'), order.orderNumber],
  ];
  for (const [label, value] of meta) {
    pdf.row(
      [
        { text: label, x: left, width: 120 },
        { text: value, x: left + 120, width: width - 120 },
      ],
      { bold: label === t('invoice.number') },
    );
  }
  pdf.space(12);

  const sellerLines = [
    seller.legalName,
    ...seller.addressLines,
    t('invoice.vatId', { vatId: seller.vatId }),
  ];
  const buyerLines = postalAddressLines(order.billingAddress, locale);
  pdf.row(
    [
      { text: t('invoice.seller'), x: left, width: half - 10 },
      { text: t('invoice.billTo'), x: left + half, width: half },
    ],
    { size: 8, bold: true, muted: true },
  );
  for (let index = 0; index < Math.max(sellerLines.length, buyerLines.length); index += 1) {
    pdf.row([
      { text: sellerLines[index] ?? '', x: left, width: half - 10 },
      { text: buyerLines[index] ?? '', x: left + half, width: half },
    ]);
  }
  pdf.space(14);

  const columns = {
    item: { x: left, width: width - 230 },
    qty: { x: left + width - 230, width: 40 },
    unit: { x: left + width - 180, width: 85 },
    amount: { x: left + width - 85, width: 85 },
  };
  const tableRow = (texts: [string, string, string, string]): Cell[] => [
    { text: texts[0], ...columns.item },
    { text: texts[1], ...columns.qty, align: 'right' },
    { text: texts[2], ...columns.unit, align: 'right' },
    { text: texts[3], ...columns.amount, align: 'right' },
  ];
  pdf.row(
    tableRow([t('invoice.item'), t('invoice.qty'), t('invoice.unitPrice'), t('invoice.lineTotal')]),
    { bold: true },
  );
  pdf.rule();
  for (const item of order.items) {
    pdf.ensureRoom(30);
    pdf.row(tableRow([item.name, String(item.qty), money(item.price), money(item.rowSubtotal)]));
    if (item.color && item.size) {
      pdf.line(t('invoice.itemDetails', { color: item.color, size: item.size }), {
        size: 8,
        muted: true,
      });
    }
  }
  pdf.rule();

  const rows = summaryRows(order.summary, orderSummaryTranslator(locale), money);
  const amountRow = (row: SummaryRow, bold = false) =>
    pdf.row(
      [
        { text: row.label, x: left + half, width: half - 90 },
        { text: row.value, x: left + width - 90, width: 90, align: 'right' },
      ],
      { bold },
    );
  for (const row of rows.summands) amountRow(row);
  amountRow(rows.total, true);
  for (const row of rows.payments) amountRow(row);
  if (rows.remaining) amountRow(rows.remaining, true);
  pdf.space(16);

  pdf.line(t('invoice.taxTitle'), { size: 12, bold: true });
  const taxColumns = (texts: [string, string, string]): Cell[] => [
    { text: texts[0], x: left, width: width - 200 },
    { text: texts[1], x: left + width - 200, width: 100, align: 'right' },
    { text: texts[2], x: left + width - 100, width: 100, align: 'right' },
  ];
  pdf.row(taxColumns([t('invoice.taxRate'), t('invoice.taxNet'), t('invoice.taxAmount')]), {
    bold: true,
  });
  const rateLabel = ({ rate }: TaxLine) =>
    rate === null
      ? t('invoice.untaxed')
      : rate.included
        ? t('invoice.vat', { percent: percent.format(rate.percent) })
        : t('invoice.salesTax', {
            jurisdiction: rate.jurisdiction,
            percent: percent.format(rate.percent),
          });
  for (const line of invoice.taxLines) {
    pdf.row(
      taxColumns([rateLabel(line), money(toMajor(line.netMinor)), money(toMajor(line.taxMinor))]),
    );
  }
  const vat = invoice.taxLines.some((line) => line.rate?.included);
  pdf.line(vat ? t('invoice.vatIncluded') : t('invoice.taxAdded'), { size: 8, muted: true });
  pdf.space(20);
  pdf.line(t('invoice.thanks'), { muted: true });
  return pdf.save();
}
