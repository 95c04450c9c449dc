import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ICON_SIZES } from '@/lib/app-icons';

/** The site icon (app/icon.svg) as a PNG of a size a phone's home screen asks for. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const size = Number(/^(\d+)\.png$/.exec((await params).file)?.[1]);
  if (!APP_ICON_SIZES.some((known) => known === size)) {
    return new Response(null, { status: 404 });
  }
  const svg = await readFile(path.join(process.cwd(), 'app/icon.svg'));
  const png = await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=604800' },
  });
}
