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
