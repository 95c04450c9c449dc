import { z } from 'zod';
import {
  accordionSchema,
  anchorSchema,
  buttonSchema,
  ctaCollectionSchema,
  filterByFieldsSchema,
  richHtmlBlockSchema,
  secondaryNavigationSchema,
  verticalListSchema,
  videoSchema,
} from './cms/blocks';
import { newsletterSchema, ugcWidgetSchema } from './cms/growth';
import { articleGridSchema } from './cms/articles';
import { mediaSchema, targetSchema } from './cms/primitives';
import {
  experienceFieldsSchema,
  experienceVariantFieldsSchema,
  segmentFieldsSchema,
  segmentationFieldsSchema,
} from './cms/personalisation';
import { bannerSchemas, benefitBarSchema } from './cms/banners';
import {
  collectionFields,
  collectionSchema,
  iconTextListSchema,
  linkedCardsSchema,
  multiLinkCardsSchema,
} from './cms/collections';

/** CMS canvases (CMS page, banner, collection, benefit bar, mega menu). */

/** A page slug, fragment id, search type or fixed page name: how canvases are keyed. */
export const canvasSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

/** A product rail filled from the catalogue: newest products of a category. */
const productCollectionSchema = z.object({
  type: z.literal('product-collection'),
  id: z.string(),
  title: z.string(),
  categoryId: z.string(),
  limit: z.number().int().min(1).max(24).default(8),
  textLink: targetSchema.optional(),
  alignment: collectionFields.alignment,
  /** A grid unless a breakpoint makes it a carousel. */
  breakpoints: collectionFields.breakpoints,
});

const categoryCardsSchema = z.object({
  type: z.literal('category-cards'),
  id: z.string(),
  title: z.string().optional(),
  items: z.array(z.object({ title: z.string(), url: z.string(), media: mediaSchema })),
  textLink: collectionFields.textLink,
  alignment: collectionFields.alignment,
  /** A grid unless a breakpoint makes it a carousel. */
  breakpoints: collectionFields.breakpoints,
});

/**
 * A section of a help or legal page: a heading, paragraphs, then a bulleted list. Text is plain,
 * with two inline forms only: `[words](/en-us/path)` links (site paths, `https:`, `mailto:`,
 * `tel:`) and `{name}` placeholders that the page fills from the store's settings (the seller's
 * name, address, VAT id…).
 */
const textSectionSchema = z.object({
  type: z.literal('text-section'),
  id: z.string(),
  heading: z.string().optional(),
  paragraphs: z.array(z.string()).default([]),
  items: z.array(z.string()).default([]),
  /** The items are steps to follow in order. */
  numbered: z.boolean().default(false),
});

const richTextSchema = z.object({
  type: z.literal('rich-text'),
  id: z.string(),
  /** Paragraphs of plain text; markup is not accepted from the CMS. */
  paragraphs: z.array(z.string()),
});

/**
 * Where a page embeds a fragment (`fragment/{fragmentId}`). The content service's augmented page
 * and the storefront's page reads replace it with the fragment's items, so no view renders it.
 */
const fragmentRefSchema = z.object({
  type: z.literal('fragment-ref'),
  id: z.string(),
  fragmentId: canvasSlugSchema,
});

/**
 * Every canvas component that holds no other. A filter-by block holds only these, and an
 * experience's or segmentation's alternatives hold these and filter-by blocks: no schema is
 * recursive, so validation depth stays bounded whatever a request sends.
 */
const nestableComponentSchemas = [
  ...bannerSchemas,
  benefitBarSchema,
  productCollectionSchema,
  categoryCardsSchema,
  textSectionSchema,
  richTextSchema,
  fragmentRefSchema,
  secondaryNavigationSchema,
  verticalListSchema,
  richHtmlBlockSchema,
  buttonSchema,
  accordionSchema,
  anchorSchema,
  ctaCollectionSchema,
  videoSchema,
  collectionSchema,
  linkedCardsSchema,
  multiLinkCardsSchema,
  iconTextListSchema,
  newsletterSchema,
  ugcWidgetSchema,
  articleGridSchema,
] as const;

const filterBySchema = filterByFieldsSchema.extend({
  components: z.array(z.discriminatedUnion('type', nestableComponentSchemas)),
});

/** A list of components that shows or hides as one: a baseline, a variant's or segment's targets. */
const componentListSchema = z
  .array(z.discriminatedUnion('type', [...nestableComponentSchemas, filterBySchema]))
  .min(1);
/** What an experience's or segmentation's alternative may hold. */
export type AlternativeComponent = z.infer<typeof componentListSchema>[number];

export const experienceVariantSchema = experienceVariantFieldsSchema.extend({
  targets: componentListSchema,
});

export const experienceSchema = experienceFieldsSchema.extend({
  baselines: componentListSchema,
  variants: z.array(experienceVariantSchema).min(1).max(10),
});
export type Experience = z.infer<typeof experienceSchema>;

export const segmentSchema = segmentFieldsSchema.extend({ targets: componentListSchema });

export const segmentationSchema = segmentationFieldsSchema.extend({
  baselines: componentListSchema,
  segments: z.array(segmentSchema).min(1).max(20),
});
export type Segmentation = z.infer<typeof segmentationSchema>;

export const canvasComponentSchema = z.discriminatedUnion('type', [
  ...nestableComponentSchemas,
  filterBySchema,
  experienceSchema,
  segmentationSchema,
]);
export type CanvasComponent = z.infer<typeof canvasComponentSchema>;

export const pageMetadataSchema = z.object({
  htmlTitle: z.string(),
  htmlDescription: z.string(),
  ogTitle: z.string().optional(),
  ogDescription: z.string().optional(),
  ogImage: z.string().optional(),
  canonical: z.string().optional(),
  robots: z.string().optional(),
});

export const pageCanvasSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** The slug of the page this one sits under (`children/{siteId}/{parent}` lists them). */
  parent: z.string().optional(),
  metadata: pageMetadataSchema,
  sections: z.array(
    z.object({
      name: z.string(),
      items: z.array(canvasComponentSchema),
    }),
  ),
});
export type PageCanvas = z.infer<typeof pageCanvasSchema>;

export const footerCanvasSchema = z.object({
  columns: z.array(
    z.object({
      title: z.string(),
      links: z.array(z.object({ text: z.string(), url: z.string() })),
    }),
  ),
  legal: z.string(),
});
export type FooterCanvas = z.infer<typeof footerCanvasSchema>;

/** The kinds of canvas the content service serves. */
export const canvasTypes = [
  'page',
  'fixed',
  'category',
  'product',
  'menu',
  'footer',
  'fragment',
  'popups',
  'search',
  'event',
  'article',
] as const;
export type CanvasType = (typeof canvasTypes)[number];

export { fixedPages, isFixedPage, type FixedPage } from '../content/fixed-pages';

export const canvasModeSchema = z.enum(['publish', 'preview']);

export { PREVIEW_TOKEN_HEADER } from './header-names';
export type CanvasMode = z.infer<typeof canvasModeSchema>;

/** What every content call's query may carry: the time an editor previews the site at. */
export const canvasReadQuerySchema = z.object({
  previewDateTime: z.iso.datetime({ offset: true }).optional(),
});
