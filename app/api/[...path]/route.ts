import { API_HANDLER, type ApiHandler } from '@/server/entry/direct-api.mjs';
import { getApi } from '@/server/runtime';

const handle: ApiHandler = async (request) => (await getApi()).fetch(request);

// The entry server answers later API requests with this handler itself (direct-api.mjs).
(globalThis as Record<symbol, unknown>)[API_HANDLER] = handle;

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
