/** A gift card is shown by its last four digits, the rest masked. */
export function maskGiftCardNumber(lastFour: string): string {
  return `•••• •••• •••• ${lastFour.slice(-4)}`;
}

/** The label of an applied gift card from the instrument's display data. */
export function giftCardLabel(display: Record<string, string>): string {
  if (display.lastFour) return maskGiftCardNumber(display.lastFour);
  return display.maskedNumber ?? '';
}
