'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { ApproachingPromotions } from '@/components/cart/approaching-promotions';
import { BagUnavailable } from '@/components/cart/bag-unavailable';
import { CouponForm } from '@/components/cart/coupon-form';
import { OrderSummary } from '@/components/cart/order-summary';
import { PromoCallouts } from '@/components/cart/promo-callouts';
import { useCartFlashes } from '@/components/cart/use-cart-flashes';
import { LazyApplePayButton } from '@/components/checkout/express/lazy-apple-pay-button';
import { AfterDialogOpened } from '@/components/ui/after-dialog-opened';
import { primaryButtonClass } from '@/components/ui/button';
import { useCart } from '@/services/use-cart';
import { useAuthStore } from '@/stores/auth-store';
import { useCartHydrated, useCartStore } from '@/stores/cart-store';
import { CartItemRow } from './cart-item-row';
import { EmptyCart } from './empty-cart';
import { SavedForLater } from './saved-for-later';
import { ShipmentServices } from './shipment-services';

// Each dialog's code (the gift form and its validation) loads when it is first opened.
const GiftOptionDialog = dynamic(
  () => import('./gift-option-dialog').then((m) => m.GiftOptionDialog),
  { ssr: false },
);
const ShippingMethodDialog = dynamic(
  () => import('./shipping-method-dialog').then((m) => m.ShippingMethodDialog),
  { ssr: false },
);

/** The bag page: lines, saved items, promotions, coupon entry and the order summary. */
export function CartView() {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const { cart, isLoading, isError, refetch } = useCart();
  const hydrated = useCartHydrated();
  const lost = useCartStore((state) => state.lost);
  // Spec 000 section 6: saved for later is disabled for the connected employee.
  const canSaveForLater = !useAuthStore((state) => state.isEmployee);
  useCartFlashes(cart);

  if (!hydrated || isLoading) {
    return (
      <p role="status" className="py-8 text-muted">
        {t('loading')}
      </p>
    );
  }

  const saved = canSaveForLater && cart?.saveForLater ? cart.saveForLater : null;
  const hasItems = cart !== null && cart.items.length > 0;
  // An unreadable or unreachable bag is never shown as an empty one.
  const unavailable = isError && !cart ? 'failed' : lost && !hasItems ? 'lost' : null;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="type-title">{t('title')}</h1>
      {unavailable && <BagUnavailable reason={unavailable} onRetry={() => void refetch()} />}
      {!hasItems && !unavailable && <EmptyCart />}
      {hasItems && (
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-6">
            <p className="text-sm text-muted">{t('itemCount', { count: cart.totalItems })}</p>
            <ApproachingPromotions promotions={cart.approachingPromotions} />
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="sr-only">
                {t('itemsTitle')}
              </h2>
              <ul className="flex flex-col divide-y divide-line border-y border-line">
                {cart.items.map((item) => (
                  <CartItemRow
                    key={item.id}
                    item={item}
                    currency={cart.currency}
                    canSaveForLater={canSaveForLater}
                  />
                ))}
              </ul>
            </section>
          </div>
          <aside className="flex flex-col gap-6 rounded-lg bg-neutral-50 p-4">
            <OrderSummary summary={cart.summary} />
            <PromoCallouts promotions={cart.promoSummary} />
            <ShipmentServices cart={cart} />
            <CouponForm couponItems={cart.couponItems} />
            <Link href={`/${locale}/checkout`} className={`${primaryButtonClass} text-center`}>
              {t('checkout')}
            </Link>
            <LazyApplePayButton cart={cart} />
          </aside>
        </div>
      )}
      {saved && <SavedForLater saveForLaterId={saved.saveForLaterId} items={saved.items} />}
      <AfterDialogOpened ids={['addGiftOption']}>
        <GiftOptionDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['changeShippingMethod']}>
        <ShippingMethodDialog />
      </AfterDialogOpened>
    </div>
  );
}
