'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * An account page's content for the signed-in shopper; a guest gets the page's heading and a
 * way to sign in (the header's sign-in dialog), after which the content shows.
 */
export function SignedInOnly({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('Account');
  const nav = useTranslations('AccountNav');
  const profile = useProfile();
  const openDialog = useDialogStore((state) => state.openDialog);
  if (profile.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (profile.data) return children;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="type-title">{title}</h1>
      <p>{t('guestIntro')}</p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openDialog('signIn')}
        className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white"
      >
        {nav('signIn')}
      </button>
    </section>
  );
}
