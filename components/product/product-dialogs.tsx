'use client';

import { QuickShopDialog } from './quick-shop-dialog';
import { SizeChartDialog } from './size-chart-dialog';
import { StoreStockDialog } from './store-stock-dialog';

/**
 * The product dialogs together, for tests that open them from a card or page; the locale
 * layout loads each on its first opening instead (app/[locale]/_components/layout-dialogs.tsx).
 */
export function ProductDialogs() {
  return (
    <>
      <QuickShopDialog />
      <SizeChartDialog />
      <StoreStockDialog />
    </>
  );
}
