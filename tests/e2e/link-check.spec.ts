import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';
import { isCrawled, sitePathsIn } from './helpers/site-links';

/** Requests in flight at once: the check should not take the test server down. */
const PARALLEL = 6;

interface Broken {
  path: string;
  status: number;
  linkedFrom: string;
}

/**
 * Every page reachable from a locale's home (header, menu, benefit bar, footer, the pages they
 * lead to and the forms' legal links) is read, and every site link on them is asked for: none may
 * answer 404 (or fail). Redirects are followed, so a private page that sends a guest to sign in
 * counts as reachable.
 */
async function brokenLinksFrom(request: APIRequestContext, locale: string): Promise<Broken[]> {
  // The sign-in and sign-up forms open in dialogs from the header; their pages carry the same links.
  const starts = [`/${locale}`, `/${locale}/sign-in`, `/${locale}/sign-up`];
  const linkedFrom = new Map(starts.map((path) => [path, '(start)']));
  const queue = [...starts];
  const broken: Broken[] = [];
  while (queue.length > 0) {
    const batch = queue.splice(0, PARALLEL);
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path, { failOnStatusCode: false });
        if (response.status() >= 400) {
          broken.push({ path, status: response.status(), linkedFrom: linkedFrom.get(path) ?? '' });
          return;
        }
        if (!isCrawled(path, locale)) return;
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('text/html')) return;
        for (const link of sitePathsIn(await response.text(), response.url())) {
          if (linkedFrom.has(link)) continue;
          linkedFrom.set(link, path);
          queue.push(link);
        }
      }),
    );
  }
  return broken;
}

for (const locale of locales) {
  test(`no link reachable from the ${locale} home page leads to a missing page`, async ({
    request,
  }) => {
    test.setTimeout(240_000);
    expect(await brokenLinksFrom(request, locale)).toEqual([]);
  });
}
