/** Keeps the digits of what the visitor typed, dropping spaces, dashes, brackets and plus. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
