import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import it_ from '../../messages/it.json';
import { validBirthDate } from './birth-date';
import { dateOnOrAfter, dateOnOrBefore, validDate } from './date';
import { validEmail } from './email';
import { exactLength, maxLength, minLength } from './length';
import { validationMessageKeys, type ValidationMessage } from './message';
import { validGuestName, validName } from './name';
import { maxValue, minValue } from './numeric';
import { matchesPassword, passwordRules, validPassword } from './password';
import { matchesPattern } from './pattern';
import { validPhone } from './phone';
import { required, requiredCheckbox } from './required';
import { sameAs } from './same-as';

const languages = { en, fr, de, it: it_ };

const birthDate = validBirthDate({
  format: 'DD/MM/YYYY',
  minimumAge: 16,
  required: false,
  now: new Date(2024, 5, 15),
});
const day = { year: 2024, month: 6, day: 15 };

/** One real failure of every validator, so each message is exercised as the forms get it. */
const failures = [
  required(''),
  requiredCheckbox(false),
  validEmail('ada@example'),
  validName('R2D2'),
  validGuestName('R2D2'),
  validPassword('abcdefgh'),
  ...passwordRules.map((rule) => rule.message),
  sameAs('a', 'Email')('b'),
  matchesPassword('a')('b'),
  matchesPattern(/^\d{5}$/, '12345')('1'),
  exactLength(5)('1'),
  exactLength(1)('12'),
  maxLength(100)('a'.repeat(101)),
  minLength(2)('a'),
  maxValue(10)(11),
  minValue(1)(0),
  validDate('MM/DD/YYYY')('31/12/2000'),
  dateOnOrBefore(day, 'DD/MM/YYYY')('16/06/2024'),
  dateOnOrAfter(day, 'DD/MM/YYYY')('14/06/2024'),
  birthDate('31/12/1899'),
  birthDate('16/06/2008'),
  validPhone('1')('(112) 555 - 0123'),
].filter((message): message is ValidationMessage => message !== null);

describe('Validation messages', () => {
  it('are produced for every key, and only for listed keys', () => {
    expect(new Set(failures.map((message) => message.key))).toEqual(new Set(validationMessageKeys));
  });

  it.each(Object.entries(languages))('exist in %s for exactly the listed keys', (_, messages) => {
    expect(Object.keys(messages.Validation).sort()).toEqual([...validationMessageKeys].sort());
  });

  it.each(Object.entries(languages))('format in %s with the values given', (locale, messages) => {
    const errors: string[] = [];
    const t = createTranslator({
      locale,
      messages,
      namespace: 'Validation',
      onError: (error) => errors.push(error.message),
    });
    for (const message of failures) {
      const text = t(message.key, message.values);
      expect(text, message.key).not.toMatch(/[{}]/);
      for (const value of Object.values(message.values ?? {})) {
        expect(text, message.key).toContain(String(value));
      }
    }
    expect(errors).toEqual([]);
  });

  it('keep the English wording of spec 002 section 5', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Validation' });
    expect(t('required')).toBe('This field is required');
    expect(t('email')).toBe('Email is not valid');
    expect(t('name')).toBe('Name is not valid.');
    expect(t('password')).toBe('Password does not meet requirements.');
    expect(t('phone')).toBe('A valid phone number is required');
    expect(t('sameAs', { field: 'Email' })).toBe('Value must be the same as Email');
    expect(t('pattern', { pattern: '12345' })).toBe('Value should match 12345');
    expect(t('exactLength', { length: 5 })).toBe('Value must contain exactly 5 characters');
    expect(t('maxLength', { max: 100 })).toBe('Value must not be longer than 100 characters');
    expect(t('minLength', { min: 2 })).toBe('Value must contain at least 2 characters');
    expect(t('maxValue', { max: 10 })).toBe('Value must not be more than 10');
    expect(t('minValue', { min: 1 })).toBe('Value must not be less than 1');
    expect(t('dateFormat', { format: 'MM/DD/YYYY' })).toBe(
      'Date should match MM/DD/YYYY and be a valid date.',
    );
    expect(t('dateMax', { date: '12/31/2024' })).toBe('Date must be same or before 12/31/2024');
    expect(t('dateMin', { date: '01/01/1900' })).toBe('Date must be same or after 01/01/1900');
    expect(t('passwordMinLength', { min: 8 })).toBe('At least 8 characters');
    expect(t('exactLength', { length: 1 })).toBe('Value must contain exactly 1 character');
  });
});
