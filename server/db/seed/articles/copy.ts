import type { Language } from '../translated';

export const articleTagIds = [
  'running',
  'training',
  'beginners',
  'performance',
  'trail',
  'recovery',
  'strength',
  'care',
  'gear',
] as const;
export type ArticleTagId = (typeof articleTagIds)[number];

export const articleSlugs = [
  'first-5k-plan',
  'tempo-runs-explained',
  'trail-running-first-steps',
  'rest-days-that-make-you-faster',
  'strength-moves-for-runners',
  'make-your-running-shoes-last',
  'washing-technical-clothing',
] as const;
export type ArticleSlug = (typeof articleSlugs)[number];

/** What one article says: its header, then an introduction, a list under a heading, a close. */
export interface ArticleCopy {
  title: string;
  subtitle: string;
  /** The page's meta description. */
  description: string;
  intro: string[];
  heading: string;
  items: string[];
  outro: string;
}

/** Everything the journal says in one language. */
export interface JournalCopy {
  tags: Record<ArticleTagId, string>;
  articles: Record<ArticleSlug, ArticleCopy>;
  journal: {
    title: string;
    htmlTitle: string;
    description: string;
    intro: string;
    /** The grid's heading on the home page, and its link to the journal. */
    homeTitle: string;
    allStories: string;
  };
}

export type JournalCopies = Record<Language, JournalCopy>;
