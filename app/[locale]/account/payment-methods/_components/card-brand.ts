const brandNames: Record<string, string> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
};

/** A card brand as the shopper knows it; the provider's code for a brand we do not name. */
export function cardBrandName(brand: string): string {
  return brandNames[brand] ?? brand.toUpperCase();
}
