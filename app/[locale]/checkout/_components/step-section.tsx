'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepSectionProps {
  number: number;
  title: string;
  active: boolean;
  completed: boolean;
  /** True once the shopper has moved between steps: only then does focus follow the step. */
  moveFocus: boolean;
  /** What a finished step shows while another one is open. */
  recap?: ReactNode;
  onEdit?: () => void;
  children: ReactNode;
}

/**
 * One checkout step. The open step's heading takes focus when the shopper arrives at it, so a
 * screen reader announces where they are and reading starts at the step's first field.
 */
export function StepSection({
  number,
  title,
  active,
  completed,
  moveFocus,
  recap,
  onEdit,
  children,
}: StepSectionProps) {
  const t = useTranslations('Checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (active && moveFocus) heading.current?.focus();
  }, [active, moveFocus]);
  const headingId = `checkout-step-${number}`;

  return (
    <section
      aria-labelledby={headingId}
      aria-current={active ? 'step' : undefined}
      className={`rounded-lg border p-4 sm:p-6 ${active ? 'border-neutral-900' : 'border-neutral-200'}`}
    >
      <div className="flex items-center justify-between gap-4">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="type-subheading outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
        >
          <span className="sr-only">{t('stepOf', { number, total: 3 })} </span>
          {title}
        </h2>
        {completed && !active && onEdit ? (
          <button
            type="button"
            onClick={onEdit}
            aria-label={t('editStep', { step: title })}
            className="text-sm underline"
          >
            {t('edit')}
          </button>
        ) : null}
      </div>
      {active ? <div className="mt-4">{children}</div> : null}
      {!active && completed && recap ? <div className="mt-2 text-sm">{recap}</div> : null}
    </section>
  );
}
