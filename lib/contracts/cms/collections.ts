import { z } from 'zod';
import {
  alignmentSchema,
  mediaSchema,
  perBreakpoint,
  richHtmlSchema,
  targetSchema,
} from './primitives';

/**
 * Collections (spec 002 section 3 "Collection", section 9): components that lay several items out
 * as a grid or a carousel, chosen per breakpoint. Unset settings take the defaults in
 * lib/content/collection-layout.ts; a breakpoint left out takes the smaller one's settings.
 */

/** A CSS length an editor gives a slide: `80%`, `19rem`, `320px`, `40vw`. */
const lengthSchema = z.string().regex(/^\d{1,4}(\.\d{1,3})?(%|rem|px|vw)$/);
const spacingSchema = z.enum(['none', 'small', 'medium', 'large']);

export const collectionLayoutSchema = z.object({
  type: z.enum(['grid', 'carousel']).optional(),
  /** How wide each slide of a carousel is; the next slide peeks in when under 100%. */
  slideWidth: lengthSchema.optional(),
  /** 19.25rem on small screens, 26.5rem otherwise when unset. */
  slideMaxWidth: lengthSchema.optional(),
  /** The space between items; small when unset. */
  slidePadding: spacingSchema.optional(),
  /** The space either side of the row; none when unset. */
  margin: spacingSchema.optional(),
  /** Never shown on small screens, where shoppers swipe. */
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  showProgress: z.boolean().optional(),
  autoplay: z.boolean().optional(),
  /** Seconds each slide shows while auto-rotating; 5 when unset. */
  autorotateTime: z.number().min(1).max(60).optional(),
  /** After the last slide comes the first again. */
  loop: z.boolean().optional(),
});
export type CollectionLayoutInput = z.infer<typeof collectionLayoutSchema>;

/** How the items are drawn: cards side by side, or stacked variants that take the full width. */
export const collectionVariants = ['cards', 'stacked', 'stacked-split'] as const;

/** The fields every collection-like component shares besides its items. */
export const collectionFields = {
  variant: z.enum(collectionVariants).optional(),
  /** Of the title, the text link and the cards' words; left when unset. */
  alignment: alignmentSchema.optional(),
  title: z.string().optional(),
  textLink: targetSchema.optional(),
  breakpoints: perBreakpoint(collectionLayoutSchema).optional(),
};

/** A content card: a picture, a title, a few words and a button or link. */
export const contentCardSchema = z.object({
  media: mediaSchema,
  title: z.string().min(1),
  /** Editor HTML, sanitised on render. */
  text: richHtmlSchema.optional(),
  target: targetSchema.optional(),
});
export type ContentCard = z.infer<typeof contentCardSchema>;

export const collectionSchema = z.object({
  type: z.literal('collection'),
  id: z.string(),
  ...collectionFields,
  items: z.array(contentCardSchema).min(1).max(24),
});

/** Picture and title as one link (the link's words name where it goes). */
export const linkedCardsSchema = z.object({
  type: z.literal('linked-cards'),
  id: z.string(),
  ...collectionFields,
  items: z
    .array(z.object({ media: mediaSchema, title: z.string().min(1), target: targetSchema }))
    .min(1)
    .max(24),
});

/** Picture and title with several links under it (e.g. a sport and its shoes, clothes, gear). */
export const multiLinkCardsSchema = z.object({
  type: z.literal('multi-link-cards'),
  id: z.string(),
  ...collectionFields,
  items: z
    .array(
      z.object({
        media: mediaSchema,
        title: z.string().min(1),
        targets: z.array(targetSchema).min(1).max(6),
      }),
    )
    .min(1)
    .max(24),
});

/** The icons an icon-and-text list can show: a fixed set, drawn inline (components/ui/icons.tsx). */
export const iconNames = [
  'truck',
  'return',
  'store',
  'card',
  'gift',
  'leaf',
  'ruler',
  'chat',
  'lock',
  'star',
] as const;
export type IconName = (typeof iconNames)[number];

export const iconTextListSchema = z.object({
  type: z.literal('icon-text-list'),
  id: z.string(),
  title: z.string().optional(),
  alignment: alignmentSchema.optional(),
  /** small, medium and large draw the icons at text-md, text-lg and text-3xl; medium when unset. */
  iconSize: z.enum(['small', 'medium', 'large']).optional(),
  items: z
    .array(
      z.object({
        icon: z.enum(iconNames),
        title: z.string().min(1),
        /** Editor HTML, sanitised on render. */
        text: richHtmlSchema.optional(),
      }),
    )
    .min(1)
    .max(12),
});
