import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ArticleCanvas, ArticleSummary } from '@/lib/contracts/articles';
import type { ArticleGridPages } from '@/lib/content/article-grids';
import { formatDay } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { articlesPath } from '@/lib/routes';
import { Video } from '../blocks/video';
import { CanvasSections, type CollectionProducts } from '../canvas-sections';
import { RelatedArticles } from './related-articles';
import { OptimizedImage } from '@/components/ui/optimized-image';

/**
 * An article as the server renders it: its tags (each opening the journal filtered by it),
 * title as the h1, subtitle and date, its video when it has one (else its picture), the body's
 * components, then four related articles.
 */
export function ArticleView({
  article,
  collections,
  articleGrids,
  related,
}: {
  article: ArticleCanvas;
  collections: CollectionProducts;
  articleGrids: ArticleGridPages;
  related: ArticleSummary[];
}) {
  const t = useTranslations('Articles');
  const locale = useLocale() as Locale;
  return (
    <div className="flex flex-col gap-12 py-6">
      <article className="flex flex-col gap-8">
        <header className="mx-auto flex w-full max-w-3xl flex-col gap-3">
          <ul aria-label={t('tags')} className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <Link
                  href={`${articlesPath(locale)}?tag=${tag.id}`}
                  className="rounded-full border border-line px-3 py-1 text-xs font-semibold tracking-wide uppercase hover:border-ink"
                >
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="type-title">{article.title}</h1>
          {article.subtitle && <p className="text-lg text-muted">{article.subtitle}</p>}
          <p className="text-sm text-muted">
            <time dateTime={article.date}>
              {t('published', { date: formatDay(article.date, locale) })}
            </time>
          </p>
        </header>
        {article.media ? (
          // The video leads in the picture's place; its poster is the picture.
          <div className="mx-auto w-full max-w-4xl">
            <Video block={{ type: 'video', id: 'article-media', ...article.media }} />
          </div>
        ) : (
          <OptimizedImage
            src={article.picture.url}
            alt={article.picture.alt}
            width={article.picture.width}
            height={article.picture.height}
            preload
            sizes="(min-width: 1280px) 1232px, 100vw"
            className="aspect-[16/7] w-full rounded-lg object-cover object-[70%_50%]"
          />
        )}
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-10">
          <CanvasSections canvas={article} collections={collections} articleGrids={articleGrids} />
        </div>
      </article>
      <RelatedArticles articles={related} />
    </div>
  );
}
