import Link from 'next/link';
import type { ArticleSummary } from '@/lib/contracts/articles';
import { OptimizedImage } from '@/components/ui/optimized-image';

export interface ArticleCardLabels {
  /** Says the article leads with a video. */
  video: string;
}

/**
 * One article in a grid: its picture, tags, title (the card's one link), subtitle and date.
 * No hooks, so the server and the grid's client island draw it alike; `date` comes formatted.
 */
export function ArticleCard({
  article,
  date,
  labels,
}: {
  article: ArticleSummary;
  date: string;
  labels: ArticleCardLabels;
}) {
  return (
    <article className="relative flex h-full flex-col gap-2">
      <div className="relative overflow-hidden rounded-lg bg-line">
        {/* The title's link names the card; the picture only illustrates it. */}
        <OptimizedImage
          src={article.picture.url}
          alt=""
          width={article.picture.width}
          height={article.picture.height}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/10] w-full object-cover object-[70%_50%]"
        />
        {article.media && (
          <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
            {labels.video}
          </span>
        )}
      </div>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
        {article.tags.map((tag) => tag.label).join(' · ')}
      </p>
      <h3 className="text-lg leading-snug font-bold">
        <Link href={article.url} className="after:absolute after:inset-0 hover:underline">
          {article.title}
        </Link>
      </h3>
      {article.subtitle && <p className="text-sm text-muted">{article.subtitle}</p>}
      <p className="mt-auto text-xs text-muted">
        <time dateTime={article.date}>{date}</time>
      </p>
    </article>
  );
}
