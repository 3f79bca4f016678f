import type { Thumbnail } from './model.js';
import { GREY, type Painter, RULE } from './painter.js';

/**
 * Pictures as a grid of thumbnails (four a row on A4, two on a ticket), each fitted inside its cell
 * with its caption under it; a row that does not fit starts a new page. A picture that fails to embed
 * leaves its cell framed and empty: the document matters more.
 */
export function thumbnails(p: Painter, list: Thumbnail[]): void {
  const perRow = p.ticket ? 2 : 4;
  const gap = p.ticket ? 4 : 8;
  const cellW = (p.width - gap * (perRow - 1)) / perRow;
  const cellH = cellW * 0.75;
  const caption = { size: p.spec.sizes.tiny, color: GREY };
  const captionH = p.lineHeight(caption);
  for (let start = 0; start < list.length; start += perRow) {
    const row = list.slice(start, start + perRow);
    const hasCaption = row.some((t) => t.leyenda);
    p.ensure(cellH + (hasCaption ? captionH + 2 : 0));
    row.forEach((thumb, i) => {
      const x = p.left + i * (cellW + gap);
      p.box(x, p.y, cellW, cellH, { stroke: RULE, radius: 2 });
      try {
        p.doc.image(thumb.datos, x + 2, p.y + 2, { fit: [cellW - 4, cellH - 4], align: 'center', valign: 'center' });
      } catch {
        // left empty (see above)
      }
      if (thumb.leyenda) p.line(thumb.leyenda, x, p.y + cellH + 2, cellW, caption, 'center');
    });
    p.y += cellH + (hasCaption ? captionH + 2 : 0) + gap;
  }
}
