import { z } from 'zod';
import {
  alignmentSchema,
  colorSchema,
  mediaSchema,
  perBreakpoint,
  richHtmlSchema,
  targetSchema,
} from './primitives';

/**
 * Banners (spec 002 section 3, "Banner content"): one base every variant shares, plus what
 * each variant adds. Optional fields take the renderer's default (components/cms/banners).
 */

/** Full covers 35 percent of the banner, focused 50, off none (spec 002 section 9). */
export const gradientStyles = ['full', 'focused', 'off'] as const;
export type GradientStyle = (typeof gradientStyles)[number];

/** Dark shades the picture under light text; light brightens it under dark text. */
export const gradientToneSchema = z.enum(['dark', 'light']);
export type GradientTone = z.infer<typeof gradientToneSchema>;

const gradientSchema = z.object({
  gradientStyle: z.enum(gradientStyles).optional(),
  gradientTone: gradientToneSchema.optional(),
});
export type GradientSetting = z.infer<typeof gradientSchema>;

export const verticalPositionSchema = z.enum(['top', 'middle', 'bottom']);

/** Where a picture's link leads when it is clicked (the banner's own targets aside). */
const mediaTargetSchema = targetSchema.pick({ url: true, targetAttribute: true });

const captionSchema = {
  /** A credit or note printed over a corner of the picture. */
  captionText: z.string().optional(),
  captionPosition: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']).optional(),
  /** Plain text, or a badge on a solid chip. */
  captionStyle: z.enum(['text', 'badge']).optional(),
  captionColor: z.enum(['light', 'dark']).optional(),
};

/** The fields every banner has: its words, buttons, colours and tracking. */
const bannerBase = z.object({
  id: z.string(),
  /** The editor's own label for the banner; shoppers never see it. */
  name: z.string().optional(),
  title: z.string().optional(),
  /** Wins over `title`; inline markup only is kept (rich-html sanitiser). */
  titleHtml: richHtmlSchema.optional(),
  subtitle: z.string().optional(),
  subtitleHtml: richHtmlSchema.optional(),
  overline: z.string().optional(),
  eyebrowText: z.string().optional(),
  /** A logo shown above the title instead of the eyebrow text. */
  eyebrowLogo: mediaSchema.optional(),
  /** Editor HTML above the targets. */
  richText: richHtmlSchema.optional(),
  /** Editor HTML below the targets (terms, small print). */
  richTextBelowTargets: richHtmlSchema.optional(),
  targets: z.array(targetSchema).default([]),
  /** No-CTA: no buttons; the whole banner is one link to mediaTarget or the first target. */
  linkType: z.enum(['cta', 'no-cta']).optional(),
  colors: z.object({ text: colorSchema.optional(), background: colorSchema.optional() }).optional(),
  textAlignment: alignmentSchema.optional(),
  /** Analytics reads the promotion name from the banner's data attribute; no script is added. */
  promotionTracking: z.object({ promotionName: z.string() }).optional(),
  /** The title is not shown but stays the banner's heading for screen readers. */
  hideTitle: z.boolean().optional(),
  /** The title is the page's h1 (one banner per page at most). */
  titleH1: z.boolean().optional(),
  /** Every target takes the same width. */
  equalTargetSize: z.boolean().optional(),
});

/** Banners with a picture: where it links and its caption. */
const withMedia = {
  media: mediaSchema,
  mediaTarget: mediaTargetSchema.optional(),
  ...captionSchema,
};

/** Banners whose words sit over the picture: gradient, backdrop and where the words sit. */
const overMedia = {
  ...withMedia,
  ...gradientSchema.shape,
  /** Per breakpoint overrides of gradientStyle and gradientTone; a missing one keeps the smaller one's. */
  gradientBreakpoints: perBreakpoint(gradientSchema).optional(),
  /** A solid panel behind the words instead of relying on the gradient. */
  backdrop: z.boolean().optional(),
  textPosition: z
    .object({ horizontal: alignmentSchema.optional(), vertical: verticalPositionSchema.optional() })
    .optional(),
};

export const heroBannerSchema = bannerBase.extend({
  type: z.literal('hero-banner'),
  title: z.string(),
  ...overMedia,
  /** Fills the viewport's height below the header. */
  isFullHeight: z.boolean().optional(),
  /** Cinema mode: at most half the viewport's height (spec 002 section 9). */
  cinema: z.boolean().optional(),
});

/** The picture at its own proportions, words over it. */
export const imageBannerSchema = bannerBase.extend({
  type: z.literal('image-banner'),
  ...overMedia,
});

/** Words in a panel over the picture; the panel's width is the editor's. */
export const overlayBannerSchema = bannerBase.extend({
  type: z.literal('overlay-banner'),
  ...overMedia,
  overlayWidth: z.enum(['xs', 'sm', 'md', 'lg']).optional(),
});

/** A small banner for a slot in a product grid or a page's side. */
export const espotBannerSchema = bannerBase.extend({
  type: z.literal('espot-banner'),
  ...overMedia,
});

/** The picture beside the words; the picture takes 60, 50 or 40 percent (spec 002 section 9). */
export const splitBannerSchema = bannerBase.extend({
  type: z.literal('split-banner'),
  ...withMedia,
  imageWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]).optional(),
});

/** The picture with the words in a block below it. */
export const blockBelowBannerSchema = bannerBase.extend({
  type: z.literal('block-below-banner'),
  ...withMedia,
});

/** A compact picture and words for the mega menu's panels. */
export const menuBannerSchema = bannerBase.extend({
  type: z.literal('menu-banner'),
  ...withMedia,
});

/** One line of words and buttons on a coloured strip; no picture. */
export const thinBannerSchema = bannerBase.extend({
  type: z.literal('thin-banner'),
});

export const bannerSchemas = [
  heroBannerSchema,
  imageBannerSchema,
  overlayBannerSchema,
  splitBannerSchema,
  thinBannerSchema,
  blockBelowBannerSchema,
  espotBannerSchema,
  menuBannerSchema,
] as const;

export type HeroBannerContent = z.infer<typeof heroBannerSchema>;
export type ImageBannerContent = z.infer<typeof imageBannerSchema>;
export type OverlayBannerContent = z.infer<typeof overlayBannerSchema>;
export type EspotBannerContent = z.infer<typeof espotBannerSchema>;
export type SplitBannerContent = z.infer<typeof splitBannerSchema>;
export type BlockBelowBannerContent = z.infer<typeof blockBelowBannerSchema>;
export type MenuBannerContent = z.infer<typeof menuBannerSchema>;
export type ThinBannerContent = z.infer<typeof thinBannerSchema>;
export type BannerContent = z.infer<(typeof bannerSchemas)[number]>;
export type BannerType = BannerContent['type'];
export type OverMediaBannerContent =
  HeroBannerContent | ImageBannerContent | OverlayBannerContent | EspotBannerContent;

export const bannerTypes: readonly BannerType[] = bannerSchemas.map(
  (schema) => schema.shape.type.value,
);

export function isBanner(item: { type: string }): item is BannerContent {
  return (bannerTypes as readonly string[]).includes(item.type);
}

/** Benefit bar (spec 002 sections 3 and 4). */
export const benefitBarSchema = z.object({
  type: z.literal('benefit-bar'),
  id: z.string(),
  logo: mediaSchema.optional(),
  /** A picture behind the bar; the words then sit on a dark shade. */
  backgroundImage: mediaSchema.optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  /** The subtitle hides behind an info button that reveals it. */
  infoIcon: z.boolean().optional(),
  targets: z.array(targetSchema).default([]),
  alignment: alignmentSchema.optional(),
  /** A close button whose closed state the browser remembers per bar id. */
  showCloseButton: z.boolean().default(true),
});
export type BenefitBarContent = z.infer<typeof benefitBarSchema>;
