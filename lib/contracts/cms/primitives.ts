import { z } from 'zod';

/** Building blocks every CMS component's fields are made of (spec 002 section 3). */

export const mediaSchema = z.object({
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Media = z.infer<typeof mediaSchema>;

/** A button or link an editor places: where it goes, its words and how it looks. */
export const targetSchema = z.object({
  url: z.string().min(1),
  text: z.string().min(1),
  style: z.enum(['primary', 'secondary', 'link']).default('primary'),
  /** Medium when unset. */
  size: z.enum(['small', 'medium', 'large']).optional(),
  /** `_blank` opens a new tab (and the link says so to screen readers); `_self` when unset. */
  targetAttribute: z.enum(['_self', '_blank']).optional(),
});
export type Target = z.infer<typeof targetSchema>;

export const alignmentSchema = z.enum(['left', 'center', 'right']);
export type Alignment = z.infer<typeof alignmentSchema>;

/** A colour an editor picks: six-digit hex, so contrast can be checked. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** The layout breakpoints editors configure (spec 002 section 9). */
export const breakpoints = ['sm', 'md', 'lg'] as const;
export type Breakpoint = (typeof breakpoints)[number];

/** A setting an editor may give per breakpoint; a missing one takes the smaller one's. */
export function perBreakpoint<T extends z.ZodType>(setting: T) {
  return z.object({ sm: setting.optional(), md: setting.optional(), lg: setting.optional() });
}

/**
 * Editor-written HTML (rich text, titleHtml): stored as written, rendered through the
 * allow-list sanitiser (components/cms/rich-html.tsx), never trusted as is.
 */
export const richHtmlSchema = z.string().max(50_000);
