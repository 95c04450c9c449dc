import { describe, expect, it } from 'vitest';
import { emailFormSchema, validateChangePassword, validateResetPassword } from './password-forms';

describe('password forms', () => {
  it('asks for a valid email before sending a reset link', () => {
    expect(emailFormSchema().safeParse({ email: 'a@example.com' }).success).toBe(true);
    expect(emailFormSchema().safeParse({ email: 'not-an-email' }).success).toBe(false);
  });

  it('flags a confirmation that differs with FE340', () => {
    expect(
      validateResetPassword({ newPassword: 'Sneakers24', confirmPassword: 'Sneakers25' }),
    ).toEqual({ confirmPassword: { key: 'passwordsDoNotMatch', code: 'FE340' } });
  });

  it('holds a new password to the password rules, FE872 when too short', () => {
    expect(
      validateResetPassword({ newPassword: 'Ab1', confirmPassword: 'Ab1' }).newPassword,
    ).toEqual({ key: 'password', code: 'FE872' });
    expect(
      validateResetPassword({ newPassword: 'sneakers24', confirmPassword: 'sneakers24' })
        .newPassword,
    ).toEqual({ key: 'password' });
  });

  it('requires the current password to change it', () => {
    expect(
      validateChangePassword({
        currentPassword: '',
        newPassword: 'Sneakers24',
        confirmPassword: 'Sneakers24',
      }),
    ).toEqual({ currentPassword: { key: 'required' } });
  });
});
