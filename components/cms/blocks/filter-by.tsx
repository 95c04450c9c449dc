import type { ReactNode } from 'react';
import type { CanvasComponent } from '@/lib/contracts/content';
import { FilterByGate } from './filter-by-gate';

type FilterByBlock = Extract<CanvasComponent, { type: 'filter-by' }>;

/** A filter-by block: its components (rendered by the canvas) shown only where its rule holds. */
export function FilterBy({ block, children }: { block: FilterByBlock; children: ReactNode }) {
  const { variant, filterBy, operator } = block;
  return <FilterByGate rule={{ variant, filterBy, operator }}>{children}</FilterByGate>;
}
