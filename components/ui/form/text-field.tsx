'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** Localized text; when set the input is marked invalid and described by it. */
  error?: string | undefined;
  /** Ids of further descriptions (rules, hints) the input should be described by. */
  describedBy?: string | undefined;
  /** Replaces the input's right-hand side, e.g. a show/hide button. */
  trailing?: ReactNode;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, describedBy, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const description = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={description || undefined}
          className={`w-full rounded-md border px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 ${trailing ? 'pr-12' : ''} ${error ? 'border-red-600' : 'border-neutral-400'}`}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
