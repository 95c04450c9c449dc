// A shared page's answers differ only in their nonce (decision 008), so its HTML is compressed
// once, with a gap wherever the nonce goes; each answer puts its nonce in the gaps as stored
// (uncompressed) deflate blocks and computes the CRC, instead of compressing the whole page.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** gzip's header: deflate, no name, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block with fixed codes: the end of the deflate stream (RFC 1951). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
/** How far back deflate refers (windowBits 15). */
const WINDOW = 32 * 1024;

/**
 * Compresses `parts`, a page cut where its nonces go, once; `gzip(gap)` is then the gzip body
 * of the page with `gap` (`gapLength` bytes) between each two parts, `plain(gap)` the page.
 */
export async function compressAroundGaps(parts, gapLength) {
  const raw = parts.map((part) => Buffer.from(part));
  // Each part refers back to the parts before it, seen with NULs in the gaps: no HTML repeats a
  // NUL, so no match reaches into a gap, whose bytes change with each answer. The parts of a
  // page with a NUL in it are compressed alone.
  const seesBack = !raw.some((part) => part.includes(0));
  const gapFiller = Buffer.alloc(gapLength);
  const seen = seesBack ? raw.flatMap((part) => [part, gapFiller]) : [];
  const blocks = await Promise.all(
    raw.map((part, index) => {
      const before = Buffer.concat(seen.slice(0, 2 * index)).subarray(-WINDOW);
      return deflateRawAsync(part, {
        level: constants.Z_BEST_COMPRESSION,
        // Ends on a byte boundary without ending the stream: the next block follows.
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(before.length > 0 ? { dictionary: before } : {}),
      });
    }),
  );
  const length = raw.reduce((sum, part) => sum + part.length, gapLength * (raw.length - 1));

  function checked(gap) {
    if (gap.length !== gapLength) throw new Error(`A gap takes ${gapLength} bytes.`);
    return gap;
  }

  function gzip(gap) {
    checked(gap);
    // A stored block: its header byte (not the last, not compressed), LEN and LEN's complement.
    const stored = Buffer.alloc(5 + gapLength);
    stored.writeUInt16LE(gapLength, 1);
    stored.writeUInt16LE(~gapLength & 0xffff, 3);
    gap.copy(stored, 5);
    const chunks = [GZIP_HEADER];
    let crc = 0;
    for (const [index, block] of blocks.entries()) {
      // zlib's crc32 forgets the CRC so far when given an empty part.
      if (raw[index].length > 0) crc = crc32(raw[index], crc);
      chunks.push(block);
      if (index < blocks.length - 1) {
        crc = crc32(gap, crc);
        chunks.push(stored);
      }
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    chunks.push(LAST_BLOCK, trailer);
    return Buffer.concat(chunks);
  }

  function plain(gap) {
    checked(gap);
    return Buffer.concat(raw.flatMap((part, index) => (index === 0 ? [part] : [gap, part])));
  }

  const bytes = length + blocks.reduce((sum, block) => sum + block.length, 0);
  return { gzip, plain, bytes };
}
