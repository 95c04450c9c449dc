import { getApi } from '@/server/runtime';

const handle = async (request: Request) => (await getApi()).fetch(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
