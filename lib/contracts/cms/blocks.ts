import { z } from 'zod';
import { alignmentSchema, mediaSchema, richHtmlSchema, targetSchema } from './primitives';

/**
 * The blocks family (spec 002 sections 2, 3 and 9): navigation, lists, rich text, buttons,
 * accordions, anchors, CTA collections, filter-by and video.
 */

const linkSchema = z.object({ url: z.string().min(1), text: z.string().min(1) });

/** Links between sibling pages: a row on large screens, a collapsible list on small ones. */
export const secondaryNavigationSchema = z.object({
  type: z.literal('secondary-navigation'),
  id: z.string(),
  /** Names the navigation for screen readers and labels the small-screen toggle. */
  title: z.string().min(1),
  links: z.array(linkSchema).min(1),
});

/** Links in a column; the hovered or focused one shows its picture beside the list. */
export const verticalListSchema = z.object({
  type: z.literal('vertical-list'),
  id: z.string(),
  title: z.string().optional(),
  items: z
    .array(linkSchema.extend({ description: z.string().optional(), media: mediaSchema }))
    .min(1),
});

/** Editor-written HTML, rendered through the allow-list sanitiser. */
export const richHtmlBlockSchema = z.object({
  type: z.literal('rich-html'),
  id: z.string(),
  html: richHtmlSchema,
  /** Left when unset. */
  alignment: alignmentSchema.optional(),
});

export const buttonSchema = z.object({
  type: z.literal('button'),
  id: z.string(),
  target: targetSchema,
  /** Left when unset. */
  alignment: alignmentSchema.optional(),
});

export const accordionSchema = z.object({
  type: z.literal('accordion'),
  id: z.string(),
  title: z.string().optional(),
  /** Several items may be open at once; when unset, opening one closes the others. */
  allowMultiple: z.boolean().optional(),
  items: z.array(z.object({ title: z.string().min(1), richText: richHtmlSchema })).min(1),
});

/** A place on the page other components link to with `#{anchorId}`; shows nothing. */
export const anchorSchema = z.object({
  type: z.literal('anchor'),
  id: z.string(),
  anchorId: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
});

/** A row of buttons; the one leading to the page being shown is marked as current. */
export const ctaCollectionSchema = z.object({
  type: z.literal('cta-collection'),
  id: z.string(),
  title: z.string().optional(),
  targets: z.array(targetSchema).min(1),
  /** Left when unset. */
  alignment: alignmentSchema.optional(),
});

export const filterByVariants = ['bySku', 'byCategory'] as const;
export const filterByOperators = ['IN', 'NOT IN'] as const;

/**
 * Shows its components only on product pages (bySku) or category pages (byCategory) whose id
 * is IN, or NOT IN, the list. content.ts adds `components` (any canvas component but another
 * filter-by), since those come from the union this schema is part of.
 */
export const filterByFieldsSchema = z.object({
  type: z.literal('filter-by'),
  id: z.string(),
  variant: z.enum(filterByVariants),
  filterBy: z.array(z.string().min(1)).min(1),
  operator: z.enum(filterByOperators),
});

export const videoTrackKinds = ['captions', 'subtitles', 'descriptions', 'chapters'] as const;

/** A video's own fields, shared by the video component and an article's lead media. */
const videoFields = z.object({
  url: z.string().min(1).optional(),
  cloudinaryAsset: z
    .object({
      cloudName: z.string().regex(/^[a-z0-9_-]{1,64}$/i),
      publicId: z.string().regex(/^[\w/-]{1,200}$/),
    })
    .optional(),
  /** Shown before the video plays; its alt text names the video. */
  poster: mediaSchema.optional(),
  playerSettings: z
    .object({
      autoplay: z.boolean().optional(),
      hideControls: z.boolean().optional(),
      loop: z.boolean().optional(),
      muted: z.boolean().optional(),
    })
    .optional(),
  tracks: z
    .array(
      z.object({
        src: z.string().min(1),
        label: z.string().min(1),
        srclang: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/),
        kind: z.enum(videoTrackKinds),
      }),
    )
    .optional(),
});

const hasOneSource = (video: z.infer<typeof videoFields>) =>
  Boolean(video.url) !== Boolean(video.cloudinaryAsset);
const oneSource = { message: 'a video has either a url or a cloudinaryAsset' };

/** A video to play: a URL or a hosted asset, never both. */
export const videoSourceSchema = videoFields.refine(hasOneSource, oneSource);
export type VideoSource = z.infer<typeof videoSourceSchema>;

/**
 * A video from a URL or a hosted asset (played from the provider's MP4 delivery URL unless
 * the provider's player is configured). Autoplay only ever starts muted.
 */
export const videoSchema = videoFields
  .extend({ type: z.literal('video'), id: z.string() })
  .refine(hasOneSource, oneSource);
