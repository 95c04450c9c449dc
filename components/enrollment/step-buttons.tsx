'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';

/** The ways around a step's main action (which is a PendingButton). */
const secondaryButtonClass =
  'rounded-full border border-ink px-6 py-3 font-semibold disabled:opacity-60';

/** Returns to the step before; a plain button, so it never submits the step's form. */
export function BackButton(props: Omit<ComponentProps<'button'>, 'type' | 'children'>) {
  const t = useTranslations('Enrollment.flow');
  return (
    <button type="button" className="self-start text-sm font-semibold underline" {...props}>
      {t('back')}
    </button>
  );
}

/** Leaves an optional sub-step without saving anything. */
export function SkipButton(props: Omit<ComponentProps<'button'>, 'type' | 'children'>) {
  const t = useTranslations('Enrollment.flow');
  return (
    <button type="button" className={secondaryButtonClass} {...props}>
      {t('skip')}
    </button>
  );
}
