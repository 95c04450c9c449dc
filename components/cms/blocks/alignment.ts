import type { Alignment } from '@/lib/contracts/cms/primitives';

/** A row's placement of its content for an editor's alignment (left when unset). */
export const rowAlignmentClass: Record<Alignment, string> = {
  left: 'justify-start text-left',
  center: 'justify-center text-center',
  right: 'justify-end text-right',
};
