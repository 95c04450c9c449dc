import { canvasComponentSchema, type CanvasComponent } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';

export type ComponentType = CanvasComponent['type'];

/** A field an editor fills on a component, as the content contract defines it. */
export interface ComponentField {
  name: string;
  /** The component is valid without it (it is optional or has a default). */
  optional: boolean;
}

/** Where pages embed fragments: a reference, not a component an editor composes with. */
const referenceTypes = new Set<ComponentType>(['fragment-ref']);

const schemaOf = new Map(
  canvasComponentSchema.options.map((option) => [option.shape.type.value, option] as const),
);

/** Every component editors can place on a canvas, in the contract's order. */
export const catalogueTypes: ComponentType[] = [...schemaOf.keys()].filter(
  (type) => !referenceTypes.has(type),
);

/** The fields of a component type, read from its schema so the catalogue cannot drift. */
export function componentFields(type: ComponentType): ComponentField[] {
  const schema = schemaOf.get(type);
  if (!schema) return [];
  return Object.entries(
    schema.shape as Record<string, { safeParse(value: unknown): { success: boolean } }>,
  )
    .filter(([name]) => name !== 'type' && name !== 'id')
    .map(([name, field]) => ({ name, optional: field.safeParse(undefined).success }));
}

/** The fragment that holds a site's live examples of each component (seeded with the demo). */
export const catalogueFragmentId = (locale: Locale) => `component-catalogue-${locale}`;
