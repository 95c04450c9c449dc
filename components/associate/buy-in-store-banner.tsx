'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';

// Only a till runs a session: shoppers' pages never load the till's code.
const BuyInStoreSessionBar = dynamic(
  () => import('./buy-in-store-session-bar').then((m) => m.BuyInStoreSessionBar),
  { ssr: false },
);

/** The buy-in-store session's bar on every page of a till. Mounted once in the locale layout. */
export function BuyInStoreBanner() {
  const session = useBuyInStoreStore((state) => state.session);

  useEffect(() => {
    // Session storage is only readable after hydration.
    void useBuyInStoreStore.persist.rehydrate();
  }, []);

  return session ? <BuyInStoreSessionBar session={session} /> : null;
}
