/**
 * Transforms a form definition names for a field, applied in order before validation and
 * before the address is stored, so "  sw1a1aa " and "SW1A 1AA" are the same postal code.
 */
export const addressTransforms = [
  'trim',
  'collapseWhitespace',
  'uppercase',
  'caPostalCodeSpace',
  'gbPostalCodeSpace',
  'digitsOnly',
] as const;
export type AddressTransform = (typeof addressTransforms)[number];

const apply: Record<AddressTransform, (value: string) => string> = {
  trim: (value) => value.trim(),
  collapseWhitespace: (value) => value.replace(/\s+/g, ' '),
  uppercase: (value) => value.toUpperCase(),
  // A1A1A1 -> A1A 1A1: Canada Post writes the forward sortation area and the local unit apart.
  caPostalCodeSpace: (value) => value.replace(/^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/i, '$1 $2'),
  // The inward code is always the last three characters of a UK postcode.
  gbPostalCodeSpace: (value) => {
    const compact = value.replace(/\s+/g, '');
    return compact.length >= 5 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : value;
  },
  digitsOnly: (value) => value.replace(/\D/g, ''),
};

export function applyTransforms(value: string, transforms: readonly AddressTransform[]): string {
  return transforms.reduce((current, name) => apply[name](current), value);
}
