import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/server/config/env';

/**
 * Mock mode's service worker, from the installed msw package so it always matches the
 * library the page runs; it exists only while API_MOCKING is on (demo mode only).
 */
export async function GET() {
  if (!getEnv().API_MOCKING) return new Response('Not found', { status: 404 });
  const script = await readFile(
    path.join(process.cwd(), 'node_modules/msw/lib/mockServiceWorker.js'),
  );
  return new Response(new Uint8Array(script), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    },
  });
}
