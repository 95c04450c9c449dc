import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale } from '@/lib/i18n/locales';

/**
 * The service worker (worker-source.js) for a locale's offline page. Its cache is named for
 * the build, so a new deployment's worker replaces the last one's cache and offline page.
 */
export async function GET(request: Request) {
  const locale = new URL(request.url).searchParams.get('locale') ?? '';
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const [source, buildId] = await Promise.all([
    readFile(path.join(process.cwd(), 'app/sw.js/worker-source.js'), 'utf8'),
    readFile(path.join(process.cwd(), '.next/BUILD_ID'), 'utf8'),
  ]);
  const script = source.replaceAll('__BUILD_ID__', buildId.trim()).replaceAll('__LOCALE__', locale);
  return new Response(script, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    },
  });
}
