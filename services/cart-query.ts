export const cartQueryRoot = ['cart'] as const;
export const cartQueryKey = (basketId: string) => [...cartQueryRoot, basketId] as const;
