import {
  articleCanvasSchema,
  type ArticleCanvas,
  type ArticleSearchQuery,
  type ArticleSearchResponse,
  type ArticleSummary,
  type TagFacetValue,
} from '@/lib/contracts/articles';
import type { Locale } from '@/lib/i18n/locales';
import { articlePath } from '@/lib/routes';
import type { Database } from '../db/client';
import { listCanvasRows, shownVersion, type ReadView } from './canvases';

interface ShownArticle {
  slug: string;
  article: ArticleCanvas;
}

function summaryOf(siteId: Locale, { slug, article }: ShownArticle): ArticleSummary {
  return {
    id: slug,
    url: articlePath(siteId, slug),
    title: article.title,
    ...(article.subtitle ? { subtitle: article.subtitle } : {}),
    picture: article.picture,
    tags: article.tags,
    date: article.date,
    ...(article.media ? { media: article.media } : {}),
  };
}

/** Every word of the query appears in the title, the subtitle or a tag, whatever the case. */
function matchesWords(article: ArticleCanvas, q: string | undefined): boolean {
  const words = (q ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = [article.title, article.subtitle ?? '', ...article.tags.map((tag) => tag.label)]
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** Tags by how many of the articles carry them, then by their words. */
function tagFacet(articles: ShownArticle[]): TagFacetValue[] {
  const counts = new Map<string, TagFacetValue>();
  for (const { article } of articles) {
    for (const tag of article.tags) {
      const known = counts.get(tag.id);
      counts.set(tag.id, { ...tag, count: (known?.count ?? 0) + 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

const newestFirst = (a: ShownArticle, b: ShownArticle) =>
  b.article.date.localeCompare(a.article.date) || a.slug.localeCompare(b.slug);

/** Related first by how many tags they share with `to`, then newest first. */
function byRelevanceTo(to: ArticleCanvas) {
  const tags = new Set(to.tags.map((tag) => tag.id));
  const shared = ({ article }: ShownArticle) =>
    article.tags.filter((tag) => tags.has(tag.id)).length;
  return (a: ShownArticle, b: ShownArticle) => shared(b) - shared(a) || newestFirst(a, b);
}

/**
 * The article search (spec 002 section 7): the site's articles as the view shows them, filtered
 * by words and tag, newest first (or most related first), one page of them, and the tag facet
 * of every article the words find. A site holds tens of articles, so they are read at once and
 * filtered here rather than in SQL.
 */
export async function searchArticles(
  db: Database,
  siteId: Locale,
  query: ArticleSearchQuery,
  view: ReadView,
): Promise<ArticleSearchResponse> {
  const rows = await listCanvasRows(db, siteId, 'article');
  const shown = rows.flatMap((row): ShownArticle[] => {
    const parsed = articleCanvasSchema.safeParse(shownVersion(row, view)?.content);
    return parsed.success ? [{ slug: row.key, article: parsed.data }] : [];
  });
  const related = query.relatedTo ? shown.find(({ slug }) => slug === query.relatedTo) : undefined;
  const found = shown.filter(
    ({ slug, article }) => slug !== query.relatedTo && matchesWords(article, query.q),
  );
  const tagged = query.tagId
    ? found.filter(({ article }) => article.tags.some((tag) => tag.id === query.tagId))
    : found;
  const ordered = tagged.sort(related ? byRelevanceTo(related.article) : newestFirst);
  return {
    result: {
      items: ordered
        .slice(query.offset, query.offset + query.limit)
        .map((article) => summaryOf(siteId, article)),
      total: ordered.length,
      offset: query.offset,
      limit: query.limit,
    },
    facets: { tags: tagFacet(found) },
  };
}
