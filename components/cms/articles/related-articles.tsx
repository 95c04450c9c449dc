import { useLocale, useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/lib/contracts/articles';
import { formatDay } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { ArticleCard } from './article-card';

/** The related-content grid under an article (spec 002 section 9: 4), server-rendered. */
export function RelatedArticles({ articles }: { articles: ArticleSummary[] }) {
  const t = useTranslations('Articles');
  const locale = useLocale() as Locale;
  if (!articles.length) return null;
  return (
    <section aria-labelledby="related-articles" className="flex flex-col gap-4">
      <h2 id="related-articles" className="text-2xl font-bold">
        {t('related')}
      </h2>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard
              article={article}
              date={formatDay(article.date, locale)}
              labels={{ video: t('video') }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
