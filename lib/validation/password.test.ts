import { describe, expect, it } from 'vitest';
import { matchesPassword, passwordRuleStatus, passwordRules, validPassword } from './password';

describe('passwordRules', () => {
  it('lists the four requirements with their messages', () => {
    expect(passwordRules).toEqual([
      { id: 'length', message: { key: 'passwordMinLength', values: { min: 8 } } },
      { id: 'number', message: { key: 'passwordNumber' } },
      { id: 'upper', message: { key: 'passwordUpperCase' } },
      { id: 'lower', message: { key: 'passwordLowerCase' } },
    ]);
  });
});

describe('passwordRuleStatus', () => {
  const met = (value: string) => passwordRuleStatus(value).map((rule) => [rule.id, rule.met]);

  it('ticks off each requirement as it holds', () => {
    expect(met('')).toEqual([
      ['length', false],
      ['number', false],
      ['upper', false],
      ['lower', false],
    ]);
    expect(met('abc1')).toEqual([
      ['length', false],
      ['number', true],
      ['upper', false],
      ['lower', true],
    ]);
    expect(met('Abcdefg1')).toEqual([
      ['length', true],
      ['number', true],
      ['upper', true],
      ['lower', true],
    ]);
  });
});

describe('validPassword', () => {
  it('passes 8 or more characters with an upper, a lower and a digit', () => {
    expect(validPassword('Abcdefg1')).toBeNull();
    expect(validPassword('Élan vital 2024')).toBeNull();
  });

  it('answers one summary message for a missing number, upper or lower case', () => {
    expect(validPassword('Abcdefgh')).toEqual({ key: 'password' });
    expect(validPassword('abcdefg1')).toEqual({ key: 'password' });
    expect(validPassword('ABCDEFG1')).toEqual({ key: 'password' });
  });

  it('marks a password that is too short with FE872', () => {
    expect(validPassword('Abcdef1')).toEqual({ key: 'password', code: 'FE872' });
  });

  it('lets an empty value through', () => {
    expect(validPassword('')).toBeNull();
  });
});

describe('matchesPassword', () => {
  it('answers FE340 when the confirmation differs', () => {
    expect(matchesPassword('Abcdefg1')('Abcdefg1')).toBeNull();
    expect(matchesPassword('Abcdefg1')('abcdefg1')).toEqual({
      key: 'passwordsDoNotMatch',
      code: 'FE340',
    });
  });
});
