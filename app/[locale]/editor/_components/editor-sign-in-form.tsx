'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { StaffSignInAlert } from '@/components/associate/staff-sign-in-alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import type { Locale } from '@/lib/i18n/locales';
import { previewEntryPath } from '@/lib/routes/preview-routing';
import { useCommerce } from '@/services/commerce-context';
import { createEditorSessionClient } from '@/services/editor-session';
import { editorSignInSchema, type EditorSignInValues } from './editor-sign-in-schema';

/**
 * An editor signs in with their staff id and password. Sent here by a preview they asked for
 * (`next`), they go on to it; otherwise the page shows them signed in, with its links.
 */
export function EditorSignInForm({ next }: { next?: string | undefined }) {
  const t = useTranslations('EditorPreview.signIn');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { request } = useCommerce();
  const session = useMemo(() => createEditorSessionClient(request), [request]);
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditorSignInValues>({
    resolver: zodResolver(editorSignInSchema()),
    defaultValues: { employeeId: '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: (values: EditorSignInValues) => session.signIn(values),
    onSuccess: () => {
      // Entering the preview sets cookies in a route handler: a full navigation, not the router's.
      if (next) window.location.assign(previewEntryPath(locale, next));
      else router.refresh();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => signIn.mutate(values))}
      className="flex flex-col gap-4"
      aria-busy={signIn.isPending}
    >
      {signIn.error ? (
        <StaffSignInAlert error={signIn.error} wording={(code) => t(`errors.${code}`)} />
      ) : null}
      <TextField
        label={t('employeeId')}
        autoComplete="username"
        error={message(errors.employeeId)}
        {...register('employeeId')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={message(errors.password)}
        {...register('password')}
      />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
