'use client';

import { QuickShopDialog } from './quick-shop-dialog';
import { SizeChartDialog } from './size-chart-dialog';
import { StoreStockDialog } from './store-stock-dialog';

/** The product dialogs, mounted once per page so product cards and pages can open them. */
export function ProductDialogs() {
  return (
    <>
      <QuickShopDialog />
      <SizeChartDialog />
      <StoreStockDialog />
    </>
  );
}
