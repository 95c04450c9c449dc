import { describe, expect, it } from 'vitest';
import { catalogueTypes, componentFields } from './component-catalogue';

describe('the component catalogue', () => {
  it('lists every component editors compose with, and no fragment reference', () => {
    expect(catalogueTypes).toContain('hero-banner');
    expect(catalogueTypes).toContain('product-collection');
    expect(catalogueTypes).not.toContain('fragment-ref');
  });

  it("reads a component's fields from its schema, marking what may be left out", () => {
    const fields = componentFields('hero-banner');
    expect(fields).toContainEqual({ name: 'title', optional: false });
    expect(fields).toContainEqual({ name: 'subtitle', optional: true });
    // A field with a default may be left out too.
    expect(fields).toContainEqual({ name: 'targets', optional: true });
    expect(fields.map((field) => field.name)).not.toContain('type');
  });
});
