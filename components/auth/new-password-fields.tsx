'use client';

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/form/password-field';
import { PasswordRequirements } from './password-requirements';

/** A new password with its live rules list, and the field that confirms it. */
export function NewPasswordFields({
  newLabel,
  confirmLabel,
  password,
  newError,
  confirmError,
  registerNew,
  registerConfirm,
}: {
  newLabel: string;
  confirmLabel: string;
  /** The new password as typed, so the rules list can tick off what it meets. */
  password: string;
  newError?: string;
  confirmError?: string;
  registerNew: UseFormRegisterReturn;
  registerConfirm: UseFormRegisterReturn;
}) {
  const rulesId = useId();
  return (
    <>
      <div>
        <PasswordField
          label={newLabel}
          autoComplete="new-password"
          required
          describedBy={rulesId}
          error={newError}
          {...registerNew}
        />
        <PasswordRequirements id={rulesId} password={password} />
      </div>
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required
        error={confirmError}
        {...registerConfirm}
      />
    </>
  );
}
