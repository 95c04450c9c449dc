'use client';

import { useState, type ReactNode } from 'react';
import { useDialogStore, type DialogId } from '@/stores/dialog-store';

/**
 * Renders `children` from the moment one of `ids` is first opened, and keeps them mounted
 * afterwards (exit transitions, kept form state). Paired with next/dynamic, a dialog's code
 * then loads when the shopper first opens it instead of with every page.
 */
export function AfterDialogOpened({ ids, children }: { ids: DialogId[]; children: ReactNode }) {
  const opened = useDialogStore((state) => state.stack.some((entry) => ids.includes(entry.id)));
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);
  return mounted ? children : null;
}
