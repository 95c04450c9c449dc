/** The listing sorts, apart from the schemas (products.ts) so the sort menu carries no zod. */
export const catalogSorts = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof catalogSorts)[number];
