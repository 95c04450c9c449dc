import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { storesPath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import { UseMyLocation } from './use-my-location';

/**
 * A GET form, so a search is a shareable address and works before (or without) JavaScript;
 * only "Use my location" needs the browser.
 */
export async function StoreSearchForm({ locale, text }: { locale: Locale; text: string }) {
  const t = await getTranslations('Stores');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Form action={storesPath(locale)} role="search" className="flex flex-1 items-end gap-2">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('searchLabel')}
          <input
            name="q"
            type="search"
            defaultValue={text}
            autoComplete="postal-code"
            minLength={2}
            maxLength={60}
            className="rounded-md border border-neutral-400 px-3 py-2"
          />
        </label>
        <button type="submit" className="rounded-full bg-ink px-5 py-2 font-semibold text-white">
          {t('search')}
        </button>
      </Form>
      <UseMyLocation />
    </div>
  );
}
