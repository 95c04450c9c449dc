import type { EmailDocument } from './email-content';

/** The plain-text alternative: the same words, each link spelled out on the line under its label. */
export function renderEmailText(email: EmailDocument): string {
  const blocks = email.blocks.map((item) =>
    item.type === 'text' ? item.text : `${item.label}\n${item.url}`,
  );
  return [email.greeting, ...blocks, email.signature].join('\n\n') + '\n';
}
