'use client';

import { useTranslations } from 'next-intl';
import { useState, type RefObject } from 'react';
import type { StoreSearchOrigin } from '@/services/use-pickup-stores';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Where to look: a postal code or city the shopper types, or the browser's position (asked
 * only on the button's click, and confirmed before it is used).
 */
export function StoreSearchForm({
  inputRef,
  onSearch,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onSearch: (origin: StoreSearchOrigin, place: string) => void;
}) {
  const t = useTranslations('PickupInStore');
  const openDialog = useDialogStore((state) => state.openDialog);
  const [draft, setDraft] = useState('');
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setLocating(true);
    setLocationFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const place = t('yourLocation');
        openDialog('locationConfirmation', {
          place,
          onConfirm: () =>
            onSearch({ latitude: coords.latitude, longitude: coords.longitude }, place),
          onDecline: () => inputRef.current?.focus(),
        });
      },
      () => {
        setLocating(false);
        setLocationFailed(true);
      },
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const query = draft.trim();
          if (query.length >= 2) onSearch({ query }, query);
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('searchLabel')}
          <input
            ref={inputRef}
            value={draft}
            minLength={2}
            maxLength={60}
            autoComplete="postal-code"
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-md border border-neutral-400 px-3 py-2"
          />
        </label>
        <button type="submit" className="rounded-full border border-ink px-4 py-2 font-semibold">
          {t('search')}
        </button>
      </form>
      {canLocate && (
        <button
          type="button"
          className="self-start text-sm font-medium underline underline-offset-4 disabled:opacity-60"
          disabled={locating}
          onClick={locate}
        >
          {locating ? t('locating') : t('useMyLocation')}
        </button>
      )}
      {locationFailed && (
        <p role="alert" className="text-sm text-red-700">
          {t('locationUnavailable')}
        </p>
      )}
    </div>
  );
}
