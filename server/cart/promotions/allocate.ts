/**
 * Splits `totalMinor` over `weights` in proportion, in whole minor units, giving the leftover
 * units to the largest remainders so the parts always add up to the total.
 */
export function allocateProportionally(totalMinor: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalMinor <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalMinor * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = totalMinor - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
