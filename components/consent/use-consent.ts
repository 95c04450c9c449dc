'use client';

import { useSyncExternalStore } from 'react';
import type { ConsentContext } from '@/lib/consent/consent';
import { consentStore } from '@/lib/consent/consent-store';

/** The page's consent, null on the server and until the gate has read it; follows every choice. */
export function useConsent(): ConsentContext | null {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, () => null);
}
