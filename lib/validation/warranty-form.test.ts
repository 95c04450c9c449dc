import { describe, expect, it } from 'vitest';
import { WARRANTY_PHOTO_MAX_BYTES } from '../contracts/orders';
import { photoProblem, warrantyFormSchema } from './warranty-form';

const photo = (type: string, size = 1000) => ({ type, size });

describe('warranty form', () => {
  it('takes up to three JPEG, PNG or WebP photos within the size limit', () => {
    expect(photoProblem([])).toBeNull();
    expect(photoProblem([photo('image/jpeg'), photo('image/png'), photo('image/webp')])).toBeNull();
    expect(photoProblem([photo('image/jpeg', WARRANTY_PHOTO_MAX_BYTES)])).toBeNull();
  });

  it('refuses a fourth photo, another file type or a photo over the limit', () => {
    expect(photoProblem(Array.from({ length: 4 }, () => photo('image/png')))).toBe('tooMany');
    expect(photoProblem([photo('image/gif')])).toBe('wrongType');
    expect(photoProblem([photo('application/pdf')])).toBe('wrongType');
    expect(photoProblem([photo('image/jpeg', WARRANTY_PHOTO_MAX_BYTES + 1)])).toBe('tooLarge');
  });

  it('asks for a description of at least ten characters', () => {
    const result = warrantyFormSchema().safeParse({
      itemId: 'a',
      reason: 'sole',
      description: '  short  ',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['description']);
  });
});
