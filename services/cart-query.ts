export const cartQueryRoot = ['cart'] as const;
/** The full cart, repriced: the bag, mini cart and checkout read it. */
export const cartQueryKey = (basketId: string) => [...cartQueryRoot, basketId] as const;
/** The header's count and the version, written by every cart reply and read cheaply otherwise. */
export const cartCountKey = (basketId: string) => [...cartQueryRoot, basketId, 'count'] as const;
