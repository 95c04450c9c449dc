'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useSignOut } from '@/components/auth/use-sign-out';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useToastStore } from '@/stores/toast-store';

/**
 * Clearing a buy-in-store session signs out and goes back to the associate login (spec 001
 * section 4). The session stays while the sign-out fails, so the till is never left looking
 * free while someone is still signed in.
 */
export function useEndBuyInStoreSession() {
  const t = useTranslations('Associate.banner');
  const locale = useLocale();
  const router = useRouter();
  const signOut = useSignOut();
  const showToast = useToastStore((state) => state.showToast);

  const endSession = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        useBuyInStoreStore.getState().clear();
        router.push(`/${locale}/associate-login`);
      },
      onError: () => showToast({ title: t('endFailed'), type: 'error' }),
    });

  return { endSession, ending: signOut.isPending };
}
