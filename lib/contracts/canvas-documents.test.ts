import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canvasDocumentSchemas } from './canvas-documents';
import { canvasComponentSchema } from './content';

const filterBy = (components: unknown[]) => ({
  type: 'filter-by',
  id: 'only-sneakers',
  variant: 'bySku',
  filterBy: ['SKU-1'],
  operator: 'IN',
  components,
});
const richText = { type: 'rich-text', id: 'note', paragraphs: ['Free returns'] };

describe('the canvas documents', () => {
  it('let a filter-by hold any component but another filter-by', () => {
    expect(canvasComponentSchema.safeParse(filterBy([richText])).success).toBe(true);
    const nested = canvasComponentSchema.safeParse(filterBy([filterBy([richText])]));
    expect(nested.success).toBe(false);
    expect(nested.error?.issues[0]?.path).toEqual(['components', 0, 'type']);
  });

  // A recursive schema lets a request choose how deep validation goes (a stack overflow is a
  // 500); zod writes a cycle as a `$defs` entry, so none may appear.
  it.each(Object.entries(canvasDocumentSchemas))('%s has no recursive part', (_type, schema) => {
    const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(jsonSchema).not.toHaveProperty('$defs');
  });
});
