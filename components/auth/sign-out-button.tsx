'use client';

import { useTranslations } from 'next-intl';
import { useToastStore } from '@/stores/toast-store';
import { useSignOut } from './use-sign-out';

export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations('Auth');
  const tAccount = useTranslations('Account');
  const signOut = useSignOut();
  const showToast = useToastStore((state) => state.showToast);

  return (
    <button
      type="button"
      disabled={signOut.isPending}
      aria-busy={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => showToast({ title: t('signedOut'), type: 'success' }),
          onError: () => showToast({ title: t('signOutFailed'), type: 'error' }),
        })
      }
      className={className}
    >
      {signOut.isPending ? tAccount('signingOut') : tAccount('signOut')}
    </button>
  );
}
