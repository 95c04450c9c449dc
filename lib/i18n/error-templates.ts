/**
 * The `ApiErrors` messages as the page's error describer takes them: text with `{name}`
 * placeholders (services/error-messages.ts). The build compiles messages (next.config.ts,
 * next-intl's `precompile`): a compiled message is its text, or a list of text and `[name]`
 * arguments. A message using any other ICU syntax has no such template and is left out, so
 * the server's own message shows instead.
 */
export function errorTemplatesOf(messages: Record<string, unknown>): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const [code, message] of Object.entries(messages)) {
    const template = templateOf(message);
    if (template !== undefined) templates[code] = template;
  }
  return templates;
}

function templateOf(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  let template = '';
  for (const part of message) {
    if (typeof part === 'string') template += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') {
      template += `{${part[0]}}`;
    } else return undefined;
  }
  return template;
}
