'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/services/use-cart';
import { useDetachCustomer, useSetHandOver } from '@/services/use-till-sale';
import { useDialogStore } from '@/stores/dialog-store';

const bannerButton =
  'rounded-full border border-white px-3 py-1 font-semibold hover:bg-white hover:text-ink disabled:opacity-60';

/**
 * Who the session sells to, in the banner (a found customer, or a guest sale), and whether the
 * customer takes the items now.
 */
export function TillCustomerControls() {
  const t = useTranslations('Associate.customer');
  const { cart } = useCart();
  const openDialog = useDialogStore((state) => state.openDialog);
  const detach = useDetachCustomer();
  const handOver = useSetHandOver();
  // A customer is attached to a bag: the associate adds something first.
  if (!cart) return null;
  const customer = cart.tillSale.customer;

  return (
    <>
      <p>{customer ? t('sellingTo', { name: customer.name }) : t('guestSale')}</p>
      <button type="button" className={bannerButton} onClick={() => openDialog('tillCustomer')}>
        {customer ? t('change') : t('find')}
      </button>
      {customer && (
        <button
          type="button"
          className={bannerButton}
          disabled={detach.isPending}
          onClick={() => detach.mutate()}
        >
          {t('detach')}
        </button>
      )}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={cart.tillSale.handOverInStore}
          disabled={handOver.isPending}
          onChange={(event) => handOver.mutate({ handOverInStore: event.target.checked })}
        />
        {t('handOver')}
      </label>
    </>
  );
}
