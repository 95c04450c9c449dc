'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { optionalConsentCategories, type ConsentChoice } from '@/lib/consent/consent';

/**
 * The per-category choice: required shown on and locked, the others as switches starting from
 * `initial`, saved together.
 */
export function ConsentChoices({
  initial,
  onSave,
}: {
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
}) {
  const t = useTranslations('Consent');
  const id = useId();
  const [choice, setChoice] = useState(initial);
  const categories = [
    { name: 'required', checked: true, locked: true },
    ...optionalConsentCategories.map((name) => ({ name, checked: choice[name], locked: false })),
  ] as const;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choice);
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('categoriesLegend')}</legend>
        {categories.map(({ name, checked, locked }) => (
          <div key={name} className="flex items-start gap-3">
            <input
              id={`${id}-${name}`}
              type="checkbox"
              role="switch"
              checked={checked}
              disabled={locked}
              aria-describedby={`${id}-${name}-description`}
              onChange={(event) => {
                if (name !== 'required') setChoice({ ...choice, [name]: event.target.checked });
              }}
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <div>
              <label htmlFor={`${id}-${name}`} className="font-semibold">
                {t(`categories.${name}.name`)}
                {locked && <span className="ml-2 text-sm font-normal">({t('alwaysOn')})</span>}
              </label>
              <p id={`${id}-${name}-description`} className="text-sm text-muted">
                {t(`categories.${name}.description`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" className="mt-4">
        {t('save')}
      </Button>
    </form>
  );
}
