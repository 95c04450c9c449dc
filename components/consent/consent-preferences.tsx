'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  consentGranted,
  optionalConsentCategories,
  type ConsentChoice,
  type ConsentContext,
} from '@/lib/consent/consent';
import { consentStore } from '@/lib/consent/consent-store';
import { ConsentChoices } from './consent-choices';
import { useConsent } from './use-consent';

/** What applies now: the stored choice, else the region's default (assumed outside EMEA). */
const effectiveChoice = (consent: ConsentContext): ConsentChoice =>
  Object.fromEntries(
    optionalConsentCategories.map((category) => [category, consentGranted(consent, category)]),
  ) as ConsentChoice;

/**
 * The preferences page's form, for every region: the choice that applies now, changed or
 * withdrawn per category or all at once. Shown once the page has read the cookie.
 */
export function ConsentPreferences() {
  const t = useTranslations('Consent');
  const consent = useConsent();
  // Bumped on each save so the switches start again from what was saved.
  const [saves, setSaves] = useState(0);

  if (!consent) return <div className="min-h-80" />;
  const save = (choice: ConsentChoice) => {
    consentStore.choose(choice);
    setSaves(saves + 1);
  };
  return (
    <div className="flex flex-col gap-6">
      <ConsentChoices key={saves} initial={effectiveChoice(consent)} onSave={save} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="rounded-full border-2 border-ink px-5 py-2 font-semibold"
          onClick={() => save(ALL_ACCEPTED)}
        >
          {t('acceptAll')}
        </button>
        <button
          type="button"
          className="rounded-full border-2 border-ink px-5 py-2 font-semibold"
          onClick={() => save(ALL_REJECTED)}
        >
          {t('rejectAll')}
        </button>
      </div>
      <p role="status" className="min-h-6 font-semibold">
        {saves > 0 ? t('saved') : ''}
      </p>
    </div>
  );
}
