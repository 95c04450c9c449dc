'use client';

import { useId, useState, type ReactNode } from 'react';

/** The info button that shows or hides the bar's details; a native button, so keys work. */
export function BenefitBarInfo({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="inline-flex h-6 w-6 items-center justify-center rounded-full border border-current text-xs font-bold"
      >
        <span aria-hidden>i</span>
        <span className="sr-only">{label}</span>
      </button>
      <span id={detailsId} hidden={!open} className="basis-full">
        {children}
      </span>
    </>
  );
}
