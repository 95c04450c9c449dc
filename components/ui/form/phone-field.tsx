'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState, type Ref } from 'react';
import { countries } from '@/lib/countries';
import { countryNameIn } from '@/lib/i18n/country-name';
import { toLanguageTag, type Locale, type Region } from '@/lib/i18n/locales';
import { digitsOnly } from '@/lib/phone/digits';
import { applyMask, phoneMaskFor } from '@/lib/phone/mask';
import { useHydrated } from '../use-hydrated';

export interface PhoneFieldProps {
  label: string;
  /** The store's country, picked first in the dial-code select. */
  defaultCountry: string;
  region: Region;
  /** The number as shown, mask included. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onDialCodeChange: (dialCode: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  codeError?: string | undefined;
}

/**
 * A dial-code select and a number laid into that country's mask as it is typed (spec 001
 * section 5, 002 section 5). The select lists countries, not codes, because several share one.
 */
export function PhoneField({
  label,
  defaultCountry,
  region,
  value,
  onChange,
  onBlur,
  onDialCodeChange,
  inputRef,
  error,
  codeError,
}: PhoneFieldProps) {
  const t = useTranslations('SignUp');
  const locale = useLocale() as Locale;
  const id = useId();
  const [country, setCountry] = useState(defaultCountry);
  // Node's and the browser's Intl name countries differently, so the server's render and
  // hydration use the catalogue's names; the shopper's language follows once hydrated.
  const hydrated = useHydrated();
  const options = useMemo(() => countryOptions(hydrated ? locale : null), [locale, hydrated]);
  const dialCode = countries.find((entry) => entry.code === country)?.dialCode ?? '';

  const masked = (text: string, code: string) => {
    const digits = digitsOnly(text);
    return applyMask(digits, phoneMaskFor(code, region, digits.length));
  };

  const changeCountry = (code: string) => {
    setCountry(code);
    const nextDialCode = countries.find((entry) => entry.code === code)?.dialCode ?? '';
    onDialCodeChange(nextDialCode);
    // The digits stay; only their layout follows the new country's mask.
    if (value) onChange(masked(value, nextDialCode));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const codeErrorId = `${id}-code-error`;

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex gap-2">
        <div className="flex w-40 flex-col gap-1">
          <label htmlFor={`${id}-code`} className="text-xs text-muted">
            {t('phoneCode')}
          </label>
          <select
            id={`${id}-code`}
            value={country}
            onChange={(event) => changeCountry(event.target.value)}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? codeErrorId : undefined}
            autoComplete="tel-country-code"
            className="w-full rounded-md border border-neutral-400 bg-white px-2 py-2"
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {t('phoneCodeOption', { country: option.name, dialCode: option.dialCode })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-number`} className="text-xs text-muted">
            {t('phoneNumber')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={value}
            onChange={(event) => onChange(masked(event.target.value, dialCode))}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            className={`w-full rounded-md border px-3 py-2 ${error ? 'border-red-600' : 'border-neutral-400'}`}
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t('phoneHint', { mask: phoneMaskFor(dialCode, region) })}
      </p>
      {codeError ? (
        <p id={codeErrorId} className="text-sm text-red-700">
          {codeError}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function countryOptions(locale: Locale | null) {
  return countries
    .map((country) => ({
      ...country,
      name: locale ? countryNameIn(locale, country.code, country.name) : country.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale ? toLanguageTag(locale) : 'en'));
}
