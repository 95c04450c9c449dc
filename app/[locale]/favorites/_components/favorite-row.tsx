'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Price } from '@/components/product/price';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import type { FavoriteItem } from '@/lib/contracts/wishlists';
import { useAddToCart } from '@/services/use-add-to-cart';
import { useRemoveFavorite } from '@/services/use-favorites';
import { useToastStore } from '@/stores/toast-store';
import { OptimizedImage } from '@/components/ui/optimized-image';

const secondaryButtonClass =
  'rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60';

/** The size a row starts with: the one chosen when hearting, or the only one there is. */
function initialSize(item: FavoriteItem): string {
  if (item.variantId) return item.variantId;
  return item.sizes.length === 1 ? item.sizes[0]!.variantId : '';
}

/** One favorite: image, name, price, a size to move it to the bag with, and remove. */
export function FavoriteRow({ item, favoriteId }: { item: FavoriteItem; favoriteId: string }) {
  const t = useTranslations('Favorites');
  const sizeId = useId();
  const [variantId, setVariantId] = useState(() => initialSize(item));
  const [needsSize, setNeedsSize] = useState(false);
  const cart = useAddToCart();
  const remove = useRemoveFavorite();
  const showToast = useToastStore((state) => state.showToast);
  const chosen = item.sizes.find((size) => size.variantId === variantId);

  const removeItem = (after?: string) =>
    remove.mutate(
      { favoriteId, itemId: item.itemId },
      {
        onSuccess: () =>
          showToast({ title: after ?? t('removed', { name: item.name }), type: 'success' }),
      },
    );

  const moveToBag = async () => {
    if (!chosen) {
      setNeedsSize(true);
      return;
    }
    if (await cart.addToCart({ productId: chosen.variantId })) {
      removeItem(t('movedToBag', { name: item.name }));
    }
  };

  return (
    <li className="grid grid-cols-[6rem_1fr] gap-4 border-b border-line py-4 sm:grid-cols-[8rem_1fr]">
      <div className="relative aspect-square overflow-hidden rounded bg-neutral-100">
        {item.image && (
          <OptimizedImage
            src={item.image.url}
            alt={item.image.alt}
            fill
            sizes="8rem"
            className="object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">
          <Link href={item.url} className="hover:underline">
            {item.name}
          </Link>
        </h2>
        <Price price={item.price} currency={item.currency} className="text-sm" />
        {item.purchasable ? (
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={sizeId} className="text-sm font-medium">
                {t('size', { name: item.name })}
              </label>
              <select
                id={sizeId}
                value={variantId}
                aria-invalid={needsSize && !chosen}
                aria-describedby={needsSize && !chosen ? `${sizeId}-error` : undefined}
                onChange={(event) => {
                  setVariantId(event.target.value);
                  setNeedsSize(false);
                }}
                className="rounded border border-line px-3 py-2"
              >
                <option value="">{t('chooseSize')}</option>
                {item.sizes.map((size) => (
                  <option key={size.variantId} value={size.variantId} disabled={!size.available}>
                    {size.available ? size.size : t('soldOut', { size: size.size })}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              onClick={moveToBag}
              disabled={cart.isPending || remove.isPending}
              aria-busy={cart.isPending}
              aria-label={t('moveToBagFor', { name: item.name })}
              className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
            >
              {cart.isPending ? t('moving') : t('moveToBag')}
            </button>
          </div>
        ) : (
          <p className="text-sm text-muted">{t('notPurchasable')}</p>
        )}
        {needsSize && !chosen && (
          <p id={`${sizeId}-error`} role="alert" className="text-sm text-red-700">
            {t('chooseSizeFirst')}
          </p>
        )}
        {cart.error && <ApiErrorAlert error={cart.error} />}
        {remove.error && <ApiErrorAlert error={remove.error} />}
        <button
          type="button"
          onClick={() => removeItem()}
          disabled={remove.isPending}
          aria-label={t('removeFor', { name: item.name })}
          className={`self-start ${secondaryButtonClass}`}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
