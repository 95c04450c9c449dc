'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { popupClickEvent } from '@/lib/analytics/popup-events';
import type { PopupsCanvas } from '@/lib/contracts/canvas-documents';

type Popup = PopupsCanvas['popups'][number];

// The form's code loads when a newsletter pop-up opens.
const NewsletterForm = dynamic(
  () => import('@/components/newsletter/newsletter-form').then((module) => module.NewsletterForm),
  { ssr: false },
);

const logoHeight = { small: 'h-6', medium: 'h-8', large: 'h-12' } as const;

/** A pop-up, minimised (its title and a close button) or open. */
export function PopupView({
  popup,
  expanded,
  onExpand,
  onMinimise,
  onDismiss,
}: {
  popup: Popup;
  expanded: boolean;
  onExpand: () => void;
  onMinimise: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations('Popup');
  const panelId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus moves only when the shopper asked: opening by itself leaves it where it is.
  const [moveFocus, setMoveFocus] = useState<'panel' | 'opener' | null>(null);
  useEffect(() => {
    if (moveFocus === 'panel') heading.current?.focus();
    if (moveFocus === 'opener') opener.current?.focus();
  }, [moveFocus, expanded]);

  const dismiss = (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={t('dismiss', { title: popup.maximizedTitle })}
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
    >
      <CloseIcon className="h-5 w-5" />
    </button>
  );

  if (!expanded) {
    return (
      <div className="fixed bottom-4 left-4 z-40 flex items-center gap-1 rounded-full border border-line bg-white py-1 pl-4 pr-1 shadow-lg">
        <button
          ref={opener}
          type="button"
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => {
            setMoveFocus('panel');
            onExpand();
          }}
          className="text-sm font-semibold underline-offset-4 hover:underline"
        >
          {popup.minimizedTitle}
        </button>
        {dismiss}
      </div>
    );
  }

  return (
    <section
      id={panelId}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setMoveFocus('opener');
        onMinimise();
      }}
      className="fixed inset-x-4 bottom-4 z-40 flex max-h-[80vh] flex-col gap-3 overflow-y-auto rounded-lg border border-line bg-white p-5 shadow-xl sm:left-4 sm:right-auto sm:w-96"
    >
      <div className="flex items-start gap-2">
        {popup.logo && (
          // eslint-disable-next-line @next/next/no-img-element -- an editor's logo of any size
          <img
            src={popup.logo}
            alt=""
            className={`${logoHeight[popup.logoSize ?? 'medium']} w-auto`}
          />
        )}
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="flex-1 type-subheading outline-none"
        >
          {popup.maximizedTitle}
        </h2>
        <button
          type="button"
          aria-expanded
          aria-controls={panelId}
          onClick={() => {
            setMoveFocus('opener');
            onMinimise();
          }}
          className="rounded-full px-3 py-2 text-sm font-semibold hover:bg-neutral-100"
        >
          {t('minimise')}
        </button>
        {dismiss}
      </div>
      <p>{popup.title}</p>
      {popup.kind === 'newsletter' ? (
        <NewsletterForm source="popup" labelledBy={headingId} />
      ) : (
        <div className="flex flex-wrap gap-3">
          {popup.targets.map((target) => (
            <Link
              key={target.id}
              href={target.url}
              onClick={() => pushDataLayer(popupClickEvent(popup.id, target.id))}
              className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white"
            >
              {target.text}
            </Link>
          ))}
        </div>
      )}
      {popup.disclaimer && <p className="text-xs text-muted">{popup.disclaimer}</p>}
    </section>
  );
}
