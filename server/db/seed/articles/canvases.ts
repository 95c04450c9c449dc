import type { ArticleCanvas } from '@/lib/contracts/articles';
import type { ArticleGridBlock } from '@/lib/contracts/cms/articles';
import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { articlesPath } from '@/lib/routes';
import { catalogueVideo } from '../catalogue-video';
import { findColorway } from '../colorways';
import type { ImageRegistry, SeedImage } from '../image-jobs';
import type { Silhouette } from '../silhouettes';
import { localeLanguage, type Language } from '../translated';
import { articleSlugs, type ArticleSlug, type ArticleTagId, type JournalCopies } from './copy';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

const copies: JournalCopies = { en, fr, de, it };

/** The captions track's name: its language, in that language. */
const captionLabels: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};

/** What every language's version of an article shares: its day, tags and picture. */
const facts: Record<
  ArticleSlug,
  { date: string; tags: ArticleTagId[]; picture: [Silhouette, string]; video?: true }
> = {
  'first-5k-plan': {
    date: '2025-12-08',
    tags: ['running', 'beginners', 'training'],
    picture: ['runner', '005'],
  },
  'tempo-runs-explained': {
    date: '2025-11-24',
    tags: ['running', 'training', 'performance'],
    picture: ['runner', '004'],
    video: true,
  },
  'trail-running-first-steps': {
    date: '2025-12-15',
    tags: ['trail', 'running', 'beginners', 'gear'],
    picture: ['trail', '008'],
  },
  'rest-days-that-make-you-faster': {
    date: '2025-11-10',
    tags: ['recovery', 'training', 'running'],
    picture: ['hoodie', '013'],
  },
  'strength-moves-for-runners': {
    date: '2025-10-27',
    tags: ['strength', 'training', 'performance'],
    picture: ['tee', '011'],
  },
  'make-your-running-shoes-last': {
    date: '2025-12-01',
    tags: ['care', 'gear', 'running'],
    picture: ['trainer', '006'],
  },
  'washing-technical-clothing': {
    date: '2025-10-13',
    tags: ['care', 'gear'],
    picture: ['jacket', '012'],
  },
};

/** Paragraphs of running text, left-aligned like a help page's (a text section without a list). */
const paragraphs = (id: string, lines: string[]) => ({
  type: 'text-section' as const,
  id,
  paragraphs: lines,
  items: [],
  numbered: false,
});

/** The journal page's slug: it shows at `/{locale}/articles`, where the articles live under. */
export const JOURNAL_PAGE_SLUG = 'articles';

const media = (image: SeedImage, alt: string) => ({
  url: image.url,
  alt,
  width: image.width,
  height: image.height,
});

/** The pictures articles lead with, drawn at seed time like every demo picture. */
export function articlePictures(images: ImageRegistry): Record<ArticleSlug, SeedImage> {
  return Object.fromEntries(
    articleSlugs.map((slug) => {
      const [silhouette, colorway] = facts[slug].picture;
      return [slug, images.hero(`article-${slug}`, silhouette, findColorway(colorway))];
    }),
  ) as Record<ArticleSlug, SeedImage>;
}

/** A site's articles, in its language: the same slugs, tags and pictures in every locale. */
export function articleCanvases(
  locale: Locale,
  pictures: Record<ArticleSlug, SeedImage>,
): { key: ArticleSlug; document: ArticleCanvas }[] {
  const language = localeLanguage(locale);
  const copy = copies[language];
  return articleSlugs.map((slug) => {
    const words = copy.articles[slug];
    const { date, tags, video } = facts[slug];
    const picture = media(pictures[slug], words.title);
    return {
      key: slug,
      document: {
        name: `article-${slug}`,
        title: words.title,
        subtitle: words.subtitle,
        metadata: {
          htmlTitle: `${words.title} | Stride`,
          htmlDescription: words.description,
        },
        picture,
        tags: tags.map((id) => ({ id, label: copy.tags[id] })),
        date,
        ...(video
          ? {
              media: {
                url: catalogueVideo.url,
                poster: picture,
                playerSettings: { muted: true },
                tracks: [
                  {
                    src: catalogueVideo.captionsUrl(language),
                    label: captionLabels[language],
                    srclang: language,
                    kind: 'captions' as const,
                  },
                ],
              },
            }
          : {}),
        sections: [
          {
            name: 'body',
            items: [
              paragraphs(`${slug}-intro`, words.intro),
              {
                type: 'text-section',
                id: `${slug}-steps`,
                heading: words.heading,
                paragraphs: [],
                items: words.items,
                numbered: false,
              },
              paragraphs(`${slug}-outro`, [words.outro]),
            ],
          },
        ],
      },
    };
  });
}

/** The article grid the home page shows: the three newest, linking to the journal. */
export function homeArticleGrid(locale: Locale): ArticleGridBlock {
  const { journal } = copies[localeLanguage(locale)];
  return {
    type: 'article-grid',
    id: 'home-articles',
    title: journal.homeTitle,
    textLink: { url: articlesPath(locale), text: journal.allStories, style: 'link' },
    rows: 1,
    columns: 3,
    showFilters: false,
  };
}

/** The journal: a few words, then every article, two rows of two at a time, with tag filters. */
export function journalCanvas(locale: Locale): PageCanvas {
  const { journal } = copies[localeLanguage(locale)];
  return {
    name: 'journal',
    title: journal.title,
    metadata: {
      htmlTitle: journal.htmlTitle,
      htmlDescription: journal.description,
    },
    sections: [
      {
        name: 'main',
        items: [
          paragraphs('journal-intro', [journal.intro]),
          {
            type: 'article-grid',
            id: 'journal-articles',
            rows: 2,
            columns: 2,
            showFilters: true,
          },
        ],
      },
    ],
  };
}

/** The footer's link to the journal, in the site's language. */
export const journalLink = (locale: Locale) => ({
  text: copies[localeLanguage(locale)].journal.title,
  url: articlesPath(locale),
});
