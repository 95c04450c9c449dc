'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useAccountAuthClient } from '@/services/use-account-auth-client';
import { EmailForm } from './email-form';

/**
 * Asks for a reset link. The confirmation reads the same whether or not the email has an
 * account, so the form cannot be used to find out who shops here.
 */
export function ResetLinkRequest({ email = '' }: { email?: string }) {
  const t = useTranslations('Auth.forgot');
  const auth = useAccountAuthClient();
  const request = useMutation({
    mutationFn: (address: string) => auth.requestPasswordReset({ email: address }),
  });

  return (
    <>
      {/* Always in the document, so the confirmation is announced when it appears. */}
      <div role="status">
        {request.isSuccess ? <p className="font-medium">{t('sent')}</p> : null}
      </div>
      {request.isSuccess ? null : (
        <EmailForm
          email={email}
          error={request.error}
          pending={request.isPending}
          submitLabel={t('submit')}
          pendingLabel={t('submitting')}
          onEmail={(address) => request.mutate(address)}
        />
      )}
    </>
  );
}
