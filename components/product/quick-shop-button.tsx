'use client';

import { useTranslations } from 'next-intl';
import { useDialogStore } from '@/stores/dialog-store';

/** Opens the quick shop for a product card; sits above the card's full-size link. */
export function QuickShopButton({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  const t = useTranslations('QuickShop');
  const openDialog = useDialogStore((state) => state.openDialog);
  return (
    <button
      type="button"
      onClick={() => openDialog('quickShop', { productId })}
      aria-label={t('openFor', { name: productName })}
      className="relative z-10 w-fit rounded-full border border-ink bg-white px-3 py-1 text-xs font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      {t('open')}
    </button>
  );
}
