import { describe, expect, it } from 'vitest';
import { giftOptionFormSchema, toGiftOption } from './gift-option-form';

const errorsOf = (values: { to: string; email: string; message: string }) =>
  Object.fromEntries(
    (giftOptionFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  );

describe('gift option form', () => {
  it('accepts all three fields or none', () => {
    expect(errorsOf({ to: '', email: '', message: '' })).toEqual({});
    expect(errorsOf({ to: 'Sam', email: 'sam@example.com', message: 'Enjoy' })).toEqual({});
    expect(toGiftOption({ to: ' ', email: '', message: '' })).toBeNull();
    expect(toGiftOption({ to: 'Sam', email: 'sam@example.com', message: 'Enjoy' })).toEqual({
      to: 'Sam',
      email: 'sam@example.com',
      message: 'Enjoy',
    });
  });

  it('asks for the missing fields when only some are filled', () => {
    expect(errorsOf({ to: 'Sam', email: '', message: '' })).toEqual({
      email: 'allOrNone',
      message: 'allOrNone',
    });
  });

  it('checks the email and the lengths once all three are there', () => {
    expect(errorsOf({ to: 'Sam', email: 'not-an-email', message: 'Enjoy' })).toEqual({
      email: 'email',
    });
    expect(errorsOf({ to: 'Sam', email: 'sam@example.com', message: 'x'.repeat(251) })).toEqual({
      message: 'tooLong',
    });
  });
});
