/**
 * The two inline forms a text section's line may hold (lib/contracts/content.ts): `[words](href)`
 * links and `{name}` placeholders. Everything else is plain text; no markup is ever read.
 */

/** A piece of a line once placeholders are filled: plain text, or a link. */
export type InlinePiece = { text: string; href?: string };

/** A placeholder's value: null when this store has nothing to say there (the line is left out). */
export type PlaceholderValues = Readonly<Record<string, string | null | undefined>>;

const PLACEHOLDER = /\{(\w+)\}/g;
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

export function linksIn(text: string): { words: string; href: string }[] {
  return [...text.matchAll(LINK)].map((match) => ({ words: match[1] ?? '', href: match[2] ?? '' }));
}

/**
 * Site paths, `https:`, `mailto:` and `tel:` become links; the rest stays text. A path may not
 * start `//` or `/\`, which browsers read as another host.
 */
export function isLinkableHref(href: string): boolean {
  return /^\/(?![/\\])/.test(href) || /^(https:\/\/|mailto:|tel:)/i.test(href);
}

/** Fills known placeholders; an unknown one stays as written, so an editor sees the typo. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (written, name: string) => values[name] ?? written);
}

/**
 * A line as pieces to render, or null when one of its placeholders is null: the line is about
 * something this store does not offer now (no points earned, no welcome offer…).
 */
export function inlinePieces(text: string, values: PlaceholderValues): InlinePiece[] | null {
  if (placeholdersIn(text).some((name) => values[name] === null)) return null;
  const pieces: InlinePiece[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > from)
      pieces.push({ text: fillPlaceholders(text.slice(from, match.index), values) });
    const words = fillPlaceholders(match[1] ?? '', values);
    const href = fillPlaceholders(match[2] ?? '', values);
    pieces.push(isLinkableHref(href) ? { text: words, href } : { text: words });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ text: fillPlaceholders(text.slice(from), values) });
  return pieces;
}
