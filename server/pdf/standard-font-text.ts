import type { PDFFont } from 'pdf-lib';

/**
 * Text as a standard PDF font (Helvetica, WinAnsi encoding) can draw it. Accented letters it
 * lacks lose their accent (NFKD: "Ł" stays unsupported, "ő" becomes "o"), and characters with
 * no Latin form (other scripts, emoji) become "?", rather than failing the whole document.
 * Embedding a Unicode font (DejaVu, through @pdf-lib/fontkit) would print them as written.
 */
export function standardFontText(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const drawable = (value: string) =>
    value !== '' && [...value].every((char) => supported.has(char.codePointAt(0)!));
  return (text) =>
    [...text.replace(/[\t\r\n]+/g, ' ')]
      .map((char) => {
        if (drawable(char)) return char;
        const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
        return drawable(plain) ? plain : '?';
      })
      .join('');
}
