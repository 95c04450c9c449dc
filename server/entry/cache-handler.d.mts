// Types for the plain-JavaScript cache handler Next loads by path (next.config.ts).
export const SETTLE_MS: number;
export default class TagClockCache {
  constructor(ctx: {
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
    flushToDisk?: boolean;
  });
  get(
    key: string,
    ctx: { kind: 'FETCH'; tags?: string[]; softTags?: string[] },
  ): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: { fetchCache: true; tags: string[] }): Promise<void>;
}
