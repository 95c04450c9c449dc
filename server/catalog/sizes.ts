const apparelOrder = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** Numeric sizes ascending, letter sizes in garment order, anything else alphabetically last. */
export function sortSizes(sizes: string[]): string[] {
  const rank = (size: string): [number, number, string] => {
    const numeric = Number(size);
    if (Number.isFinite(numeric)) return [0, numeric, size];
    const apparel = apparelOrder.indexOf(size.toUpperCase());
    if (apparel >= 0) return [1, apparel, size];
    return [2, 0, size];
  };
  return [...sizes].sort((a, b) => {
    const [ga, na, sa] = rank(a);
    const [gb, nb, sb] = rank(b);
    return ga - gb || na - nb || sa.localeCompare(sb);
  });
}
