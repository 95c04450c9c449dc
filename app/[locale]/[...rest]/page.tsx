import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CmsPage } from '@/components/legal/cms-page';
import { isLocale } from '@/lib/i18n/locales';
import { canonicalPathOf, parseAlternateSegment } from '@/lib/routes/alternate-paths';
import { childPageLinks, cmsPageMetadata, findCmsPage } from '../../_server/cms-pages';
import { getContentValues } from '../../_server/content-values';

type Props = {
  params: Promise<{ locale: string; rest: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rest } = await params;
  if (!isLocale(locale)) return {};
  const page = await findCmsPage(locale, rest);
  return page ? cmsPageMetadata(page, locale, `/${locale}/${rest.join('/')}`) : {};
}

/**
 * CMS pages by path (help, legal): `/{locale}/help/returns/how-to-return` is the page
 * `how-to-return` whose parent chain is `help`, `returns`. The alternate URL forms
 * `/{locale}/{slug}-c{id}` and `/{locale}/{slug}-p{id}` move permanently (308) to their
 * canonical pages, keeping the query; any other path gets the localized 404 page inside the
 * site's layout.
 */
export default async function PathPage({ params, searchParams }: Props) {
  const { locale, rest } = await params;
  if (!isLocale(locale)) notFound();
  const page = await findCmsPage(locale, rest);
  if (page) {
    setRequestLocale(locale);
    const [values, pages] = await Promise.all([
      getContentValues(locale),
      childPageLinks(locale, rest),
    ]);
    return <CmsPage canvas={page} updatedAt={page.updatedAt} values={values} pages={pages} />;
  }
  const target = rest.length === 1 && rest[0] ? parseAlternateSegment(rest[0]) : null;
  if (!target) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) query.append(key, item);
  }
  const search = query.toString();
  permanentRedirect(`${canonicalPathOf(locale, target)}${search ? `?${search}` : ''}`);
}
