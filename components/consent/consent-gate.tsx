'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { isTagManagerLoaded, loadTagManager } from '@/lib/analytics/tag-manager';
import {
  consentGranted,
  consentRequired,
  cookieSettingsPath,
  isPreviewLocation,
} from '@/lib/consent/consent';
import { consentStore } from '@/lib/consent/consent-store';
import type { Region } from '@/lib/i18n/locales';
import { useConsent } from './use-consent';

// Most visitors never need the banner (they chose, or are outside EMEA): its code loads only
// for those who must choose.
const ConsentBanner = dynamic(() => import('./consent-banner').then((m) => m.ConsentBanner), {
  ssr: false,
});

/**
 * Reads the visitor's consent once the page runs (pages are shared renders that never read the
 * cookie), asks for a choice where one is needed, and loads the tag manager only with
 * performance and analytics consent and a configured container.
 */
export function ConsentGate({
  region,
  tagManagerContainer,
}: {
  region: Region;
  tagManagerContainer: string | null;
}) {
  const pathname = usePathname();
  const locale = useLocale();
  const consent = useConsent();

  useEffect(() => {
    consentStore.start(region, isPreviewLocation(window.location));
  }, [region, pathname]);

  const measuring = consent !== null && consentGranted(consent, 'performance');
  useEffect(() => {
    if (measuring && tagManagerContainer) loadTagManager(tagManagerContainer);
    // A loaded container cannot be unloaded: withdrawing consent starts the page afresh.
    if (consent && !measuring && isTagManagerLoaded()) window.location.reload();
  }, [consent, measuring, tagManagerContainer]);

  // The preferences page asks the same question in full.
  const onPreferencesPage = pathname === cookieSettingsPath(locale);
  if (!consent || !consentRequired(consent) || onPreferencesPage) return null;
  return <ConsentBanner />;
}
