import { describe, expect, it } from 'vitest';
import { newsletterFormSchema, validateNewsletter } from './newsletter-form';

describe('validateNewsletter', () => {
  it('needs a valid email and the policy box', () => {
    expect(validateNewsletter({ email: '', policy: false })).toEqual({
      email: { key: 'required' },
      policy: { key: 'requiredCheckbox' },
    });
    expect(validateNewsletter({ email: 'ada@localhost', policy: true })).toEqual({
      email: { key: 'email' },
    });
    expect(validateNewsletter({ email: 'ada@example.com', policy: true })).toEqual({});
  });
});

describe('newsletterFormSchema', () => {
  it('refuses an unticked policy box', () => {
    const result = newsletterFormSchema().safeParse({ email: 'ada@example.com', policy: false });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['policy']]);
  });
});
