import type { z } from 'zod';
import type { ErrorCode } from '@/lib/contracts/error-codes';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A contract schema and the component name it is published under. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export type Success =
  | { status: 200 | 201; json: NamedSchema }
  | { status: 200; text: string }
  | { status: 200; file: 'application/pdf' }
  | { status: 204 };

/** One endpoint of the API as the OpenAPI document describes it. */
export interface Operation {
  method: Method;
  /** Relative to /api, with path parameters in OpenAPI form: `{basketId}`. */
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: NamedSchema;
  /** A multipart/form-data body: these text fields, plus the named file fields. */
  form?: { fields: NamedSchema; files: Record<string, string> };
  /** A body the endpoint also takes absent (sign-out, refresh, prepareOrder). */
  bodyOptional?: true;
  success: Success;
  /** Codes this endpoint answers beyond the ones every endpoint can (headers, input, GEN500). */
  errors?: readonly ErrorCode[];
  /** Callers that send none of the storefront's headers: Adyen, page beacons, this document. */
  withoutStorefrontHeaders?: true;
}

export const named = (name: string, schema: z.ZodType): NamedSchema => ({ name, schema });

export const json = (reply: NamedSchema, status: 200 | 201 = 200): Success => ({
  status,
  json: reply,
});

export const noContent: Success = { status: 204 };

export const pdf: Success = { status: 200, file: 'application/pdf' };
