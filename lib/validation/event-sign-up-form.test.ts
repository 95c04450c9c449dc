import { describe, expect, it } from 'vitest';
import { eventSignUpFormSchema, validateEventSignUp } from './event-sign-up-form';

describe('validateEventSignUp', () => {
  it('needs the terms box', () => {
    expect(validateEventSignUp({ terms: false, guestName: '' })).toEqual({
      terms: { key: 'requiredCheckbox' },
    });
  });

  it('checks a guest name only when one is entered', () => {
    expect(validateEventSignUp({ terms: true, guestName: '' })).toEqual({});
    expect(validateEventSignUp({ terms: true, guestName: '  ' })).toEqual({});
    expect(validateEventSignUp({ terms: true, guestName: ' Zoë Martin ' })).toEqual({});
    expect(validateEventSignUp({ terms: true, guestName: 'Guest #2' })).toEqual({
      guestName: { key: 'guestName' },
    });
  });
});

describe('eventSignUpFormSchema', () => {
  it('parses a valid join form', () => {
    expect(eventSignUpFormSchema().safeParse({ terms: true, guestName: 'Ada' }).success).toBe(true);
  });
});
