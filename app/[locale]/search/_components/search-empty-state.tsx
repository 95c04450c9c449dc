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

/** A headed row of pill-shaped links; nothing when there are no links. */
function LinkChips({
  headingId,
  heading,
  links,
}: {
  headingId: string;
  heading: string;
  links: { key: string; href: string; text: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="type-subheading">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              className="inline-block rounded-full border border-line px-4 py-2 text-sm hover:border-ink"
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What to try next: spelling tips, what others searched for, and the main categories. */
export function SearchEmptyState({
  locale,
  query,
  popularSearches,
  categories,
}: SearchEmptyStateProps) {
  const t = useTranslations('Search');
  return (
    <div className="flex flex-col gap-8">
      {query !== null && <p className="text-muted">{t('emptyTips')}</p>}
      <LinkChips
        headingId="popular-searches"
        heading={t('popular')}
        links={popularSearches.map((popular) => ({
          key: popular,
          href: `/${locale}/search?${new URLSearchParams({ q: popular })}`,
          text: popular,
        }))}
      />
      <LinkChips
        headingId="browse-categories"
        heading={t('browse')}
        links={categories.map((category) => ({
          key: category.id,
          href: category.target,
          text: category.title,
        }))}
      />
    </div>
  );
}
