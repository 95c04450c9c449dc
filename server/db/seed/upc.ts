/** UPC-A check digit: odd positions weigh 3, even positions 1, counted from the left. */
export function upcCheckDigit(body: string): number {
  if (!/^\d{11}$/.test(body)) throw new Error(`A UPC body has 11 digits, got "${body}"`);
  let sum = 0;
  for (let i = 0; i < 11; i += 1) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function isValidUpc(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

/**
 * A UPC derived from the product's place in the catalogue and the variant's place in the
 * product, so it is unique without a shared counter: a two-digit range, seven digits of
 * product number, two of variant number, then the check digit.
 */
export function seedUpc(range: '08' | '09', productNumber: number, variantNumber: number): string {
  if (productNumber >= 1e7 || variantNumber >= 100) {
    throw new Error(`UPC numbering overflow: product ${productNumber}, variant ${variantNumber}`);
  }
  const body = `${range}${String(productNumber).padStart(7, '0')}${String(variantNumber).padStart(2, '0')}`;
  return `${body}${upcCheckDigit(body)}`;
}
