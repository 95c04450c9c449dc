import type { ComponentProps } from 'react';
import { primaryButtonClass } from './button';

type PendingButtonProps = Omit<ComponentProps<'button'>, 'children' | 'disabled'> & {
  pending: boolean;
  label: string;
  pendingLabel: string;
};

/** A button that says it is busy, and cannot be pressed twice, while its call runs. */
export function PendingButton({
  pending,
  label,
  pendingLabel,
  type = 'submit',
  className = primaryButtonClass,
  ...props
}: PendingButtonProps) {
  return (
    <button {...props} type={type} disabled={pending} aria-busy={pending} className={className}>
      {pending ? pendingLabel : label}
    </button>
  );
}
