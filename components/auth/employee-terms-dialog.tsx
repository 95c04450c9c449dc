'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { profileQueryKey, useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    employeeTerms: undefined;
  }
}

/**
 * An employee must accept the employee discount terms (spec 000 section 6): the dialog opens on
 * every page load until they do. Closing it only puts it off until the next page.
 *
 * The API has no call that records the acceptance (the spec names none, and there is no
 * profile update endpoint yet), so Accept marks the loaded profile only: the dialog is gone
 * for this visit and opens again on the next page load, until the server can record it.
 */
export function EmployeeTermsDialog() {
  const t = useTranslations('Associate.employeeTerms');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const asked = useRef(false);

  const mustAccept = profile?.consumerType === 'EMPLOYEE' && !profile.isEmployeeDiscountTCAccepted;

  useEffect(() => {
    if (!mustAccept || asked.current) return;
    asked.current = true;
    openDialog('employeeTerms');
  }, [mustAccept, openDialog]);

  const accept = () => {
    queryClient.setQueryData<ProfileResponse | null>(profileQueryKey, (current) =>
      current ? { ...current, isEmployeeDiscountTCAccepted: true } : current,
    );
    closeDialog('employeeTerms');
  };

  return (
    <Dialog id="employeeTerms" title={t('title')} size="half">
      <div className="flex flex-col gap-4">
        <p>
          {t.rich('body', {
            link: (chunks) => (
              <Link
                href={`/${locale}/associate-discount-terms`}
                target="_blank"
                className="underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
        <button
          type="button"
          onClick={accept}
          className="rounded-full bg-ink px-6 py-3 font-semibold text-white"
        >
          {t('accept')}
        </button>
      </div>
    </Dialog>
  );
}
