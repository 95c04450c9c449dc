import { z } from 'zod';
import { mediaSchema, perBreakpoint, richHtmlSchema } from './primitives';

/** The mega menu (spec 002 section 3, "Mega menu"): a desktop popover and a mobile accordion. */

/** Every level links to its target. */
const menuLinkSchema = z.object({ id: z.string(), title: z.string(), target: z.string().min(1) });

/** Icons a menu entry may carry beside its title. */
export const menuIcons = ['sparkle', 'tag', 'gift', 'bolt'] as const;

/** A picture tile in the popover, such as a shoe shape or a sport. */
const visualSelectorSchema = z.object({
  id: z.string(),
  title: z.string(),
  target: z.string().min(1),
  media: mediaSchema,
});

/** A banner beside the columns: a picture, a title and where it leads. */
const menuBannerSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  target: z.string().min(1),
  media: mediaSchema,
});

/** The "Shop all" link of an entry: its words and target when they differ from the entry's. */
const shopAllOverrideSchema = z.object({
  text: z.string().optional(),
  target: z.string().optional(),
});

const menuColumnSchema = menuLinkSchema.extend({
  /** A column without a visible title lists its links only (the title still names the list). */
  titleVisibility: z.enum(['visible', 'hidden']).optional(),
  children: z.array(menuLinkSchema),
});

export const menuItemSchema = menuLinkSchema.extend({
  /** The title with editor markup (emphasis); `title` stays the plain accessible name. */
  titleHtml: richHtmlSchema.optional(),
  /** `highlight` sets the entry apart (a sale in the brand's colour). */
  menuStyle: z.enum(['default', 'highlight']).optional(),
  menuIcon: z.enum(menuIcons).optional(),
  /** Hides the entry's "Shop all" link everywhere, or per breakpoint (sm: the phone accordion). */
  hideShopAll: z.union([z.boolean(), perBreakpoint(z.boolean())]).default(false),
  overrideShopAll: perBreakpoint(shopAllOverrideSchema).optional(),
  columns: z.array(menuColumnSchema),
  menuBanner: menuBannerSchema.optional(),
  visualSelectorsTitle: z.string().optional(),
  visualSelectors: z.array(visualSelectorSchema).optional(),
  /** The entry's name for analytics, the same on every site. */
  delocalizedTracking: z.string().optional(),
});

export const menuCanvasSchema = z.object({
  /** The feature flag for the phone accordion's third level (a column's own links). */
  mobileThirdLevel: z.boolean().default(false),
  items: z.array(menuItemSchema),
});
export type MenuCanvas = z.infer<typeof menuCanvasSchema>;
export type MenuItem = MenuCanvas['items'][number];
