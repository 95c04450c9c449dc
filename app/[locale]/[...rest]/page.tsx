import { notFound, permanentRedirect } from 'next/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { canonicalPathOf, parseAlternateSegment } from '@/lib/routes/alternate-paths';

type Props = {
  params: Promise<{ locale: string; rest: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The alternate URL forms `/{locale}/{slug}-c{id}` and `/{locale}/{slug}-p{id}` move
 * permanently (308) to their canonical pages, keeping the query; any other unknown path gets
 * the localized 404 page inside the site's layout.
 */
export default async function UnknownPage({ params, searchParams }: Props) {
  const { locale, rest } = await params;
  const target = rest.length === 1 && rest[0] ? parseAlternateSegment(rest[0]) : null;
  if (!target || !isLocale(locale)) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) query.append(key, item);
  }
  const search = query.toString();
  permanentRedirect(`${canonicalPathOf(locale, target)}${search ? `?${search}` : ''}`);
}
