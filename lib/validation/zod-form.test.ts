import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeValidationMessage, encodeValidationMessage, formSchema } from './zod-form';

describe('encodeValidationMessage and decodeValidationMessage', () => {
  it('round-trip a descriptor with its values and code', () => {
    const message = { key: 'dobAgeRestrictionMsg', values: { age: 13 }, code: 'PRO410' } as const;
    expect(decodeValidationMessage(encodeValidationMessage(message))).toEqual(message);
  });

  it("read zod's own messages, missing messages and unknown keys as 'required'", () => {
    expect(decodeValidationMessage('Invalid input: expected string, received undefined')).toEqual({
      key: 'required',
    });
    expect(decodeValidationMessage(undefined)).toEqual({ key: 'required' });
    expect(decodeValidationMessage('{"key":"nope"}')).toEqual({ key: 'required' });
  });
});

describe('formSchema', () => {
  const schema = formSchema({ a: z.string(), b: z.boolean() }, (values) => ({
    ...(values.a ? {} : { a: { key: 'required' as const } }),
    ...(values.b ? {} : { b: { key: 'requiredCheckbox' as const } }),
  }));

  it('turns each message into an issue on its field', () => {
    const result = schema.safeParse({ a: '', b: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['a'], '{"key":"required"}'],
      [['b'], '{"key":"requiredCheckbox"}'],
    ]);
  });

  it('passes the values through when nothing fails', () => {
    expect(schema.parse({ a: 'x', b: true })).toEqual({ a: 'x', b: true });
  });

  it('reports a field of the wrong type with zod, read back as required', () => {
    const result = schema.safeParse({ b: true });
    expect(decodeValidationMessage(result.error?.issues[0]?.message)).toEqual({ key: 'required' });
  });
});
