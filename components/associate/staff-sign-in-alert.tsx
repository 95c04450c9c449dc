'use client';

import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { associateLoginErrorCode, type AssociateLoginErrorCode } from './associate-login-error';

/**
 * A failed staff sign-in (the till's or an editor's): the codes staff forms word themselves, in
 * the form's own words; any other failure as the API's alert.
 */
export function StaffSignInAlert({
  error,
  wording,
}: {
  error: unknown;
  wording: (code: AssociateLoginErrorCode) => string;
}) {
  const code = associateLoginErrorCode(error);
  if (!code) return <ApiErrorAlert error={error} />;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-600 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {wording(code)}
    </p>
  );
}
