'use client';

import { useEffect } from 'react';
import { useCommerce } from '@/services/commerce-context';
import { requestGuestToken } from '@/services/session';
import { useProfile } from '@/services/use-session';
import { useSessionEnd } from '@/services/use-session-end';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Finds out once per page load who the visitor is and keeps the auth store in step with the
 * profile: a profile means signed in; none means a guest, who gets a guest token. A session
 * that ends later shows a signed-out visitor at once (useSessionEnd). Renders nothing.
 */
export function SessionBootstrap() {
  const { auth } = useCommerce();
  const { data: profile } = useProfile();
  useSessionEnd();

  useEffect(() => {
    const store = useAuthStore.getState();
    if (profile) {
      store.profileLoaded(profile);
      return;
    }
    // Sign-out already marks the visitor a guest and fetches the guest token itself.
    if (profile !== null || store.status === 'guest') return;
    // Marked before the call, so a second run of this effect does not ask twice.
    store.signedOut();
    requestGuestToken(auth)
      .then((summary) => {
        if (summary) useAuthStore.getState().sessionStarted(summary);
      })
      // A guest without a token can still browse; whatever needs one asks again.
      .catch(() => undefined);
  }, [profile, auth]);

  return null;
}
