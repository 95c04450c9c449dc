import type { EmailBlock, EmailDocument } from './email-content';

function textOf(item: EmailBlock): string {
  switch (item.type) {
    case 'text':
      return item.text;
    case 'heading':
      return `${item.text}\n${'-'.repeat(item.text.length)}`;
    case 'action':
      return `${item.label}\n${item.url}`;
    case 'items':
      return item.items.map((line) => `${line.name}\n${line.details}\n${line.price}`).join('\n\n');
    case 'rows':
      return item.rows
        .map((row) => `${row.label}: ${row.value}${row.detail ? `\n  ${row.detail}` : ''}`)
        .join('\n');
  }
}

/**
 * The plain-text alternative: the same words, each link spelled out on the line under its
 * label, each amount after its label.
 */
export function renderEmailText(email: EmailDocument): string {
  return [email.greeting, ...email.blocks.map(textOf), email.signature].join('\n\n') + '\n';
}
