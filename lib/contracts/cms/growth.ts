import { z } from 'zod';
import { suitsForm } from '../../content/contrast';
import { alignmentSchema, colorSchema } from './primitives';

/** The growth family (spec 002 sections 2, 4 and 7): forms and widgets editors place on pages. */

/**
 * The newsletter form (email and policy box), the footer's form placed on a page under the
 * editor's title and text.
 */
export const newsletterSchema = z.object({
  type: z.literal('newsletter'),
  id: z.string(),
  title: z.string().min(1),
  text: z.string().optional(),
  /** Left when unset. */
  alignment: alignmentSchema.optional(),
  /** A light tint when unset; the form's error messages must stay readable on it. */
  background: colorSchema
    .refine(suitsForm, 'A background the form’s error messages stay readable on (AA contrast).')
    .optional(),
});

/**
 * A user-generated-content widget or social gallery, which the provider's script
 * (UGC_WIDGET_SCRIPT_URL) builds in the element with this id; on a product page it shows that
 * product's posts. Nothing renders until a provider is configured.
 */
export const ugcWidgetSchema = z.object({
  type: z.literal('ugc-widget'),
  id: z.string(),
  containerId: z.string().regex(/^[A-Za-z][\w-]{0,63}$/),
});
