import { z } from 'zod';
import { productIdSchema } from './ids';
import { imageSchema, priceRangeSchema } from './products';
import { currencies } from '../i18n/locales';

/** The most products a favorites list keeps; adding past it answers WSH409. */
export const MAX_FAVORITE_ITEMS = 100;

/** POST /wishlists/v2/favorites: a product, and the size (a variant id) when one was chosen. */
export const addFavoriteRequestSchema = z.object({
  productId: productIdSchema,
  variantId: z.string().min(1).max(40).optional(),
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

export const favoriteSizeSchema = z.object({
  variantId: z.string(),
  size: z.string(),
  available: z.boolean(),
});
export type FavoriteSize = z.infer<typeof favoriteSizeSchema>;

/** What anyone may see of a favorite product: the catalogue's name, image and price. */
export const sharedFavoriteItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
  currency: z.enum(currencies),
  price: priceRangeSchema.nullable(),
  /** Sold online today with at least one size in stock. */
  purchasable: z.boolean(),
});
export type SharedFavoriteItem = z.infer<typeof sharedFavoriteItemSchema>;

/** The owner's view of a favorite: the chosen size if any and the sizes to move it to the bag with. */
export const favoriteItemSchema = sharedFavoriteItemSchema.extend({
  itemId: z.uuid(),
  variantId: z.string().nullable(),
  size: z.string().nullable(),
  sizes: z.array(favoriteSizeSchema),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** Spec 000 section 3, Favorites; `favoriteId` is null until the first product is kept. */
export const favoritesSchema = z.object({
  favoriteId: z.uuid().nullable(),
  items: z.array(favoriteItemSchema),
  total: z.number().int().nonnegative(),
});
export type Favorites = z.infer<typeof favoritesSchema>;

export const favoriteParamsSchema = z.object({ favoriteId: z.uuid() });
export const favoriteItemParamsSchema = favoriteParamsSchema.extend({ itemId: z.uuid() });

/**
 * GET, POST and DELETE /wishlists/v2/favorites/{favoriteId}/share. Only POST carries the token:
 * the server keeps its hash, so a live link can be revoked and replaced but never shown again.
 */
export const favoriteShareSchema = z.object({
  shared: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
  token: z.string().optional(),
});
export type FavoriteShare = z.infer<typeof favoriteShareSchema>;

/** Share tokens are 32 random bytes in base64url. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const sharedFavoritesParamsSchema = z.object({ token: shareTokenSchema });

/** GET /wishlists/v2/shared/{token}: the read-only list, with nothing of its owner. */
export const sharedFavoritesSchema = z.object({
  items: z.array(sharedFavoriteItemSchema),
  total: z.number().int().nonnegative(),
});
export type SharedFavorites = z.infer<typeof sharedFavoritesSchema>;
