'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { cartQueryRoot } from './cart-query';
import { useCommerce } from './commerce-context';
import { requestGuestToken } from './session';
import { profileQueryKey } from './use-session';

/**
 * When the session ends without the shopper signing out (the refresh was refused, in this tab
 * or another), the page shows a signed-out visitor at once: the auth state and profile are
 * dropped, the guest session that replaced it is taken, the cart is read again under it
 * (cart-lifecycle.ts decides what becomes of the old basket), and a shopper who was signed in
 * is told. Mounted once, by the session bootstrap.
 */
export function useSessionEnd(): void {
  const { session, auth } = useCommerce();
  const queryClient = useQueryClient();
  const t = useTranslations('Auth');

  useEffect(
    () =>
      session.onSessionEnded((guest) => {
        const wasSignedIn = useAuthStore.getState().status === 'registered';
        useAuthStore.getState().sessionEnded();
        queryClient.setQueryData(profileQueryKey, null);
        void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
        if (wasSignedIn) {
          useToastStore.getState().showToast({ title: t('sessionEnded'), type: 'info' });
        }
        // Another tab started the guest session; asking for it again answers the same one.
        const summary = guest ? Promise.resolve(guest) : requestGuestToken(auth);
        void summary
          .then((started) => {
            if (started) useAuthStore.getState().sessionStarted(started);
          })
          .catch(() => undefined);
      }),
    [session, auth, queryClient, t],
  );
}
