'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  /** Localized text; when set the select is marked invalid and described by it. */
  error?: string | undefined;
}

/** A labelled native select whose error is tied to it (aria-invalid, aria-describedby). */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 focus-visible:ring-2 focus-visible:ring-neutral-900 ${error ? 'border-red-600' : 'border-neutral-400'}`}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
