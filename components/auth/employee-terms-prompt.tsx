'use client';

import { useEffect, useRef } from 'react';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';

/**
 * Opens the employee terms once per page load while the profile says they are not accepted
 * (components/auth/employee-terms-dialog.tsx). Apart from the panel, so that every page
 * carries this check but loads the panel only when it opens.
 */
export function EmployeeTermsPrompt() {
  const { data: profile } = useProfile();
  const openDialog = useDialogStore((state) => state.openDialog);
  const asked = useRef(false);

  const mustAccept = profile?.consumerType === 'EMPLOYEE' && !profile.isEmployeeDiscountTCAccepted;

  useEffect(() => {
    if (!mustAccept || asked.current) return;
    asked.current = true;
    openDialog('employeeTerms');
  }, [mustAccept, openDialog]);

  return null;
}
