import { useLocale, useTranslations } from 'next-intl';
import { articlePageSize, type ArticleGridBlock } from '@/lib/contracts/cms/articles';
import type { ArticleGridData } from '@/lib/content/article-grids';
import type { Locale } from '@/lib/i18n/locales';
import { headerAlignClass } from '../collections/alignment';
import { TargetLink } from '../target-link';
import { ArticleBrowser, type ArticleBrowserLabels, type ArticleColumns } from './article-browser';

/** The words of the article grid and its cards, handed to the island so it loads no messages. */
export function useArticleLabels(): ArticleBrowserLabels {
  const t = useTranslations('Articles');
  return {
    filter: t('filter'),
    all: t('all'),
    seeMore: t('seeMore'),
    seeFewer: t('seeFewer'),
    loadMore: t('loadMore'),
    loadingMore: t('loadingMore'),
    failed: t('loadFailed'),
    none: t('none'),
    // Left for the island to fill as the counts change.
    shown: t('shown', { shown: '{shown}', total: '{total}' }),
    video: t('video'),
  };
}

/**
 * An article grid (spec 002 section 2): its title row, then the first `rows` × `columns`
 * articles (3 when unset) rendered on the server, with tag chips and "Load more" in a small
 * client island. `data` is the first page the route read (app/_server/article-grids.ts).
 */
export function ArticleGrid({ grid, data }: { grid: ArticleGridBlock; data?: ArticleGridData }) {
  const locale = useLocale() as Locale;
  const labels = useArticleLabels();
  if (!data) return null;
  const alignment = grid.alignment ?? 'left';
  return (
    <div className="flex flex-col gap-4">
      {(grid.title || grid.textLink) && (
        <div className={`flex gap-x-4 gap-y-2 ${headerAlignClass[alignment]}`}>
          {grid.title && <h2 className="text-2xl font-bold">{grid.title}</h2>}
          {grid.textLink && (
            <TargetLink target={grid.textLink} className="shrink-0 text-sm whitespace-nowrap" />
          )}
        </div>
      )}
      <ArticleBrowser
        locale={locale}
        mode={data.mode}
        firstPage={data.firstPage}
        pageSize={articlePageSize(grid)}
        columns={(grid.columns ?? 3) as ArticleColumns}
        showFilters={grid.showFilters && !grid.tagId}
        {...(grid.tagId ? { presetTag: grid.tagId } : {})}
        labels={labels}
      />
    </div>
  );
}
