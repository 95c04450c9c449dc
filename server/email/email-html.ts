import type { EmailBlock, EmailDocument } from './email-content';
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
};

function paragraph(text: string, style = styles.paragraph): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

// The address is also spelled out as a plain link: some clients hide button-styled links.
function block(item: EmailBlock, linkFallback: string): string {
  if (item.type === 'text') return paragraph(item.text);
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
