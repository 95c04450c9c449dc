'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import type { Locale } from '@/lib/i18n/locales';
import { sharedFavoritesPath } from '@/lib/routes';
import { useFavoriteShare } from '@/services/use-favorite-share';

const buttonClass =
  'rounded-full border border-ink px-4 py-2 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60';

/**
 * Share the list: create a link, copy it, revoke it. The token is shown only in the reply that
 * made it (the server keeps its hash), so a live link from an earlier visit offers a new one.
 */
export function SharePanel({ favoriteId }: { favoriteId: string }) {
  const t = useTranslations('Favorites');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const headingId = useId();
  const linkId = useId();
  const { status, create, revoke } = useFavoriteShare(favoriteId);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const share = status.data;
  const token = share?.shared ? share.token : undefined;
  const link = token ? `${window.location.origin}${sharedFavoritesPath(locale, token)}` : null;
  const busy = create.isPending || revoke.isPending;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded border border-line p-4"
    >
      <h2 id={headingId} className="type-subheading">
        {t('shareTitle')}
      </h2>
      <p className="text-sm">{t('shareIntro')}</p>
      {link && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={linkId} className="text-sm font-medium">
              {t('linkLabel')}
            </label>
            <input
              id={linkId}
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className="rounded border border-line px-3 py-2 text-sm"
            />
          </div>
          <button type="button" onClick={() => copy(link)} className={buttonClass}>
            {t('copy')}
          </button>
        </div>
      )}
      {share?.shared && !link && share.createdAt && (
        <p className="text-sm">
          {t('sharedSince', {
            date: format.dateTime(new Date(share.createdAt), { dateStyle: 'medium' }),
          })}
        </p>
      )}
      <p role="status" className="text-sm">
        {copied === 'yes' && t('copied')}
        {copied === 'failed' && t('copyFailed')}
        {revoke.isSuccess && !share?.shared && t('revoked')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy || status.isPending}
          onClick={() => {
            setCopied(null);
            create.mutate();
          }}
          className={buttonClass}
        >
          {share?.shared ? t('newLink') : t('createLink')}
        </button>
        {share?.shared && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setCopied(null);
              revoke.mutate();
            }}
            className={buttonClass}
          >
            {t('revoke')}
          </button>
        )}
      </div>
      {(create.error ?? revoke.error ?? status.error) && (
        <ApiErrorAlert error={create.error ?? revoke.error ?? status.error} />
      )}
    </section>
  );
}
