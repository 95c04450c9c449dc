import type { Breakpoint } from '@/lib/contracts/cms/primitives';
import type { MenuItem } from '@/lib/contracts/cms/menu';

/** A "Shop all" link as shown: its own words, or none to use the default "Shop all {title}". */
export interface ShopAllLink {
  text?: string;
  target: string;
}

/** A per-breakpoint setting at `breakpoint`: its own value, else the nearest smaller one's. */
function atBreakpoint<T>(
  setting: Partial<Record<Breakpoint, T>> | undefined,
  breakpoint: Breakpoint,
): T | undefined {
  if (!setting) return undefined;
  if (breakpoint === 'lg') return setting.lg ?? setting.md ?? setting.sm;
  if (breakpoint === 'md') return setting.md ?? setting.sm;
  return setting.sm;
}

/** The entry's "Shop all" link at a breakpoint, or null where the editor hid it. */
export function shopAllAt(item: MenuItem, breakpoint: Breakpoint): ShopAllLink | null {
  const hidden =
    typeof item.hideShopAll === 'boolean'
      ? item.hideShopAll
      : (atBreakpoint(item.hideShopAll, breakpoint) ?? false);
  if (hidden) return null;
  const override = atBreakpoint(item.overrideShopAll, breakpoint);
  return { text: override?.text, target: override?.target ?? item.target };
}

/** An entry with nothing to open is a plain link to its target ("New Arrivals"). */
export function opensPanel(item: MenuItem): boolean {
  return (
    item.columns.length > 0 || Boolean(item.visualSelectors?.length) || Boolean(item.menuBanner)
  );
}
