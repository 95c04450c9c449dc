import { describe, expect, it } from 'vitest';
import { emailField, personNameField } from './common-fields';

describe('emailField', () => {
  it('is required, at most 100 characters, then a valid address', () => {
    expect(emailField('')).toEqual({ key: 'required' });
    expect(emailField(`${'a'.repeat(89)}@example.com`)).toEqual({
      key: 'maxLength',
      values: { max: 100 },
    });
    expect(emailField('ada@example')).toEqual({ key: 'email' });
    expect(emailField('ada@example.com')).toBeNull();
  });

  it('is checked trimmed', () => {
    expect(emailField('  ada@example.com ')).toBeNull();
    expect(emailField('   ')).toEqual({ key: 'required' });
  });
});

describe('personNameField', () => {
  it('is required, 2 to 30 characters, in the name alphabet', () => {
    expect(personNameField('')).toEqual({ key: 'required' });
    expect(personNameField('A')).toEqual({ key: 'minLength', values: { min: 2 } });
    expect(personNameField('A'.repeat(31))).toEqual({ key: 'maxLength', values: { max: 30 } });
    expect(personNameField('R2D2')).toEqual({ key: 'name' });
    expect(personNameField('Zoë')).toBeNull();
  });

  it('does not count surrounding spaces', () => {
    expect(personNameField(' A ')).toEqual({ key: 'minLength', values: { min: 2 } });
  });
});
