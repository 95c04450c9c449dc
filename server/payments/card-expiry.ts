/**
 * Whether a card's expiry month is still current at `now`: a card is valid through the last
 * day of its expiry month. Two-digit years are taken as 20xx.
 */
export function isExpiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return fullYear > currentYear || (fullYear === currentYear && month >= currentMonth);
}
