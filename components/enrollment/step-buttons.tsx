'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';

/** The flow's buttons share two looks: the step's main action, and the ways around it. */
export const primaryButtonClass =
  'rounded-full bg-ink px-6 py-3 font-semibold text-white disabled:opacity-60';
export const secondaryButtonClass =
  'rounded-full border border-ink px-6 py-3 font-semibold disabled:opacity-60';

/** A submit button that says it is busy while its call runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={primaryButtonClass}>
      {pending ? pendingLabel : label}
    </button>
  );
}

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
