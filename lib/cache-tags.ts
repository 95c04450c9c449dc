/**
 * Tags of cached server reads. The database moves a tag's clock whenever the data behind it
 * changes (migration 0007_cache-tag-clock: prices, products, stock selling out or coming back,
 * categories, published content), and a cached read older than its tags' clock is read afresh.
 */
export const cacheTags = {
  /** One product's details: its prices, colours, sizes and whether it sells. */
  product: (productId: string) => `product:${productId}`,
  /** Every category listing: any product's change may show in them. */
  listings: 'listings',
  /** Every published canvas (pages, menus, footers, category banners). */
  content: 'content',
  /** One canvas: what its site, type and key publish (migration 0012_content-versions). */
  canvas: (siteId: string, type: string, key: string) => `canvas:${siteId}:${type}:${key}`,
} as const;
