import type { ComponentProps } from 'react';

/** The main action's look, shared by forms and dialogs; links that act as buttons use it too. */
export const primaryButtonClass =
  'rounded-full bg-ink px-6 py-3 font-semibold text-white disabled:opacity-60';

export type ButtonProps = ComponentProps<'button'>;

/**
 * The main action of a form, dialog or section. `type` defaults to "button" so that a button
 * inside a form submits only when it says so; `className` adds to the look (width, alignment).
 */
export function Button({ type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={className ? `${primaryButtonClass} ${className}` : primaryButtonClass}
    />
  );
}
