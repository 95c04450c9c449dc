import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * A PDF read back: its page count and the text its pages draw, in drawing order. pdf-lib
 * writes each string shown with a standard font as a hex string (`<48656C6C6F> Tj`) in a
 * compressed content stream; this inflates the streams and decodes those strings
 * (WinAnsi, which matches Latin-1 for the letters tests look for).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return { pages: doc.getPageCount(), text: shown.join('\n') };
}
