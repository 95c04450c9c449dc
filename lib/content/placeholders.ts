/**
 * The `{placeholders}` a text section may use, each filled by the storefront from the store's
 * settings and code (app/_server/content-values.ts). The `when…` ones fill with nothing and
 * keep their line only while what it speaks of is offered; a null value leaves the line out.
 */
export const contentPlaceholders = [
  'seller',
  'address',
  'vatId',
  'email',
  'returnsAddress',
  'days',
  'warranty',
  'points',
  'unit',
  'ladder',
  'cap',
  'currency',
  'whenNoEarning',
  'whenMemberFreeShipping',
  'whenWelcomeOffer',
] as const;
export type ContentPlaceholder = (typeof contentPlaceholders)[number];
export type ContentValues = Record<ContentPlaceholder, string | null>;
