import { Hono } from 'hono';
import type { ApiEnv } from '../http/context';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

let built: OpenApiDocument | undefined;

/** GET /api/openapi.json: the API's description, built once per process on first request. */
export function openApiRoutes() {
  return new Hono<ApiEnv>().get('/openapi.json', (c) => c.json((built ??= buildOpenApiDocument())));
}
