import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Adyen Web's stylesheet from the pinned package, so the checkout needs no third-party origin
 * for it; the page loads it with the integrity hash of lib/checkout/adyen-assets.ts.
 */
export async function GET() {
  const file = path.join(process.cwd(), 'node_modules/@adyen/adyen-web/styles/adyen.css');
  try {
    const css = await readFile(file);
    return new Response(new Uint8Array(css), {
      headers: {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
