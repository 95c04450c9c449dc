'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled checkbox (a consent, an opt-in) whose error is tied to it (aria-describedby). */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4 shrink-0 accent-ink"
          {...input}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="ml-6 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
