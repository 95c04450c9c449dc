/** Tags for cached server reads; invalidate a tag when the data behind it changes. */
export const cacheTags = {
  catalog: 'catalog',
  product: (productId: string) => `product:${productId}`,
  category: (categoryId: string) => `category:${categoryId}`,
  content: 'content',
  canvas: (siteId: string, type: string, key: string) => `canvas:${siteId}:${type}:${key}`,
} as const;
