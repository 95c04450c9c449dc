'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { previewExitPath } from '@/lib/routes/preview-routing';
import { useCommerce } from '@/services/commerce-context';
import { createEditorSessionClient } from '@/services/editor-session';

/** Ends the editor's grant, then leaves draft mode and comes back to the sign-in page. */
export function EditorSignOutButton() {
  const t = useTranslations('EditorPreview.signIn');
  const locale = useLocale() as Locale;
  const { request } = useCommerce();
  const session = useMemo(() => createEditorSessionClient(request), [request]);
  const signOut = useMutation({
    mutationFn: () => session.signOut(),
    onSuccess: () => window.location.assign(previewExitPath(locale, `/${locale}/editor`)),
  });
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        className="self-start rounded underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-neutral-900"
      >
        {t('signOut')}
      </button>
      {signOut.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('signOutFailed')}
        </p>
      ) : null}
    </div>
  );
}
