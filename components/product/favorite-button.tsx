'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isCommerceApiError } from '@/services/api-error';
import { useFavoritesOffered } from '@/services/favorites-offered';
import {
  useAddFavorite,
  useIsFavorite,
  useReadFavorites,
  useRemoveFavorite,
} from '@/services/use-favorites';
import { useToastStore } from '@/stores/toast-store';

/**
 * The heart on product cards and the product page: keeps or drops the product in the
 * shopper's favorites (guests too). Hidden where favorites are off and for employees.
 */
export function FavoriteButton({
  productId,
  productName,
  className = 'relative',
}: {
  productId: string;
  productName: string;
  /** Where it sits: `relative` in a row, or absolute over a card's image. */
  className?: string;
}) {
  const t = useTranslations('Favorites');
  const offered = useFavoritesOffered();
  const kept = useIsFavorite(productId);
  const readFavorites = useReadFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const [reading, setReading] = useState(false);
  const showToast = useToastStore((state) => state.showToast);
  if (!offered) return null;

  // Busy is announced, not disabled: a disabled button would drop the keyboard user's focus.
  const busy = add.isPending || remove.isPending || reading;
  const failed = (error: Error) =>
    showToast({
      title: isCommerceApiError(error) ? error.message : t('heartFailed'),
      type: 'error',
    });
  const toggle = async () => {
    if (busy) return;
    // Pressed before the session or the list is known: they are read first, so a kept product
    // is dropped, never added twice.
    let list;
    setReading(true);
    try {
      list = await readFavorites();
    } catch (error) {
      failed(error as Error);
      return;
    } finally {
      setReading(false);
    }
    const item = list.items.find((entry) => entry.productId === productId);
    if (item && list.favoriteId) {
      remove.mutate({ favoriteId: list.favoriteId, itemId: item.itemId }, { onError: failed });
    } else {
      add.mutate({ productId }, { onError: failed });
    }
  };

  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={t('heart', { name: productName })}
      aria-busy={busy}
      aria-disabled={busy}
      onClick={toggle}
      className={`z-10 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/90 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-disabled:opacity-60 ${className}`}
    >
      {/* Filled when kept, an outline otherwise: the shape changes, not only the colour. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill={kept ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </svg>
    </button>
  );
}
