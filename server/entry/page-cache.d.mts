// Types for the plain-JavaScript module the entry server runs before Next starts.
export const PAGE_SETTINGS: readonly string[];
export function pageSettingsDigest(env: Readonly<Record<string, string | undefined>>): string;
export function resetPageCacheOnSettingsChange(
  distDir: string,
  env: Readonly<Record<string, string | undefined>>,
): boolean;
