import { describe, expect, it } from 'vitest';
import { eventSignUpFormSchema, validateEventSignUp } from './event-sign-up-form';

const valid = { attendingDays: ['2026-06-13'], plusOne: false, terms: true, guestName: '' };

describe('validateEventSignUp', () => {
  it('needs the terms box', () => {
    expect(validateEventSignUp({ ...valid, terms: false })).toEqual({
      terms: { key: 'requiredCheckbox' },
    });
  });

  it('needs at least one day', () => {
    expect(validateEventSignUp({ ...valid, attendingDays: [] })).toEqual({
      attendingDays: { key: 'required' },
    });
  });

  it('checks a guest name with the name rule, and needs one when a guest comes', () => {
    expect(validateEventSignUp(valid)).toEqual({});
    expect(validateEventSignUp({ ...valid, guestName: '  ' })).toEqual({});
    expect(validateEventSignUp({ ...valid, plusOne: true, guestName: ' Zoë Martin ' })).toEqual({});
    expect(validateEventSignUp({ ...valid, plusOne: true, guestName: 'Guest #2' })).toEqual({
      guestName: { key: 'guestName' },
    });
    expect(validateEventSignUp({ ...valid, plusOne: true, guestName: ' ' })).toEqual({
      guestName: { key: 'required' },
    });
  });
});

describe('eventSignUpFormSchema', () => {
  it('parses a valid join form', () => {
    expect(eventSignUpFormSchema().safeParse({ ...valid, guestName: 'Ada' }).success).toBe(true);
  });
});
