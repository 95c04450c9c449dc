import { z } from 'zod';
import { videoSourceSchema } from './cms/blocks';
import { mediaSchema } from './cms/primitives';
import { canvasSlugSchema, pageCanvasSchema } from './content';
import { wholeNumberParam } from './query-values';

/**
 * Articles (spec 002 sections 2, 3 "Article", 7 "Article search" and 9): editorial pages stored
 * as canvases of type `article`, keyed by slug, and found through the article search.
 */

/** A tag an editor gives articles: a stable id (what filters and facets use) and its words. */
export const articleTagSchema = z.object({ id: canvasSlugSchema, label: z.string().min(1) });
export type ArticleTag = z.infer<typeof articleTagSchema>;

/** A video leading the article, as the video component takes it. */
export const articleMediaSchema = videoSourceSchema;
export type ArticleMedia = z.infer<typeof articleMediaSchema>;

/** An article's document: a CMS page (metadata, sections of components) with its own header. */
export const articleCanvasSchema = pageCanvasSchema.extend({
  subtitle: z.string().optional(),
  picture: mediaSchema,
  tags: z.array(articleTagSchema).min(1).max(12),
  /** The day it appeared, `YYYY-MM-DD`; newest first in every list. */
  date: z.iso.date(),
  media: articleMediaSchema.optional(),
});
export type ArticleCanvas = z.infer<typeof articleCanvasSchema>;

/** An article as the search lists it (spec 002 section 3: id, url, title, picture, tags, date…). */
export const articleSummarySchema = z.object({
  /** The article's slug, its canvas key. */
  id: z.string(),
  url: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  picture: mediaSchema,
  tags: z.array(articleTagSchema),
  date: z.string(),
  media: articleMediaSchema.optional(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** Related articles under an article (spec 002 section 9). */
export const RELATED_ARTICLES = 4;
export const MAX_ARTICLE_SEARCH_LIMIT = 48;

export const articleSearchQuerySchema = z.object({
  /** The only kind of content the search finds so far (a string first, so none is ATTR100). */
  type: z.string().pipe(z.literal('article')),
  offset: wholeNumberParam(0, 10_000).default(0),
  limit: wholeNumberParam(1, MAX_ARTICLE_SEARCH_LIMIT).default(12),
  /** Only articles carrying this tag; the tag facet still counts every tag. */
  tagId: canvasSlugSchema.optional(),
  /** Words that must all appear in the title, subtitle or a tag. */
  q: z.string().trim().max(200).optional(),
  /** Articles related to this one: the most shared tags first, itself left out. */
  relatedTo: canvasSlugSchema.optional(),
});
export type ArticleSearchQuery = z.infer<typeof articleSearchQuerySchema>;
/** The query as a client writes it: numbers as numbers, `type` implied. */
export type ArticleSearchParams = Partial<
  Pick<ArticleSearchQuery, 'offset' | 'limit' | 'tagId' | 'q' | 'relatedTo'>
>;

export const tagFacetValueSchema = articleTagSchema.extend({ count: z.number().int().min(0) });
export type TagFacetValue = z.infer<typeof tagFacetValueSchema>;

export const articleSearchResponseSchema = z.object({
  result: z.object({
    items: z.array(articleSummarySchema),
    /** How many articles match, over every page. */
    total: z.number().int().min(0),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1),
  }),
  facets: z.object({
    /** Every tag of the articles the query finds before the tag filter, most used first. */
    tags: z.array(tagFacetValueSchema),
  }),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;
