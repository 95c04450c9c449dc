import type { Validator } from './message';

/** Blank text counts as missing: a field of spaces is as empty as an untouched one. */
export const required: Validator<string> = (value) =>
  value.trim() === '' ? { key: 'required' } : null;

/** For checkboxes that must be ticked, such as the policy or event terms. */
export const requiredCheckbox: Validator<boolean> = (checked) =>
  checked ? null : { key: 'requiredCheckbox' };
