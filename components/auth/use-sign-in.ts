'use client';

import { loginEvent } from '@/lib/analytics/account-events';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCommerce } from '@/services/commerce-context';
import { signInWithPassword } from '@/services/session';
import { profileQuery } from '@/services/use-session';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';

export interface SignInValues {
  email: string;
  password: string;
}

/**
 * Signs in and takes the guest's basket and favorites along (spec 000 section 4: they are
 * merged into the account). Settles only after the profile has been read again, so whatever
 * shows next (the header's greeting, the account page) already has the shopper's name.
 */
export function useSignIn() {
  const commerce = useCommerce();
  const { auth } = commerce;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: SignInValues) => {
      const guest = useAuthStore.getState();
      const basketId = useCartStore.getState().basketId ?? guest.basketId;
      const guestObjects = {
        ...(basketId ? { basketId } : {}),
        ...(guest.favorites ? { favoriteId: guest.favorites } : {}),
      };
      const session = await signInWithPassword(auth, {
        email,
        password,
        recaptcha: await commerce.recaptcha('login'),
        ...(Object.keys(guestObjects).length > 0 ? { guestObjects } : {}),
      });
      useAuthStore.getState().sessionStarted(session);
      pushDataLayer(loginEvent());
      // Read now, whatever is cached: the cached answer was the guest's (null). The shopper is
      // signed in even if this read fails; the header then says "My account" instead of a name.
      const profile = await queryClient
        .fetchQuery({ ...profileQuery(commerce), staleTime: 0 })
        .catch(() => null);
      if (profile) useAuthStore.getState().profileLoaded(profile);
      return session;
    },
  });
}
