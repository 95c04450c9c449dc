'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { pointQuery } from '@/lib/stores/locator-query';

type Problem = 'denied' | 'unavailable' | null;

/**
 * Asks the browser for the shopper's position only when they click, then searches near it
 * (`?lat=&lng=`). A refusal or a missing position says so and leaves the text search.
 */
export function UseMyLocation() {
  const t = useTranslations('Stores');
  const router = useRouter();
  const pathname = usePathname();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        router.push(`${pathname}?${pointQuery(coords.latitude, coords.longitude)}`);
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={locate}
        disabled={locating}
        className="rounded-full border border-ink px-5 py-2 font-semibold disabled:opacity-60"
      >
        {locating ? t('locating') : t('useLocation')}
      </button>
      <p aria-live="polite" className="text-sm text-red-700">
        {problem === 'denied' && t('locationDenied')}
        {problem === 'unavailable' && t('locationUnavailable')}
      </p>
    </div>
  );
}
