'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LinePriceAdjustment } from '@/components/associate/line-price-adjustment';
import { CartItemImage } from '@/components/cart/cart-item-image';
import { CartItemPrice } from '@/components/cart/cart-item-price';
import { useMoney } from '@/components/cart/use-money';
import type { CartItem } from '@/lib/contracts/cart';
import type { Currency } from '@/lib/i18n/locales';
import { useMoveToSaveForLater, useRemoveCartItem, useUpdateCartItem } from '@/services/use-cart';
import { useDialogStore } from '@/stores/dialog-store';
import { DeliveryChoice } from './delivery-choice';
import { QuantityStepper } from './quantity-stepper';

const linkButton = 'text-sm underline disabled:opacity-60';

/**
 * One line of the bag. Errors about the line (its own, from the server, or a refused change)
 * are shown on the line (spec 000 section 8: item level).
 */
export function CartItemRow({
  item,
  currency,
  canSaveForLater,
}: {
  item: CartItem;
  currency: Currency;
  canSaveForLater: boolean;
}) {
  const t = useTranslations('Cart');
  const money = useMoney(currency);
  const openDialog = useDialogStore((state) => state.openDialog);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const save = useMoveToSaveForLater();
  const busy = update.isPending || remove.isPending || save.isPending;
  const failure = update.error ?? remove.error ?? save.error;
  const message = item.error?.message ?? failure?.message;

  // Only the newest failure is shown, so each action clears the others' errors first.
  const run = (action: () => void) => {
    update.reset();
    remove.reset();
    save.reset();
    action();
  };

  return (
    <li className="flex gap-4 py-4" aria-busy={busy}>
      <CartItemImage src={item.productImageURL} size={112} />
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap justify-between gap-2">
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">
              <Link href={item.pdpUrl} className="hover:underline">
                {item.name}
              </Link>
            </h3>
            <p className="text-sm text-muted">
              {t('variant', { color: item.color.label, size: item.size })}
            </p>
            {item.bonus && <p className="text-sm font-semibold text-sale">{t('bonus')}</p>}
            <CartItemPrice item={item} currency={currency} />
          </div>
          <p className="text-sm font-semibold">
            <span className="sr-only">{t('lineTotal')} </span>
            {money(item.price.priceAfterItemDiscount)}
          </p>
        </div>
        {message && (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
        {item.customerNotifications.map((note) => (
          <p key={note} className="text-sm text-muted">
            {note}
          </p>
        ))}
        {!item.bonus && (
          <QuantityStepper
            name={item.name}
            qty={item.qty}
            maxQty={item.maxQty}
            disabled={busy}
            onChange={(qty) =>
              run(() => void update.updateItem({ itemId: item.id, qty, stepped: true }))
            }
          />
        )}
        {!item.isDigitalProduct && (
          <DeliveryChoice
            item={item}
            disabled={busy}
            onChange={(shippingMethod) =>
              run(() => void update.updateItem({ itemId: item.id, shippingMethod }))
            }
          />
        )}
        {item.giftOption && <p className="text-sm">{t('giftFor', { to: item.giftOption.to })}</p>}
        <LinePriceAdjustment item={item} currency={currency} />
        {!item.bonus && (
          <div className="flex flex-wrap gap-4">
            <button
              type="button"
              className={linkButton}
              disabled={busy}
              aria-label={t('removeItem', { name: item.name })}
              onClick={() => run(() => remove.mutate({ itemId: item.id }))}
            >
              {t('remove')}
            </button>
            {canSaveForLater && (
              <button
                type="button"
                className={linkButton}
                disabled={busy}
                aria-label={t('saveItemForLater', { name: item.name })}
                onClick={() => run(() => save.mutate({ itemId: item.id }))}
              >
                {t('saveForLater')}
              </button>
            )}
            <button
              type="button"
              className={linkButton}
              disabled={busy}
              aria-label={t(item.giftOption ? 'editGiftFor' : 'addGiftFor', { name: item.name })}
              onClick={() =>
                openDialog('addGiftOption', {
                  itemId: item.id,
                  name: item.name,
                  giftOption: item.giftOption,
                })
              }
            >
              {t(item.giftOption ? 'editGift' : 'addGift')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
