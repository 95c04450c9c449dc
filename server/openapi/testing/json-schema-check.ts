type Schema = Record<string, unknown>;

/**
 * Whether a value satisfies a schema of the OpenAPI document, for the keywords zod emits for
 * request bodies ($ref into components, type, properties, required, enum, const, bounds,
 * pattern, items, anyOf/oneOf). Enough to show the published schemas say what the contracts
 * say; keywords it does not know are taken as satisfied.
 */
export function satisfies(
  value: unknown,
  schema: Schema,
  components: Record<string, Schema>,
): boolean {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = components[ref.replace('#/components/schemas/', '')];
    return target !== undefined && satisfies(value, target, components);
  }
  const check = (inner: unknown) => satisfies(value, inner as Schema, components);
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some(check)) return false;
  if (Array.isArray(schema.oneOf) && schema.oneOf.filter(check).length !== 1) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (schema.type !== undefined && ![schema.type].flat().some((type) => isOfType(value, type))) {
    return false;
  }
  if (typeof value === 'string') return stringFits(value, schema);
  if (typeof value === 'number') return numberFits(value, schema);
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined;
    return !items || value.every((item) => satisfies(item, items, components));
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const required = (schema.required ?? []) as string[];
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return (
      required.every((name) => name in record) &&
      Object.entries(properties).every(
        ([name, property]) => !(name in record) || satisfies(record[name], property, components),
      )
    );
  }
  return true;
}

function isOfType(value: unknown, type: unknown): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'null') return value === null;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object')
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  return typeof value === type;
}

function stringFits(value: string, schema: Schema): boolean {
  const { minLength, maxLength, pattern } = schema as {
    minLength?: number;
    maxLength?: number;
    pattern?: string;
  };
  return (
    value.length >= (minLength ?? 0) &&
    value.length <= (maxLength ?? Infinity) &&
    (pattern === undefined || new RegExp(pattern).test(value))
  );
}

function numberFits(value: number, schema: Schema): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema as Record<
    string,
    number | undefined
  >;
  return (
    value >= (minimum ?? -Infinity) &&
    value <= (maximum ?? Infinity) &&
    value > (exclusiveMinimum ?? -Infinity) &&
    value < (exclusiveMaximum ?? Infinity)
  );
}
