import type { Alignment } from '@/lib/contracts/cms/primitives';

/** A collection's heading row: title and text link side by side, or stacked when centred. */
export const headerAlignClass: Record<Alignment, string> = {
  left: 'flex-row items-baseline justify-between',
  center: 'flex-col items-center text-center',
  right: 'flex-row-reverse items-baseline justify-between text-right',
};

/** The words on a card. */
export const textAlignClass: Record<Alignment, string> = {
  left: 'items-start text-left',
  center: 'items-center text-center',
  right: 'items-end text-right',
};
