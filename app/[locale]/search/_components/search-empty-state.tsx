import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

interface SearchEmptyStateProps {
  locale: Locale;
  /** The words that found nothing; null before anything was searched. */
  query: string | null;
  popularSearches: string[];
  categories: { id: string; title: string; target: string }[];
}

/** What to try next: spelling tips, what others searched for, and the main categories. */
export function SearchEmptyState({
  locale,
  query,
  popularSearches,
  categories,
}: SearchEmptyStateProps) {
  const t = useTranslations('Search');
  const chip = 'inline-block rounded-full border border-line px-4 py-2 text-sm hover:border-ink';
  return (
    <div className="flex flex-col gap-8">
      {query !== null && <p className="text-muted">{t('emptyTips')}</p>}
      {popularSearches.length > 0 && (
        <section aria-labelledby="popular-searches" className="flex flex-col gap-3">
          <h2 id="popular-searches" className="text-lg font-bold">
            {t('popular')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {popularSearches.map((popular) => (
              <li key={popular}>
                <Link
                  href={`/${locale}/search?${new URLSearchParams({ q: popular })}`}
                  className={chip}
                >
                  {popular}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && (
        <section aria-labelledby="browse-categories" className="flex flex-col gap-3">
          <h2 id="browse-categories" className="text-lg font-bold">
            {t('browse')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={category.target} className={chip}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
