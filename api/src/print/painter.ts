import PDFDocument from 'pdfkit';
import type { Align, PageFormat } from './model.js';
import { BOLD, REGULAR, fonts } from './fonts.js';
import { qrMatrix } from './qr.js';

export const MM = 72 / 25.4;
/** A ticket is drawn on a page this tall and then cropped to its content (PDF's practical limit: 200 in). */
export const TICKET_MAX_HEIGHT = 14400;

export interface Sizes {
  base: number;
  small: number;
  tiny: number;
  table: number;
  title: number;
  company: number;
  total: number;
}

export interface FormatSpec {
  formato: PageFormat;
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  ticket: boolean;
  sizes: Sizes;
  /** Line height as a multiple of the font size. */
  leading: number;
  /** Space between blocks. */
  gap: number;
}

export const SPECS: Record<PageFormat, FormatSpec> = {
  a4: {
    formato: 'a4',
    width: 595.28,
    height: 841.89,
    margin: { top: 32, right: 34, bottom: 40, left: 34 },
    ticket: false,
    sizes: { base: 8.5, small: 7.5, tiny: 6.5, table: 8, title: 11, company: 11.5, total: 9.5 },
    leading: 1.22,
    gap: 9,
  },
  // A4 landscape: the A4 layout and type on a page turned sideways (wide registers and reports).
  a4h: {
    formato: 'a4h',
    width: 841.89,
    height: 595.28,
    margin: { top: 28, right: 32, bottom: 34, left: 32 },
    ticket: false,
    sizes: { base: 8.5, small: 7.5, tiny: 6.5, table: 8, title: 11, company: 11.5, total: 9.5 },
    leading: 1.22,
    gap: 9,
  },
  // 80 mm roll: thermal heads print about 72 mm of it.
  ticket80: {
    formato: 'ticket80',
    width: 80 * MM,
    height: TICKET_MAX_HEIGHT,
    margin: { top: 3 * MM, right: 4 * MM, bottom: 6 * MM, left: 4 * MM },
    ticket: true,
    sizes: { base: 8, small: 7, tiny: 6.3, table: 7.5, title: 9.5, company: 10, total: 9 },
    leading: 1.17,
    gap: 5,
  },
  // 58 mm roll: about 48 mm printable.
  ticket58: {
    formato: 'ticket58',
    width: 58 * MM,
    height: TICKET_MAX_HEIGHT,
    margin: { top: 3 * MM, right: 5 * MM, bottom: 6 * MM, left: 5 * MM },
    ticket: true,
    sizes: { base: 7, small: 6.3, tiny: 5.8, table: 6.5, title: 8.3, company: 8.8, total: 8 },
    leading: 1.17,
    gap: 4,
  },
};

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
}

export const INK = '#111111';
export const GREY = '#555555';
export const RULE = '#9a9a9a';
export const LIGHT = '#d6d6d6';
export const FILL = '#ececec';

/**
 * A pdfkit document plus the cursor of the layout. Text is wrapped here (not by pdfkit), so a
 * block's height is known before it is drawn and pages break only where the engine decides.
 */
export class Painter {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  y: number;
  /** Called after a page break (A4): draws the continuation header and moves `y` below it. */
  onNewPage?: () => void;
  private current = { bold: false, size: 0, color: '' };

  constructor(
    readonly spec: FormatSpec,
    info: PDFKit.DocumentInfo,
  ) {
    const f = fonts();
    this.doc = new PDFDocument({
      size: [spec.width, spec.height],
      margins: spec.margin,
      bufferPages: !spec.ticket,
      info: { Creator: 'Trade', Producer: 'Trade', ...info },
      lang: 'es-PE',
      displayTitle: true,
    } as PDFKit.PDFDocumentOptions);
    this.doc.registerFont(REGULAR, f.regular as unknown as string);
    this.doc.registerFont(BOLD, f.bold as unknown as string);
    this.left = spec.margin.left;
    this.right = spec.width - spec.margin.right;
    this.width = this.right - this.left;
    this.y = spec.margin.top;
    this.style({});
  }

  get ticket(): boolean {
    return this.spec.ticket;
  }

  get bottom(): number {
    return this.spec.height - this.spec.margin.bottom;
  }

  style({ bold = false, size = this.spec.sizes.base, color = INK }: TextStyle): this {
    const c = this.current;
    if (c.bold !== bold || c.size !== size) {
      this.doc.font(bold ? BOLD : REGULAR, size);
      c.bold = bold;
      c.size = size;
    }
    if (c.color !== color) {
      this.doc.fillColor(color);
      c.color = color;
    }
    return this;
  }

  /** Forget the current colour (after switching pages: each page's content starts afresh). */
  resetColour(): void {
    this.current.color = '';
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? this.spec.sizes.base) * this.spec.leading;
  }

  textWidth(text: string, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.widthOfString(text);
  }

  /**
   * Splits text into lines that fit `width` (the first line `firstIndent` shorter); '\n' starts a new
   * line. A word longer than a line is cut, unless `breakWords` is false.
   */
  wrap(text: string, width: number, style: TextStyle = {}, firstIndent = 0, breakWords = true): string[] {
    this.style(style);
    const doc = this.doc;
    const lines: string[] = [];
    const space = doc.widthOfString(' ');
    let room = width - firstIndent;
    for (const paragraph of String(text).replace(/\r\n?/g, '\n').split('\n')) {
      const words = paragraph.split(/[ \t]+/).filter(Boolean);
      if (!words.length) {
        lines.push('');
        room = width;
        continue;
      }
      let line = '';
      let used = 0;
      for (let word of words) {
        let w = doc.widthOfString(word);
        if (line && used + space + w <= room) {
          line += ` ${word}`;
          used += space + w;
          continue;
        }
        if (line) {
          lines.push(line);
          room = width;
        }
        // A word longer than the line (an address, a hash) is cut where it must be.
        while (breakWords && w > room && word.length > 1) {
          let cut = Math.max(1, Math.floor((word.length * room) / w));
          while (cut > 1 && doc.widthOfString(word.slice(0, cut)) > room) cut--;
          lines.push(word.slice(0, cut));
          room = width;
          word = word.slice(cut);
          w = doc.widthOfString(word);
        }
        line = word;
        used = w;
      }
      lines.push(line);
      room = width;
    }
    return lines;
  }

  /** Draws one line without wrapping, aligned in [x, x + width]. */
  line(text: string, x: number, y: number, width: number, style: TextStyle = {}, align: Align = 'left'): void {
    if (!text) return;
    this.style(style);
    let at = x;
    if (align !== 'left') {
      const w = this.doc.widthOfString(text);
      at = align === 'right' ? x + width - w : x + (width - w) / 2;
    }
    this.doc.text(text, at, y, { lineBreak: false });
  }

  /** Draws wrapped lines from y (no page breaks); returns their height. */
  lines(lines: string[], x: number, y: number, width: number, style: TextStyle = {}, align: Align = 'left'): number {
    const lh = this.lineHeight(style);
    lines.forEach((text, i) => this.line(text, x, y + i * lh, width, style, align));
    return lines.length * lh;
  }

  /** Wraps and draws text at the cursor, breaking pages between lines when needed (long paragraphs). */
  flow(text: string, x: number, width: number, style: TextStyle = {}, align: Align = 'left'): void {
    const lh = this.lineHeight(style);
    for (const l of this.wrap(text, width, style)) {
      this.ensure(lh);
      this.line(l, x, this.y, width, style, align);
      this.y += lh;
    }
  }

  /** Makes room for `height` points; on A4 starts a new page when they do not fit. Returns true on a break. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    if (this.ticket && this.y <= this.spec.margin.top + 1) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.doc.addPage();
    this.current.color = ''; // a new page's content starts with the default colour
    this.y = this.spec.margin.top;
    this.onNewPage?.();
  }

  hline(
    y: number,
    { x0 = this.left, x1 = this.right, color = this.ticket ? INK : RULE, dash = false, width = 0.6 } = {},
  ): void {
    const doc = this.doc;
    doc.save().lineWidth(width).strokeColor(color);
    if (dash) doc.dash(2, { space: 1.5 });
    doc.moveTo(x0, y).lineTo(x1, y).stroke();
    doc.restore();
  }

  box(
    x: number,
    y: number,
    w: number,
    h: number,
    {
      stroke = RULE,
      fill,
      radius = 3,
      width = 0.7,
    }: { stroke?: string | null; fill?: string; radius?: number; width?: number } = {},
  ): void {
    const doc = this.doc;
    doc.save().lineWidth(width);
    doc.roundedRect(x, y, w, h, radius);
    if (fill && stroke) doc.fillAndStroke(fill, stroke);
    else if (fill) doc.fill(fill);
    else if (stroke) doc.stroke(stroke);
    doc.restore();
    this.current.color = '';
  }

  /** A QR code drawn as vector squares (sharp at any printer resolution, nothing to encode as an image). */
  qr(text: string, x: number, y: number, size: number): void {
    const m = qrMatrix(text);
    const s = size / m.size;
    const doc = this.doc;
    doc.save();
    for (let r = 0; r < m.size; r++) {
      let c = 0;
      while (c < m.size) {
        if (!m.dark(r, c)) {
          c++;
          continue;
        }
        const start = c;
        while (c < m.size && m.dark(r, c)) c++;
        doc.rect(x + start * s, y + r * s, (c - start) * s, s);
      }
    }
    doc.fill('#000000');
    doc.restore();
    this.current.color = '';
  }

  /** Ends the document and resolves with its bytes. A ticket's page is first cropped to its content. */
  finish(): Promise<Buffer> {
    const doc = this.doc;
    if (this.ticket) {
      const used = Math.min(this.spec.height, Math.ceil(this.y + this.spec.margin.bottom));
      // pdfkit draws with y growing downwards from the top of the page, so the content sits at the
      // top of the tall page: keep that part (a MediaBox may start anywhere).
      const page = doc.page as unknown as { dictionary: { data: { MediaBox: number[] } } };
      page.dictionary.data.MediaBox = [0, this.spec.height - used, this.spec.width, this.spec.height];
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.end();
    });
  }
}
