import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/cms/articles/article-view';
import { JsonLd } from '@/components/seo/json-ld';
import { RELATED_ARTICLES } from '@/lib/contracts/articles';
import { canvasSlugSchema } from '@/lib/contracts/content';
import { articlePath } from '@/lib/routes';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { fillArticleGrids } from '../../../_server/article-grids';
import { fillCollections } from '../../../_server/collections';
import { requireLocale } from '../../../_server/locale';
import { getArticle, searchArticles } from '../../../_server/reads';
import { getPublicBaseUrl } from '../../../_server/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

async function readArticle(params: Props['params']) {
  const { locale: segment, slug } = await params;
  const locale = requireLocale(segment);
  if (!canvasSlugSchema.safeParse(slug).success) return { locale, slug, article: null };
  return { locale, slug, article: await getArticle(locale, slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, article } = await readArticle(params);
  if (!article) return {};
  return canvasMetadata(article, {
    baseUrl: getPublicBaseUrl(),
    locale,
    path: articlePath(locale, slug),
    openGraphType: 'article',
    image: { url: article.picture.url, alt: article.picture.alt },
  });
}

/** An article (`article` canvas by slug) with four related ones; a missing one is a 404. */
export default async function ArticlePage({ params }: Props) {
  const { locale, slug, article } = await readArticle(params);
  if (!article) notFound();
  setRequestLocale(locale);
  const [collections, articleGrids, related, t] = await Promise.all([
    fillCollections(locale, article),
    fillArticleGrids(locale, article),
    searchArticles(locale, { relatedTo: slug, limit: RELATED_ARTICLES }),
    getTranslations('Common'),
  ]);
  const baseUrl = getPublicBaseUrl();
  return (
    <>
      <JsonLd
        data={articleJsonLd(baseUrl, {
          title: article.title,
          description: article.metadata.htmlDescription,
          url: articlePath(locale, slug),
          image: article.picture.url,
          datePublished: article.date,
          dateModified: article.updatedAt,
          keywords: article.tags.map((tag) => tag.label),
          brand: t('brand'),
        })}
      />
      <ArticleView
        article={article}
        collections={collections}
        articleGrids={articleGrids}
        related={related?.result.items ?? []}
      />
    </>
  );
}
