'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * One step of the enrollment flow under its own heading. The heading takes focus when the step
 * appears, so a keyboard or screen-reader user hears where the flow went instead of being left
 * on a button that no longer exists.
 */
export function StepSection({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="type-heading outline-none focus-visible:underline"
      >
        {title}
      </h3>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
