import { z } from 'zod';
import { canvasTypes, fixedPages, type CanvasType } from '@/lib/contracts/content';
import { categoryIdSchema, productIdSchema } from '@/lib/contracts/ids';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/** Page slugs, search types and fragment ids as the content service's paths take them. */
const slugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A key is 1 to 64 lowercase letters, digits or dashes.');

/** What `key` names for each canvas type; a site has one menu, footer and pop-up list (`main`). */
const keySchemas: Record<CanvasType, z.ZodType<string>> = {
  page: slugSchema,
  fixed: z.enum(fixedPages),
  category: categoryIdSchema,
  product: productIdSchema,
  search: slugSchema,
  fragment: slugSchema,
  menu: z.literal('main'),
  footer: z.literal('main'),
  popups: z.literal('main'),
  event: slugSchema,
  article: slugSchema,
};

/** One canvas: a site (a storefront locale), a canvas type and the key within that type. */
export const canvasAddressSchema = z
  .object({
    siteId: z
      .string()
      .refine(isLocale, 'A site id is one of the storefront locales, e.g. en-us.')
      .transform((siteId) => siteId as Locale),
    type: z.enum(canvasTypes),
    key: z.string(),
  })
  .superRefine((address, context) => {
    const key = keySchemas[address.type].safeParse(address.key);
    if (!key.success) {
      context.addIssue({
        code: 'custom',
        path: ['key'],
        message: key.error.issues[0]?.message ?? 'Not a key of this canvas type.',
      });
    }
  });
export type CanvasAddress = z.infer<typeof canvasAddressSchema>;

/** How messages name a canvas: `en-us page home`. */
export function describeCanvas({ siteId, type, key }: CanvasAddress): string {
  return `${siteId} ${type} ${key}`;
}
