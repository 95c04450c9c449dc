import { describe, expect, it } from 'vitest';
import { signInFormSchema, validateSignIn } from './sign-in-form';
import { decodeValidationMessage } from './zod-form';

describe('validateSignIn', () => {
  it('needs an email and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
    });
  });

  it('needs a valid email of at most 100 characters', () => {
    expect(validateSignIn({ email: 'ada@example', password: 'x' })).toEqual({
      email: { key: 'email' },
    });
    const long = `${'a'.repeat(89)}@example.com`;
    expect(validateSignIn({ email: long, password: 'x' })).toEqual({
      email: { key: 'maxLength', values: { max: 100 } },
    });
  });

  it('does not apply the new-password rules to the password', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('signInFormSchema', () => {
  it('gives react-hook-form one encoded message per field', () => {
    const result = signInFormSchema().safeParse({ email: 'ada', password: '' });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        decodeValidationMessage(issue.message),
      ]),
    );
    expect(messages).toEqual({ email: { key: 'email' }, password: { key: 'required' } });
  });

  it('parses valid values', () => {
    const values = { email: 'ada@example.com', password: 'secret' };
    expect(signInFormSchema().parse(values)).toEqual(values);
  });
});
