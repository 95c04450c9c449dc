'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { signOutTarget } from '@/lib/auth/sign-out-target';
import type { Locale } from '@/lib/i18n/locales';
import { useCommerce } from '@/services/commerce-context';
import { endSession, requestGuestToken } from '@/services/session';
import { profileQueryKey } from '@/services/use-session';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';

/**
 * Sign-out (spec 000 section 4): ends the session, forgets the cart, favorites, loyalty and user
 * state, starts a guest session, and leaves pages that showed the shopper's own data.
 * Everything runs inside the mutation so that it completes even if the button unmounts.
 */
export function useSignOut() {
  const { auth } = useCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale() as Locale;

  return useMutation({
    mutationFn: async () => {
      await endSession(auth);
      useCartStore.getState().clearCart();
      // Loyalty (memberId) and favorites live in the auth store and go with it.
      useAuthStore.getState().signedOut();
      queryClient.setQueryData(profileQueryKey, null);
      const target = signOutTarget(pathname, locale);
      if (target) router.push(target);
      const guest = await requestGuestToken(auth).catch(() => null);
      if (guest) useAuthStore.getState().sessionStarted(guest);
    },
  });
}
