/**
 * Post office boxes in the storefront's languages: "PO Box 12", "P.O. Box", "Post Office
 * Box", "Boîte postale"/"BP 12", "Postfach", "Casella postale"/"CP 12". Home delivery
 * carriers cannot deliver there (SHP500).
 */
const poBoxPatterns: readonly RegExp[] = [
  /\bp\.?\s*o\.?\s*box\b/i,
  /\bpost\s+office\s+box\b/i,
  /\bbo[iî]te\s+postale\b/i,
  /^\s*b\.?\s*p\.?\s+\d+/i,
  /\bpostfach\b/i,
  /\bcasella\s+postale\b/i,
  /^\s*c\.?\s*p\.?\s+\d+/i,
];

export function looksLikePoBox(...lines: string[]): boolean {
  return lines.some((line) => poBoxPatterns.some((pattern) => pattern.test(line)));
}
