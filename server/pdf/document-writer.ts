import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { standardFontText } from './standard-font-text';

const MARGIN = 50;
const LINE_GAP = 1.35;
const GREY = rgb(0.35, 0.35, 0.35);

export interface TextOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

/** One cell of a table row: its left edge and width; right-aligned cells end at x + width. */
export interface Cell {
  text: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

export interface DocumentMeta {
  title: string;
  author: string;
  /** Letter in North America, A4 elsewhere. */
  pageSize: 'Letter' | 'A4';
  createdAt: Date;
}

/**
 * Writes a document top to bottom: lines of text, table rows, rules, a barcode, a new page
 * when the current one is full. Coordinates are points from the left edge; the writer keeps
 * the vertical position.
 */
export async function createDocumentWriter(meta: DocumentMeta) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator(meta.author);
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const printable = standardFontText(regular);
  const size = PageSizes[meta.pageSize];
  let page: PDFPage = doc.addPage(size);
  let y = page.getHeight() - MARGIN;

  const fontOf = (options: TextOptions): PDFFont => (options.bold ? bold : regular);
  const lineHeight = (options: TextOptions) => (options.size ?? 10) * LINE_GAP;

  /** Cuts text to the width, with an ellipsis, so a long name never runs into the next column. */
  function fitted(text: string, width: number, options: TextOptions): string {
    const font = fontOf(options);
    const fontSize = options.size ?? 10;
    let value = printable(text);
    if (font.widthOfTextAtSize(value, fontSize) <= width) return value;
    while (value.length > 1 && font.widthOfTextAtSize(`${value}...`, fontSize) > width) {
      value = value.slice(0, -1);
    }
    return `${value.trimEnd()}...`;
  }

  function draw(text: string, x: number, options: TextOptions) {
    page.drawText(text, {
      x,
      y,
      size: options.size ?? 10,
      font: fontOf(options),
      color: options.muted ? GREY : rgb(0, 0, 0),
    });
  }

  const writer = {
    contentWidth: size[0] - 2 * MARGIN,
    left: MARGIN,

    /** Starts a new page when less than `height` points are left on this one. */
    ensureRoom(height: number) {
      if (y - height >= MARGIN) return;
      page = doc.addPage(size);
      y = page.getHeight() - MARGIN;
    },

    space(points: number) {
      y -= points;
    },

    /** One line of text at the left margin (or `x`), cut to the line's width. */
    line(text: string, options: TextOptions & { x?: number } = {}) {
      const height = lineHeight(options);
      writer.ensureRoom(height);
      const x = options.x ?? MARGIN;
      y -= height;
      draw(fitted(text, size[0] - MARGIN - x, options), x, options);
    },

    lines(texts: readonly string[], options: TextOptions & { x?: number } = {}) {
      for (const text of texts) writer.line(text, options);
    },

    /** Text over as many lines as it needs, broken at spaces. */
    paragraph(text: string, options: TextOptions = {}) {
      const font = fontOf(options);
      const fontSize = options.size ?? 10;
      let current = '';
      for (const word of printable(text).split(' ')) {
        const next = current ? `${current} ${word}` : word;
        if (current && font.widthOfTextAtSize(next, fontSize) > writer.contentWidth) {
          writer.line(current, options);
          current = word;
        } else {
          current = next;
        }
      }
      if (current) writer.line(current, options);
    },

    /** Cells side by side on one line. */
    row(cells: readonly Cell[], options: TextOptions = {}) {
      const height = lineHeight(options);
      writer.ensureRoom(height);
      y -= height;
      const font = fontOf(options);
      const fontSize = options.size ?? 10;
      for (const cell of cells) {
        const text = fitted(cell.text, cell.width, options);
        const x =
          cell.align === 'right'
            ? cell.x + cell.width - font.widthOfTextAtSize(text, fontSize)
            : cell.x;
        draw(text, x, options);
      }
    },

    rule() {
      writer.ensureRoom(8);
      y -= 4;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: size[0] - MARGIN, y },
        thickness: 0.5,
        color: GREY,
      });
      y -= 4;
    },

    /** A box of `lines` with a heading, at the left margin, `width` wide. */
    box(
      heading: string,
      texts: readonly string[],
      { width, size: fontSize = 11 }: { width: number; size?: number },
    ) {
      const height = (texts.length + 1) * fontSize * LINE_GAP + 16;
      writer.ensureRoom(height);
      page.drawRectangle({
        x: MARGIN,
        y: y - height,
        width,
        height,
        borderColor: rgb(0, 0, 0),
        borderWidth: 1.2,
      });
      y -= 8;
      writer.line(heading, { x: MARGIN + 10, size: 8, bold: true, muted: true });
      writer.lines(texts, { x: MARGIN + 10, size: fontSize });
      y -= 8;
    },

    /** Bars of the given widths (bar, space, bar, …) in modules, with a quiet zone each side. */
    barcode(
      widths: readonly number[],
      { module = 1.2, height = 60 }: { module?: number; height?: number } = {},
    ) {
      writer.ensureRoom(height + 10);
      y -= height;
      let x = MARGIN + 10 * module;
      widths.forEach((width, index) => {
        if (index % 2 === 0) {
          page.drawRectangle({ x, y, width: width * module, height, color: rgb(0, 0, 0) });
        }
        x += width * module;
      });
    },

    save: () => doc.save(),
  };
  return writer;
}

export type DocumentWriter = Awaited<ReturnType<typeof createDocumentWriter>>;
