'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/**
 * On small screens the links sit behind a button that says whether they are shown; from the
 * md breakpoint they are always shown and the button is gone. Following a link closes them.
 */
export function SecondaryNavigationDisclosure({
  label,
  controls,
  children,
}: {
  label: string;
  /** The id of the list the button shows and hides. */
  controls: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={controls}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex w-full items-center justify-between py-3 font-semibold focus-visible:outline-2 focus-visible:outline-ink md:hidden"
      >
        {label}
        <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <div className={open ? 'block' : 'hidden md:block'}>{children}</div>
    </>
  );
}
