'use client';

import { useDialogStore } from '@/stores/dialog-store';

/** Opens the collection point dialog for bag lines; the chosen point becomes theirs. */
export function useChooseCollectionPoint(): (itemIds: string[]) => void {
  const openDialog = useDialogStore((state) => state.openDialog);
  return (itemIds) => openDialog('collectionPoint', { itemIds });
}
