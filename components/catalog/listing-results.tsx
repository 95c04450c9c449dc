'use client';

import type { ReactNode } from 'react';
import { useListingNavigation } from './listing-navigation';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** The server-rendered results, or skeletons while the next state of the listing loads. */
export function ListingResults({ children }: { children: ReactNode }) {
  const { isPending } = useListingNavigation();
  return <div aria-busy={isPending}>{isPending ? <ProductGridSkeleton /> : children}</div>;
}
