import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/server/config/env';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  // The component catalogue's video example and its captions (server/db/seed/catalogue-video.ts).
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * Serves the images (and the catalogue's video) the seeder writes into DATA_DIR/media. They are made after the build,
 * so they cannot live in public/, which Next only serves as it was at build time.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const root = path.resolve(getEnv().DATA_DIR, 'media');
  const file = path.resolve(root, ...segments);
  const type = contentTypes[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(`${root}${path.sep}`))
    return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
