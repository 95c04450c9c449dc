const apparelOrder = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'OS'];

/** Youth sizes (`10C`, `4Y`): toddler `C` before youth `Y`, then by number. */
const youthSize = /^(\d+(?:\.\d+)?)([CY])$/;

function sizeRank(size: string): [number, number] {
  const number = Number(size);
  if (size !== '' && Number.isFinite(number)) return [2, number];
  const youth = youthSize.exec(size);
  if (youth?.[1] && youth[2]) return [youth[2] === 'C' ? 0 : 1, Number(youth[1])];
  const apparel = apparelOrder.indexOf(size);
  return apparel >= 0 ? [3, apparel] : [4, 0];
}

/**
 * Orders sizes as a shopper reads a size run: kids' C then Y sizes, adult shoe sizes by number,
 * apparel from XS to XXL, then anything else alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const [groupA, orderA] = sizeRank(a);
  const [groupB, orderB] = sizeRank(b);
  return groupA - groupB || orderA - orderB || a.localeCompare(b);
}
