import { commonHeadersSchema, headerNames } from '@/lib/contracts/headers';
import { toJsonSchema } from './json-schema';

type HeaderKey = keyof typeof commonHeadersSchema.shape;

/** The ids server/http/common-headers.ts generates when a caller sends none. */
const generatedWhenAbsent: ReadonlySet<HeaderKey> = new Set(['transactionId', 'correlationId']);

const headerKeys = Object.keys(commonHeadersSchema.shape) as HeaderKey[];

/** The storefront's common headers as OpenAPI parameter components. */
export function headerParameterComponents(): Record<string, unknown> {
  return Object.fromEntries(
    headerKeys.map((key) => [
      headerParameterName(key),
      {
        name: headerNames[key],
        in: 'header',
        required: !generatedWhenAbsent.has(key),
        schema: toJsonSchema(commonHeadersSchema.shape[key], 'input'),
      },
    ]),
  );
}

export function headerParameterRefs(): { $ref: string }[] {
  return headerKeys.map((key) => ({ $ref: `#/components/parameters/${headerParameterName(key)}` }));
}

function headerParameterName(key: HeaderKey): string {
  return `${key.charAt(0).toUpperCase()}${key.slice(1)}Header`;
}
