import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The frame shared by reviews and questions on a product page: a heading with the button that
 * opens the writing dialog, then the list's loading or failure state, then the list.
 */
export function UserContentSection({
  headingId,
  title,
  actionLabel,
  onAction,
  list,
  loadingText,
  loadFailedText,
  children,
}: {
  headingId: string;
  title: string;
  actionLabel: string;
  onAction: () => void;
  list: { isPending: boolean; isError: boolean };
  loadingText: string;
  loadFailedText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="type-heading">
          {title}
        </h2>
        <Button onClick={onAction}>{actionLabel}</Button>
      </div>
      {list.isPending && <p role="status">{loadingText}</p>}
      {list.isError && <p role="alert">{loadFailedText}</p>}
      {children}
    </section>
  );
}
