'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { AfterDialogOpened } from '@/components/ui/after-dialog-opened';
import type { AgentSession } from '@/lib/contracts/auth';
import { TillCustomerControls } from './till-customer-controls';
import { useEndBuyInStoreSession } from './use-end-buy-in-store-session';

// The till's dialogs load when the associate first opens them.
const PriceAdjustmentDialog = dynamic(
  () => import('./price-adjustment-dialog').then((m) => m.PriceAdjustmentDialog),
  { ssr: false },
);
const TillCustomerDialog = dynamic(
  () => import('./till-customer-dialog').then((m) => m.TillCustomerDialog),
  { ssr: false },
);

/**
 * Tells the associate, on every page, that they are selling for a store, with the sale's
 * customer and the way to end the session; the till's dialogs hang off it.
 */
export function BuyInStoreSessionBar({ session }: { session: AgentSession }) {
  const t = useTranslations('Associate.banner');
  const { endSession, ending } = useEndBuyInStoreSession();

  return (
    <section
      aria-label={t('label')}
      className="flex flex-wrap items-center justify-center gap-3 bg-ink px-4 py-2 text-sm text-white"
    >
      <p>{t('text', { store: session.storeName, employee: session.storeEmployeeName })}</p>
      <TillCustomerControls />
      <button
        type="button"
        onClick={endSession}
        disabled={ending}
        className="rounded-full border border-white px-3 py-1 font-semibold hover:bg-white hover:text-ink disabled:opacity-60"
      >
        {t('end')}
      </button>
      <AfterDialogOpened ids={['priceAdjustment']}>
        <PriceAdjustmentDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['tillCustomer']}>
        <TillCustomerDialog />
      </AfterDialogOpened>
    </section>
  );
}
