'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  /** Localized text; when set the text area is marked invalid and described by it. */
  error?: string | undefined;
  /** Shown under the text area and describing it, e.g. a character count. */
  hint?: ReactNode;
}

/**
 * A labelled text area whose error is tied to it (aria-invalid, aria-describedby). The error
 * is announced, since it may come from the server after submitting.
 */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const description = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        className={`rounded-md border px-3 py-2 ${error ? 'border-red-600' : 'border-neutral-400'}`}
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
