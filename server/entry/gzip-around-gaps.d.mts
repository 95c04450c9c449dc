// Types for the plain-JavaScript module the entry server runs in front of Next.
export interface CompressedAroundGaps {
  gzip(gap: Buffer): Buffer;
  plain(gap: Buffer): Buffer;
  bytes: number;
}
export function compressAroundGaps(
  parts: string[],
  gapLength: number,
): Promise<CompressedAroundGaps>;
