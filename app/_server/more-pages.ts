import { morePageNumbers, withPage, type ListingState } from '@/lib/catalog/listing-state';
import type { ProductTile } from '@/lib/contracts/products';

/**
 * The products of the pages "Load more" had added below the listing's page (`more` in the
 * URL), read as the browser read them, so a reload or a Back shows every card again.
 */
export async function morePagesOf(
  state: ListingState,
  more: number,
  pageCount: number,
  read: (state: ListingState) => Promise<{ products: ProductTile[] } | null>,
): Promise<{ products: ProductTile[]; pages: number }> {
  const pages = morePageNumbers(state.page, more, pageCount);
  const replies = await Promise.all(pages.map((page) => read(withPage(state, page))));
  return {
    products: replies.flatMap((reply) => reply?.products ?? []),
    pages: pages.length,
  };
}
