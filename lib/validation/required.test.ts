import { describe, expect, it } from 'vitest';
import { required, requiredCheckbox } from './required';

describe('required', () => {
  it("answers 'required' for empty or blank text", () => {
    expect(required('')).toEqual({ key: 'required' });
    expect(required('  \t')).toEqual({ key: 'required' });
  });

  it('passes any other text', () => {
    expect(required('a')).toBeNull();
    expect(required(' 0 ')).toBeNull();
  });
});

describe('requiredCheckbox', () => {
  it("answers 'requiredCheckbox' until ticked", () => {
    expect(requiredCheckbox(false)).toEqual({ key: 'requiredCheckbox' });
    expect(requiredCheckbox(true)).toBeNull();
  });
});
