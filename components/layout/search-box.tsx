'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { pageTypeOf } from '@/lib/routes/page-type';
import { useAutoSuggest } from '@/services/use-auto-suggest';
import {
  searchHref,
  suggestionOptions,
  type SuggestionGroup,
  type SuggestionOption,
} from './search-suggestions';
import { useDebouncedValue } from './use-debounced-value';

const SUGGEST_DELAY_MS = 200;
const groupOrder: SuggestionGroup[] = ['popular', 'categories', 'products'];

/**
 * The header search: a WAI-ARIA combobox (list autocomplete) offering popular searches,
 * categories and products as the shopper types. Arrow keys move through the suggestions,
 * Enter opens one (or searches for the text), Escape closes the list, then clears the text.
 * It is a plain GET form underneath, so it works before hydration and without JavaScript.
 * Hidden during checkout, where leaving the flow by accident costs a sale.
 */
export function SearchBox({ locale, className = '' }: { locale: Locale; className?: string }) {
  const t = useTranslations('Header');
  const ts = useTranslations('Search');
  const pathname = usePathname();
  const router = useRouter();
  const baseId = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(value.trim(), SUGGEST_DELAY_MS);
  const { data } = useAutoSuggest(term, open);
  const options = useMemo(() => suggestionOptions(locale, data), [locale, data]);
  const pageType = pageTypeOf(pathname);
  if (pageType === 'checkout' || pageType === 'orderConfirmation') return null;

  const listboxId = `${baseId}-suggestions`;
  const optionId = (option: SuggestionOption) => `${baseId}-${option.id}`;
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    router.push(href);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    setActive((current) =>
      current < 0 && step < 0
        ? options.length - 1
        : (current + step + options.length) % options.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setValue('');
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query) go(searchHref(locale, query));
  };

  return (
    <form
      role="search"
      action={`/${locale}/search`}
      method="get"
      onSubmit={onSubmit}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        {t('search')}
      </label>
      <input
        id={`${baseId}-input`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        placeholder={t('searchPlaceholder')}
        maxLength={100}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-line bg-neutral-50 px-4 py-2 text-sm sm:w-48 lg:w-64"
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={ts('suggestions')}
        hidden={!expanded}
        className="absolute right-0 z-40 mt-2 max-h-[70vh] w-full overflow-y-auto rounded border border-line bg-white py-2 shadow-lg sm:w-80"
      >
        {groupOrder.map((group) => {
          const members = options.filter((option) => option.group === group);
          if (members.length === 0) return null;
          const labelId = `${baseId}-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={labelId}>
              <div
                id={labelId}
                className="px-4 pb-1 pt-2 text-xs font-semibold uppercase text-muted"
              >
                {ts(group === 'popular' ? 'popular' : group)}
              </div>
              {members.map((option) => (
                <div
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  aria-selected={option === activeOption}
                  // Keeps focus in the input, so the list is not closed by the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.href)}
                  className="cursor-pointer px-4 py-2 text-sm aria-selected:bg-neutral-100 hover:bg-neutral-50"
                >
                  {option.label}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <div aria-live="polite" className="sr-only">
        {open && term ? ts('available', { count: options.length }) : ''}
      </div>
    </form>
  );
}
