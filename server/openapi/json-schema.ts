import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A contract schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Requests are described
 * as a client sends them (`io: 'input'`, before transforms and defaults) and replies as the
 * server sends them; what JSON Schema cannot say (transforms, custom checks) becomes "any"
 * instead of throwing, since the server's zod parse stays the judge.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

const definitionRef = /"#\/\$defs\/([^"]+)"/g;

/**
 * Moves a component's own definitions (zod writes a recursive schema's cycle, such as a
 * filter-by block's components, as `#/$defs/…`) into the document's components as
 * `{name}.{definition}`: in an OpenAPI document a `$ref` resolves against the whole document.
 */
export function hoistDefinitions(
  schema: JsonSchema,
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return schema;
  const moved = (part: JsonSchema): JsonSchema =>
    JSON.parse(
      JSON.stringify(part).replace(definitionRef, `"#/components/schemas/${name}.$1"`),
    ) as JsonSchema;
  for (const [definition, body] of Object.entries($defs)) {
    components[`${name}.${definition}`] = moved(body);
  }
  return moved(rest);
}
