import { describe, expect, it } from 'vitest';
import { validateCardForm } from './card-form';

const now = new Date(Date.UTC(2026, 10, 22));
const valid = {
  number: '4111 1111 1111 1111',
  expiry: '03/30',
  cvc: '737',
  holderName: 'Ada Lovelace',
};

describe('validateCardForm', () => {
  it('passes a complete, valid card', () => {
    expect(validateCardForm(valid, now)).toEqual({});
  });

  it('names every missing field at once', () => {
    expect(validateCardForm({ number: '', expiry: '', cvc: '', holderName: ' ' }, now)).toEqual({
      number: 'numberRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
      holderName: 'holderNameRequired',
    });
  });

  it('flags a failed checksum, an expired card, a short code and a name with digits', () => {
    expect(
      validateCardForm(
        { number: '4111 1111 1111 1112', expiry: '10/26', cvc: '73', holderName: 'R2D2' },
        now,
      ),
    ).toEqual({
      number: 'numberInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
      holderName: 'holderNameInvalid',
    });
  });

  it('asks American Express cards for four digits of security code', () => {
    const amex = { ...valid, number: '3782 822463 10005' };
    expect(validateCardForm({ ...amex, cvc: '737' }, now).cvc).toBe('cvcInvalid');
    expect(validateCardForm({ ...amex, cvc: '7373' }, now).cvc).toBeUndefined();
  });
});
