import { describe, expect, it } from 'vitest';
import { validateFields } from './field-messages';
import { required, requiredCheckbox } from './required';

describe('validateFields', () => {
  it('answers one message per failing field and none for passing fields', () => {
    const values = { name: '', nickname: '', terms: true };
    expect(validateFields(values, { name: required, terms: requiredCheckbox })).toEqual({
      name: { key: 'required' },
    });
  });

  it('skips fields without a validator', () => {
    expect(validateFields({ name: '' }, { name: undefined })).toEqual({});
  });
});
