'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CartItemImage } from '@/components/cart/cart-item-image';
import type { SavedItem } from '@/lib/contracts/cart';
import { isCommerceApiError } from '@/services/api-error';
import { useMoveToCart, useRemoveSavedItem } from '@/services/use-cart';

/** Lines put aside (spec 000 section 3): back to the bag, or away. */
export function SavedForLater({
  saveForLaterId,
  items,
}: {
  saveForLaterId: string;
  items: SavedItem[];
}) {
  const t = useTranslations('Cart');
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="type-subheading">
        {t('savedTitle', { count: items.length })}
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {items.map((item) => (
          <SavedRow key={item.itemId} saveForLaterId={saveForLaterId} item={item} />
        ))}
      </ul>
    </section>
  );
}

function SavedRow({ saveForLaterId, item }: { saveForLaterId: string; item: SavedItem }) {
  const t = useTranslations('Cart');
  const moveToCart = useMoveToCart();
  const remove = useRemoveSavedItem();
  const busy = moveToCart.isPending || remove.isPending;
  const tErrors = useTranslations('CartErrors');
  const error = moveToCart.error ?? remove.error;
  // Spec 000 section 8: a single out-of-stock item "could not be moved to cart".
  const message =
    moveToCart.error && isCommerceApiError(moveToCart.error, 'INV700')
      ? tErrors('notMovedToCart')
      : error?.message;
  return (
    <li className="flex gap-4 py-3" aria-busy={busy}>
      <CartItemImage src={item.productImageURL} size={80} />
      <div className="flex flex-1 flex-col gap-1 text-sm">
        <Link href={item.pageUrl} className="font-semibold hover:underline">
          {item.name}
        </Link>
        <p className="text-muted">{t('variant', { color: item.color.label, size: item.size })}</p>
        {!item.available && <p>{t('unavailable')}</p>}
        {message && (
          <p role="alert" className="text-red-700">
            {message}
          </p>
        )}
        <div className="flex gap-4">
          <button
            type="button"
            className="underline disabled:opacity-60"
            disabled={busy || !item.available}
            aria-label={t('moveItemToCart', { name: item.name })}
            onClick={() =>
              moveToCart.mutate({
                saveForLaterId,
                itemId: item.itemId,
                productId: item.productId,
                qty: item.qty,
              })
            }
          >
            {t('moveToCart')}
          </button>
          <button
            type="button"
            className="underline disabled:opacity-60"
            disabled={busy}
            aria-label={t('removeSavedItem', { name: item.name })}
            onClick={() => remove.mutate({ saveForLaterId, itemId: item.itemId })}
          >
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
