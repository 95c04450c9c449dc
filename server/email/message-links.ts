const hrefPattern = /<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

// Undoes escapeHtml and numeric references, which is all a stored href can contain.
function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi,
    (whole: string, hex?: string, decimal?: string, name?: string) => {
      if (name) return entities[name.toLowerCase()] ?? whole;
      const codePoint = hex ? Number.parseInt(hex, 16) : Number(decimal);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    },
  );
}

/**
 * The distinct http(s) addresses an email's HTML links to, in order. The outbox page lists
 * them as ordinary links; anything else (javascript:, relative) is left out.
 */
export function linksInHtml(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(hrefPattern)) {
    const href = decodeAttribute(match[1] ?? match[2] ?? '').trim();
    const protocol = URL.canParse(href) ? new URL(href).protocol : '';
    if (protocol === 'https:' || protocol === 'http:') links.add(href);
  }
  return [...links];
}

// The order confirmation's `st` parameter is the token that opens an order without signing in;
// `&amp;` is how it appears inside an HTML attribute.
const orderAccessToken = /((?:[?&]|&amp;)st=)[^&"'\s<>]+/g;

/** The email with every order access token replaced, for showing it to someone else. */
export function withoutOrderAccess(content: string): string {
  return content.replace(orderAccessToken, '$1hidden');
}
