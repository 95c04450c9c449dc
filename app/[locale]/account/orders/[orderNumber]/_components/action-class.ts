/** The look of an order's secondary actions (buttons and links alike). */
export const actionClass =
  'inline-flex items-center rounded-full border border-ink px-5 py-2 font-semibold hover:bg-neutral-100 disabled:opacity-60';
