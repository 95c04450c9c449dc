'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  cookieSettingsPath,
  type ConsentChoice,
} from '@/lib/consent/consent';
import { consentStore } from '@/lib/consent/consent-store';
import { ConsentChoices } from './consent-choices';

const choiceButtonClass =
  'rounded-full border-2 border-ink px-5 py-2 font-semibold hover:bg-ink hover:text-white';

/**
 * Asks an EMEA shopper for consent (spec 000 section 6). It sits over the bottom of the page, so
 * nothing moves when it appears, and takes focus so keyboard and screen reader users meet it
 * first; accepting and rejecting are equally easy. After the choice, focus goes back where it was.
 */
export function ConsentBanner() {
  const t = useTranslations('Consent');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const choicesId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    returnFocusTo.current = document.activeElement;
    heading.current?.focus({ preventScroll: true });
  }, []);

  const choose = (choice: ConsentChoice) => {
    const previous = returnFocusTo.current;
    consentStore.choose(choice);
    if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
      previous.focus({ preventScroll: true });
    }
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t-2 border-ink bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.15)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4 sm:p-6">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="type-subheading outline-none">
          {t('title')}
        </h2>
        <p id={textId} className="max-w-3xl text-sm">
          {t('text')}{' '}
          <Link href={cookieSettingsPath(locale)} className="font-semibold underline">
            {t('settingsLink')}
          </Link>
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={choiceButtonClass} onClick={() => choose(ALL_ACCEPTED)}>
            {t('acceptAll')}
          </button>
          <button type="button" className={choiceButtonClass} onClick={() => choose(ALL_REJECTED)}>
            {t('rejectAll')}
          </button>
          <button
            type="button"
            aria-expanded={choosing}
            aria-controls={choicesId}
            className={choiceButtonClass}
            onClick={() => setChoosing(!choosing)}
          >
            {t('choose')}
          </button>
        </div>
        <div id={choicesId} hidden={!choosing}>
          {choosing && <ConsentChoices initial={ALL_REJECTED} onSave={choose} />}
        </div>
      </div>
    </section>
  );
}
