import type { z } from 'zod';
import { statusOf, type ErrorCode } from '@/lib/contracts/error-codes';
import { errorBodySchema } from '@/lib/contracts/errors';
import packageJson from '../../package.json';
import { headerParameterComponents, headerParameterRefs } from './header-parameters';
import { toJsonSchema, type JsonSchema } from './json-schema';
import type { Method, NamedSchema, Operation, Success } from './operation';
import { operations } from './operations';

type Io = 'input' | 'output';
type Ref = { $ref: string };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Method, Record<string, unknown>>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, unknown>;
    responses: Record<string, unknown>;
  };
}

const errorRef: Ref = { $ref: '#/components/schemas/ErrorResponse' };
const jsonContent = (schema: unknown) => ({ 'application/json': { schema } });

/**
 * The OpenAPI 3.1 description of the API, built from the operation list and the zod
 * contracts it names. Each named schema becomes one component; a name given to two different
 * schemas (or to one schema as both request and reply) is a mistake in the list and throws.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    ErrorResponse: toJsonSchema(errorBodySchema, 'output'),
  };
  const published = new Map<string, { named: NamedSchema; io: Io }>();
  const refTo = (named: NamedSchema, io: Io): Ref => {
    const earlier = published.get(named.name);
    if (!earlier) {
      published.set(named.name, { named, io });
      schemas[named.name] = toJsonSchema(named.schema, io);
    } else if (earlier.named.schema !== named.schema || earlier.io !== io) {
      throw new Error(`Two different schemas are published as ${named.name}.`);
    }
    return { $ref: `#/components/schemas/${named.name}` };
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {});
    if (item[operation.method]) {
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} is listed twice.`);
    }
    item[operation.method] = describeOperation(operation, refTo);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Commerce API',
      version: packageJson.version,
      description:
        'The storefront commerce API. Every failure answers ErrorResponse; errorId is a code of ' +
        'the error catalogue, which fixes its HTTP status. See docs/api.md.',
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      parameters: headerParameterComponents(),
      responses: {
        Error: {
          description: 'Any failure: bad headers or input, unknown endpoint, unexpected error',
          content: jsonContent(errorRef),
        },
      },
    },
  };
}

function describeOperation(
  operation: Operation,
  refTo: (named: NamedSchema, io: Io) => Ref,
): Record<string, unknown> {
  const parameters = [
    ...(operation.withoutStorefrontHeaders ? [] : headerParameterRefs()),
    ...pathParameters(operation.path),
    ...(operation.query ? queryParameters(operation.query) : []),
  ];
  return {
    operationId: operationIdOf(operation),
    summary: operation.summary,
    tags: [operation.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: !operation.bodyOptional,
            content: jsonContent(refTo(operation.body, 'input')),
          },
        }
      : {}),
    ...(operation.form ? { requestBody: formBody(operation.form, refTo) } : {}),
    responses: {
      [operation.success.status]: successResponse(operation.success, refTo),
      ...errorResponses(operation.errors ?? []),
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

function formBody(
  form: NonNullable<Operation['form']>,
  refTo: (named: NamedSchema, io: Io) => Ref,
) {
  const files = Object.entries(form.files).map(([name, description]) => [
    name,
    { type: 'array', items: { type: 'string', format: 'binary' }, description },
  ]);
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          allOf: [
            refTo(form.fields, 'input'),
            { type: 'object', properties: Object.fromEntries(files) },
          ],
        },
      },
    },
  };
}

function successResponse(success: Success, refTo: (named: NamedSchema, io: Io) => Ref) {
  if ('json' in success) {
    return {
      description: success.status === 201 ? 'Created' : 'OK',
      content: jsonContent(refTo(success.json, 'output')),
    };
  }
  if ('file' in success) {
    return {
      description: 'OK',
      content: { [success.file]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if ('text' in success) {
    return {
      description: 'OK',
      content: { 'text/plain': { schema: { type: 'string', const: success.text } } },
    };
  }
  return { description: 'No content' };
}

/** One response per HTTP status, naming the catalogue codes answered with it. */
function errorResponses(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, sharing]) => [
      status,
      { description: sharing.join(', '), content: jsonContent(errorRef) },
    ]),
  );
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(query: z.ZodType) {
  const schema = toJsonSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** `PUT /cart/v1/cart/{basketId}/item` is `putCartV1CartBasketIdItem`. */
function operationIdOf({ method, path }: Operation): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}
