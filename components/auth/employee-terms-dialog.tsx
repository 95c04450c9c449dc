'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { legalPagePath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import { Dialog } from '@/components/ui/dialog';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { useUpdateProfile } from '@/services/use-update-profile';
import { useDialogStore } from '@/stores/dialog-store';
import { EmployeeTermsPrompt } from './employee-terms-prompt';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    employeeTerms: undefined;
  }
}

/**
 * An employee must accept the employee discount terms (spec 000 section 6): the dialog opens on
 * every page load until they do. Closing it only puts it off until the next page. Accept
 * records the acceptance on the profile, so once the profile is read again the dialog stays
 * closed, on this page and after any reload.
 */
export function EmployeeTermsDialog() {
  return (
    <>
      <EmployeeTermsPrompt />
      <EmployeeTermsPanel />
    </>
  );
}

/** The terms panel itself; the layout loads it once the prompt opens it. */
export function EmployeeTermsPanel() {
  const t = useTranslations('Associate.employeeTerms');
  const tEnrollment = useTranslations('Enrollment.employeeTerms');
  const locale = useLocale() as Locale;
  const update = useUpdateProfile();
  const closeDialog = useDialogStore((state) => state.closeDialog);

  const accept = () =>
    update.mutate(
      { isEmployeeDiscountTCAccepted: true },
      { onSuccess: () => closeDialog('employeeTerms') },
    );

  return (
    <Dialog id="employeeTerms" title={t('title')} size="half">
      <div className="flex flex-col gap-4">
        {update.error ? <ApiErrorAlert error={update.error} /> : null}
        <p>
          {t.rich('body', {
            link: (chunks) => (
              <Link
                href={legalPagePath(locale, 'associate-discount-terms')}
                target="_blank"
                className="underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
        <PendingButton
          type="button"
          onClick={accept}
          pending={update.isPending}
          label={t('accept')}
          pendingLabel={tEnrollment('accepting')}
        />
      </div>
    </Dialog>
  );
}
