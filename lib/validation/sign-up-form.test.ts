import { describe, expect, it } from 'vitest';
import {
  signUpFormSchema,
  validateSignUp,
  type SignUpFormOptions,
  type SignUpFormValues,
} from './sign-up-form';
import { decodeValidationMessage } from './zod-form';

const valid: SignUpFormValues = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  birthDate: '',
  phone: '',
  phoneCode: '1',
  email: 'zoe@example.com',
  password: 'Abcdefg1',
  newsletter: false,
  loyalty: false,
  loyaltyTerms: false,
  brandTerms: true,
  policy: true,
  postalCode: '',
  gender: '',
  smsOptIn: false,
};

const us: SignUpFormOptions = {
  country: 'US',
  dateFormat: 'MM/DD/YYYY',
  now: new Date(2024, 5, 15),
};
const germany: SignUpFormOptions = {
  country: 'DE',
  dateFormat: 'DD/MM/YYYY',
  now: new Date(2024, 5, 15),
};
const germanValues: SignUpFormValues = {
  ...valid,
  phoneCode: '49',
  birthDate: '15/06/2000',
  gender: 'female',
};

describe('validateSignUp', () => {
  it('passes a complete US sign-up', () => {
    expect(validateSignUp(valid, us)).toEqual({});
  });

  it('needs names, email, password and the always-required boxes', () => {
    const empty = { ...valid, firstName: '', lastName: '', email: '', password: '' };
    expect(validateSignUp({ ...empty, brandTerms: false, policy: false }, us)).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      password: { key: 'required' },
      brandTerms: { key: 'requiredCheckbox' },
      policy: { key: 'requiredCheckbox' },
    });
  });

  it('checks each field by its rule', () => {
    const values = {
      ...valid,
      firstName: 'A',
      lastName: 'Smith3',
      email: 'zoe@example',
      password: 'abcdefgh',
    };
    expect(validateSignUp(values, us)).toEqual({
      firstName: { key: 'minLength', values: { min: 2 } },
      lastName: { key: 'name' },
      email: { key: 'email' },
      password: { key: 'password' },
    });
  });

  it('flags a short password with FE872', () => {
    expect(validateSignUp({ ...valid, password: 'Abc1' }, us).password).toEqual({
      key: 'password',
      code: 'FE872',
    });
  });

  it('needs the loyalty terms only from a visitor joining the programme', () => {
    expect(validateSignUp({ ...valid, loyalty: true }, us)).toEqual({
      loyaltyTerms: { key: 'requiredCheckbox' },
    });
    expect(validateSignUp({ ...valid, loyalty: true, loyaltyTerms: true }, us)).toEqual({});
  });

  describe('birth date', () => {
    it('is optional in the US but checked when given', () => {
      expect(validateSignUp({ ...valid, birthDate: '06/16/2011' }, us)).toEqual({
        birthDate: { key: 'dobAgeRestrictionMsg', values: { age: 13 }, code: 'PRO410' },
      });
      expect(validateSignUp({ ...valid, birthDate: '16/06/2000' }, us)).toEqual({
        birthDate: { key: 'dateFormat', values: { format: 'MM/DD/YYYY' } },
      });
    });

    it('is required in Germany, read as DD/MM/YYYY, with a minimal age of 16', () => {
      expect(validateSignUp({ ...germanValues, birthDate: '' }, germany)).toEqual({
        birthDate: { key: 'required', code: 'PRO411' },
      });
      expect(validateSignUp({ ...germanValues, birthDate: '15/06/2008' }, germany)).toEqual({});
      expect(validateSignUp({ ...germanValues, birthDate: '16/06/2008' }, germany)).toEqual({
        birthDate: { key: 'dobAgeRestrictionMsg', values: { age: 16 }, code: 'PRO410' },
      });
      expect(validateSignUp({ ...germanValues, birthDate: '31/12/1899' }, germany)).toEqual({
        birthDate: { key: 'dobValidationMsg', values: { date: '01/01/1900' }, code: 'PRO410' },
      });
    });
  });

  describe('phone and SMS opt-in', () => {
    it('is optional, but valid for its dial code when given', () => {
      expect(validateSignUp({ ...valid, phone: '(112) 555 - 0123', smsOptIn: true }, us)).toEqual({
        phone: { key: 'phone' },
      });
    });

    it('needs a dial code once a number is typed, and judges the number only with one', () => {
      const values = { ...valid, phone: '2125550123', phoneCode: '' };
      expect(validateSignUp(values, us)).toEqual({ phoneCode: { key: 'required' } });
    });

    it('needs the SMS terms accepted in the US once the phone is valid', () => {
      expect(validateSignUp({ ...valid, phone: '(212) 555 - 0123' }, us)).toEqual({
        smsOptIn: { key: 'requiredCheckbox' },
      });
      expect(validateSignUp({ ...valid, phone: '(212) 555 - 0123', smsOptIn: true }, us)).toEqual(
        {},
      );
    });

    it('does not ask for SMS terms while the phone is invalid, or where not configured', () => {
      expect(validateSignUp({ ...valid, phone: '212' }, us).smsOptIn).toBeUndefined();
      expect(validateSignUp({ ...germanValues, phone: '151 12345678' }, germany)).toEqual({});
    });

    it('is required where the server configures it', () => {
      const strict = { ...germany, rules: { phoneRequired: true } };
      expect(validateSignUp(germanValues, strict)).toEqual({ phone: { key: 'required' } });
      expect(validateSignUp({ ...germanValues, phone: '151 1234' }, strict)).toEqual({
        phone: { key: 'phone' },
      });
    });
  });

  it('needs a gender where enabled', () => {
    expect(validateSignUp({ ...germanValues, gender: '' }, germany)).toEqual({
      gender: { key: 'required' },
    });
    expect(validateSignUp({ ...valid, gender: '' }, us)).toEqual({});
  });

  it("checks an optional postal code against the country's format", () => {
    expect(validateSignUp({ ...valid, postalCode: '9021' }, us)).toEqual({
      postalCode: { key: 'pattern', values: { pattern: '12345 / 12345-6789' } },
    });
    expect(validateSignUp({ ...germanValues, postalCode: ' 10115 ' }, germany)).toEqual({});
    expect(validateSignUp({ ...germanValues, postalCode: '1011' }, germany)).toEqual({
      postalCode: { key: 'exactLength', values: { length: 5 } },
    });
  });

  it('lets server rules override the country rules', () => {
    const lenient = { ...germany, rules: { birthDateRequired: false, genderEnabled: false } };
    expect(validateSignUp({ ...germanValues, birthDate: '', gender: '' }, lenient)).toEqual({});
  });
});

describe('signUpFormSchema', () => {
  it('encodes every failing field for react-hook-form', () => {
    const result = signUpFormSchema(germany).safeParse({
      ...germanValues,
      birthDate: '31/04/2000',
    });
    expect(
      result.error?.issues.map((issue) => [issue.path, decodeValidationMessage(issue.message)]),
    ).toEqual([[['birthDate'], { key: 'dateFormat', values: { format: 'DD/MM/YYYY' } }]]);
  });

  it('parses a valid sign-up', () => {
    expect(signUpFormSchema(us).parse(valid)).toEqual(valid);
  });
});
