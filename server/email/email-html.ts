import type { EmailBlock, EmailDocument, EmailItem, EmailRow } from './email-content';
import { escapeHtml } from './escape-html';

// Mail clients drop <style> blocks and external CSS, so every style is inline.
const styles = {
  body: 'margin:0;padding:24px 12px;background-color:#f4f4f5;color:#111111;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;',
  card: 'max-width:560px;margin:0 auto;padding:32px;background-color:#ffffff;border-radius:8px;',
  heading: 'margin:0 0 24px;font-size:24px;line-height:1.25;color:#111111;',
  paragraph: 'margin:0 0 16px;',
  button:
    'display:inline-block;padding:12px 24px;background-color:#111111;color:#ffffff;border-radius:999px;font-weight:bold;text-decoration:none;',
  fallback: 'margin:0 0 16px;font-size:14px;color:#52525b;',
  fallbackLink: 'color:#111111;word-break:break-all;',
  signature: 'margin:32px 0 0;',
  sectionHeading: 'margin:32px 0 12px;font-size:18px;line-height:1.3;color:#111111;',
  table: 'width:100%;border-collapse:collapse;margin:0 0 16px;',
  itemCell: 'padding:8px 0;border-bottom:1px solid #e4e4e7;vertical-align:top;',
  image: 'display:block;width:64px;height:64px;border-radius:4px;background-color:#f4f4f5;',
  itemName: 'margin:0;font-weight:bold;',
  itemDetails: 'margin:0;font-size:14px;color:#52525b;',
  amount: 'padding:4px 0;text-align:right;white-space:nowrap;vertical-align:top;',
  label: 'padding:4px 16px 4px 0;vertical-align:top;',
  rowDetail: 'display:block;font-size:13px;color:#52525b;',
  emphasis: 'border-top:1px solid #d4d4d8;font-weight:bold;',
};

function paragraph(text: string, style = styles.paragraph): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

// Images are decorative (alt=""): the name beside each says what it is.
function itemRow(item: EmailItem): string {
  const image = item.imageUrl
    ? `<img src="${escapeHtml(item.imageUrl)}" width="64" height="64" alt="" style="${styles.image}">`
    : `<div style="${styles.image}"></div>`;
  return [
    '<tr>',
    `<td width="80" style="${styles.itemCell}">${image}</td>`,
    `<td style="${styles.itemCell}"><p style="${styles.itemName}">${escapeHtml(item.name)}</p><p style="${styles.itemDetails}">${escapeHtml(item.details)}</p></td>`,
    `<td style="${styles.itemCell}${styles.amount}">${escapeHtml(item.price)}</td>`,
    '</tr>',
  ].join('');
}

function amountRow(row: EmailRow): string {
  const emphasis = row.emphasis ? styles.emphasis : '';
  const detail = row.detail
    ? `<span style="${styles.rowDetail}">${escapeHtml(row.detail)}</span>`
    : '';
  return [
    '<tr>',
    `<td style="${styles.label}${emphasis}">${escapeHtml(row.label)}${detail}</td>`,
    `<td style="${styles.amount}${emphasis}">${escapeHtml(row.value)}</td>`,
    '</tr>',
  ].join('');
}

// Tables, because mail clients lay out little else reliably; role=presentation, as they
// hold layout rather than data a screen reader should announce as a grid.
function table(rows: string[]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="${styles.table}">${rows.join('')}</table>`;
}

// The address is also spelled out as a plain link: some clients hide button-styled links.
function block(item: EmailBlock, linkFallback: string): string {
  if (item.type === 'text') return paragraph(item.text);
  if (item.type === 'heading') {
    return `<h2 style="${styles.sectionHeading}">${escapeHtml(item.text)}</h2>`;
  }
  if (item.type === 'items') return table(item.items.map(itemRow));
  if (item.type === 'rows') return table(item.rows.map(amountRow));
  const href = escapeHtml(item.url);
  return [
    `<p style="margin:24px 0;"><a href="${href}" style="${styles.button}">${escapeHtml(item.label)}</a></p>`,
    `<p style="${styles.fallback}">${escapeHtml(linkFallback)}<br><a href="${href}" style="${styles.fallbackLink}">${href}</a></p>`,
  ].join('\n');
}

/** A complete HTML document: one readable column, a real heading, the language declared. */
export function renderEmailHtml(email: EmailDocument): string {
  const lang = escapeHtml(email.lang);
  const subject = escapeHtml(email.subject);
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${subject}</title>`,
    '</head>',
    `<body style="${styles.body}">`,
    `<div role="article" aria-label="${subject}" lang="${lang}" style="${styles.card}">`,
    `<h1 style="${styles.heading}">${subject}</h1>`,
    paragraph(email.greeting),
    ...email.blocks.map((item) => block(item, email.linkFallback)),
    paragraph(email.signature, styles.signature),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
