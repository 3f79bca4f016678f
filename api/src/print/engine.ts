import type { Block, Column, Currency, CpeInfo, Field, PrintDocument, Row, Signature, TotalRow } from './model.js';
import { loadLogo, type Logo } from './logo.js';
import { FILL, GREY, INK, LIGHT, Painter, RULE, SPECS, type TextStyle } from './painter.js';
import { cell, inWords, moneyWithSymbol, serieNumero } from './text.js';
import { DEFAULT_CONSULTA_URL, cpeLegend } from './cpe.js';
import { thumbnails } from './thumbnails.js';

/** Renders a document to PDF bytes. */
export async function renderDocument(document: PrintDocument): Promise<Buffer> {
  const spec = SPECS[document.formato];
  if (!spec) throw new RangeError(`Formato de impresión desconocido: ${String(document.formato)}`);
  const number = serieNumero(document.titulo.serie, document.titulo.numero);
  const p = new Painter(spec, {
    Title: [document.titulo.tipo, number].filter(Boolean).join(' '),
    Author: document.empresa.razonSocial,
    Subject: document.titulo.tipo,
  });
  const logo = loadLogo(document.empresa.logo);
  if (p.ticket) ticketHeader(p, document, logo, number);
  else {
    a4Header(p, document, logo, number);
    p.onNewPage = () => continuationHeader(p, document, number);
  }
  for (const block of document.bloques) {
    if (isEmpty(block)) continue;
    drawBlock(p, block);
    p.y += spec.gap;
  }
  if (document.cpe) cpeFooter(p, document.cpe);
  if (document.pie?.length) closing(p, document.pie);
  if (!p.ticket) pageNumbers(p);
  return p.finish();
}

function isEmpty(block: Block): boolean {
  switch (block.tipo) {
    case 'campos':
      return !block.campos.some(hasValue);
    case 'notas':
      return !block.notas.some((n) => n?.trim());
    case 'texto':
      return !block.texto?.trim() && !block.minAlto;
    case 'totales':
      return !block.filas.length;
    case 'firmas':
      return !block.firmas.length;
    case 'imagenes':
      return !block.imagenes.length;
    default:
      return false;
  }
}

const hasValue = (f: Field) => f.valor !== null && f.valor !== undefined && String(f.valor).trim() !== '';

function drawBlock(p: Painter, block: Block): void {
  switch (block.tipo) {
    case 'campos':
      return fields(p, block.campos.filter(hasValue), block.titulo, block.columnas ?? 2);
    case 'tabla':
      return table(
        p,
        p.ticket ? (block.columnasTicket ?? block.columnas) : block.columnas,
        block.filas,
        block.titulo,
        block.vacio,
      );
    case 'totales':
      return totals(p, block.filas, block.enLetras ?? null, block.moneda);
    case 'letras':
      return words(p, inWords(block.importe, block.moneda));
    case 'texto':
      return paragraph(p, block.titulo, block.texto ?? '', block.recuadro ?? false, block.minAlto ?? 0);
    case 'notas':
      return notes(
        p,
        block.titulo ?? 'Observaciones',
        block.notas.filter((n) => n?.trim()),
      );
    case 'casillas':
      return checkboxes(p, block.titulo, block.opciones);
    case 'firmas':
      return signatures(p, block.firmas);
    case 'destacado':
      return highlight(p, block.elementos, block.nota);
    case 'qr':
      return qrBlock(p, block.contenido, block.leyenda ?? []);
    case 'titulo':
      p.ensure(sectionTitleHeight(p, block.texto) + 3 * p.lineHeight());
      sectionTitle(p, block.texto);
      p.y -= p.spec.gap / 2; // stays close to its content
      return;
    case 'separador':
      p.hline(p.y, { dash: p.ticket });
      return;
    case 'imagenes':
      if (block.titulo) {
        p.ensure(sectionTitleHeight(p, block.titulo) + p.width / 5);
        sectionTitle(p, block.titulo);
      }
      return thumbnails(p, block.imagenes);
  }
}

// ---------------------------------------------------------------------------------------------
// Headers

function a4Header(p: Painter, document: PrintDocument, logo: Logo | null, number: string): void {
  const { empresa, titulo } = document;
  const s = p.spec.sizes;
  const top = p.y;
  const boxW = 192;
  const boxX = p.right - boxW;

  // Title box: RUC, document type on a band, series-number.
  const pad = 7;
  const inner = boxW - 2 * pad;
  const ruc = `R.U.C. N° ${empresa.ruc}`;
  const tipo = p.wrap(titulo.tipo, inner, { bold: true, size: s.title });
  const titleLh = p.lineHeight({ size: s.title });
  const numberLh = p.lineHeight({ size: s.title + 1 });
  const bandH = tipo.length * titleLh + 6;
  const sub = titulo.subtitulo ? p.wrap(titulo.subtitulo, inner, { size: s.small }) : [];
  const boxH =
    pad + titleLh + 4 + bandH + 4 + (number ? numberLh : 0) + sub.length * p.lineHeight({ size: s.small }) + pad - 2;
  p.box(boxX, top, boxW, boxH, { stroke: INK, width: 1.1, radius: 5 });
  let y = top + pad;
  p.line(ruc, boxX + pad, y, inner, { bold: true, size: s.title }, 'center');
  y += titleLh + 4;
  p.box(boxX + 1, y, boxW - 2, bandH, { stroke: null, fill: FILL, radius: 0 });
  p.lines(tipo, boxX + pad, y + 3, inner, { bold: true, size: s.title }, 'center');
  y += bandH + 4;
  if (number) {
    p.line(number, boxX + pad, y, inner, { bold: true, size: s.title + 1 }, 'center');
    y += numberLh;
  }
  p.lines(sub, boxX + pad, y, inner, { size: s.small, color: GREY }, 'center');

  // Logo and company.
  let textX = p.left;
  let logoH = 0;
  if (logo) {
    const scale = Math.min(108 / logo.width, 64 / logo.height);
    const w = logo.width * scale;
    logoH = logo.height * scale;
    drawLogo(p, logo, p.left, top, w, logoH);
    textX = p.left + w + 10;
  }
  const textW = boxX - 12 - textX;
  y = top;
  const draw = (text: string | null | undefined, style: TextStyle) => {
    if (!text) return;
    y += p.lines(p.wrap(text, textW, style), textX, y, textW, style);
  };
  const trade =
    empresa.nombreComercial && empresa.nombreComercial !== empresa.razonSocial ? empresa.nombreComercial : null;
  draw(trade ?? empresa.razonSocial, { bold: true, size: s.company });
  if (trade) draw(empresa.razonSocial, { bold: true, size: s.base });
  y += 1;
  draw(empresa.direccion, { size: s.small, color: GREY });
  if (empresa.sucursal)
    draw(`Sucursal ${empresa.sucursal.nombre}${empresa.sucursal.direccion ? `: ${empresa.sucursal.direccion}` : ''}`, {
      size: s.small,
      color: GREY,
    });
  draw(contact(empresa), { size: s.small, color: GREY });
  p.y = top + Math.max(boxH, logoH, y - top) + 12;
}

function contact(empresa: PrintDocument['empresa']): string {
  return [empresa.telefono && `Telf.: ${empresa.telefono}`, empresa.email, empresa.web].filter(Boolean).join('  ·  ');
}

function drawLogo(p: Painter, logo: Logo, x: number, y: number, w: number, h: number): void {
  try {
    p.doc.image(logo.data, x, y, { width: w, height: h });
  } catch {
    // A logo that passed the checks but still fails to embed is left out: the document matters more.
  }
}

function continuationHeader(p: Painter, document: PrintDocument, number: string): void {
  const s = { size: p.spec.sizes.small };
  const y = p.y;
  p.line(document.empresa.razonSocial, p.left, y, p.width / 2, { ...s, bold: true });
  p.line(
    `${document.titulo.tipo} ${number}`.trim(),
    p.left + p.width / 2,
    y,
    p.width / 2,
    { ...s, bold: true },
    'right',
  );
  p.y = y + p.lineHeight(s) + 3;
  p.hline(p.y, { color: RULE });
  p.y += 8;
}

function ticketHeader(p: Painter, document: PrintDocument, logo: Logo | null, number: string): void {
  const { empresa, titulo } = document;
  const s = p.spec.sizes;
  if (logo) {
    const scale = Math.min((p.width * 0.62) / logo.width, 58 / logo.height);
    const w = logo.width * scale;
    const h = logo.height * scale;
    drawLogo(p, logo, p.left + (p.width - w) / 2, p.y, w, h);
    p.y += h + 4;
  }
  const centred = (text: string | null | undefined, style: TextStyle) => {
    if (!text) return;
    p.y += p.lines(p.wrap(text, p.width, style), p.left, p.y, p.width, style, 'center');
  };
  const trade =
    empresa.nombreComercial && empresa.nombreComercial !== empresa.razonSocial ? empresa.nombreComercial : null;
  centred(trade ?? empresa.razonSocial, { bold: true, size: s.company });
  if (trade) centred(empresa.razonSocial, { bold: true, size: s.base });
  centred(`RUC ${empresa.ruc}`, { bold: true, size: s.base });
  centred(empresa.direccion, { size: s.small });
  if (empresa.sucursal)
    centred(`Suc. ${empresa.sucursal.nombre}${empresa.sucursal.direccion ? `: ${empresa.sucursal.direccion}` : ''}`, {
      size: s.small,
    });
  centred(contact(empresa), { size: s.small });
  p.y += 3;
  p.hline(p.y, { dash: true });
  p.y += 4;
  centred(titulo.tipo, { bold: true, size: s.title });
  if (number) centred(number, { bold: true, size: s.title });
  centred(titulo.subtitulo, { size: s.small });
  p.y += 3;
  p.hline(p.y, { dash: true });
  p.y += 5;
}

// ---------------------------------------------------------------------------------------------
// Blocks

function sectionTitleStyle(p: Painter): TextStyle {
  return { bold: true, size: p.ticket ? p.spec.sizes.base : p.spec.sizes.small };
}

function sectionTitleLines(p: Painter, title: string): string[] {
  return p.wrap(title.toUpperCase(), p.ticket ? p.width : p.width - 12, sectionTitleStyle(p));
}

/** A section heading: bold capitals (on A4 on a grey band). */
function sectionTitle(p: Painter, title: string): void {
  const style = sectionTitleStyle(p);
  const lines = sectionTitleLines(p, title);
  const h = lines.length * p.lineHeight(style);
  if (p.ticket) {
    p.y += p.lines(lines, p.left, p.y, p.width, style) + 1;
    return;
  }
  p.box(p.left, p.y, p.width, h + 5, { stroke: null, fill: FILL, radius: 2 });
  p.lines(lines, p.left + 6, p.y + 2.5, p.width - 12, style);
  p.y += h + 8;
}

function sectionTitleHeight(p: Painter, title: string | undefined): number {
  if (!title) return 0;
  const h = sectionTitleLines(p, title).length * p.lineHeight(sectionTitleStyle(p));
  return p.ticket ? h + 1 : h + 8;
}

function fields(p: Painter, list: Field[], title: string | undefined, columns: 1 | 2): void {
  const s = p.spec.sizes;
  const label: TextStyle = { bold: true, size: s.base };
  const value: TextStyle = { size: s.base };
  const lh = p.lineHeight(value);
  if (p.ticket) {
    if (title) {
      p.ensure(sectionTitleHeight(p, title) + lh);
      sectionTitle(p, title);
    }
    for (const f of list) {
      const tag = `${f.etiqueta}: `;
      const indent = p.textWidth(tag, label);
      const lines = p.wrap(String(f.valor), p.width, value, indent);
      p.ensure(lines.length * lh);
      p.line(tag, p.left, p.y, p.width, label);
      lines.forEach((l, i) => p.line(l, i === 0 ? p.left + indent : p.left, p.y + i * lh, p.width, value));
      p.y += lines.length * lh;
    }
    return;
  }

  // A4: a framed grid of label/value pairs, in two columns unless a field spans the width.
  const pad = 6;
  const gapX = 14;
  const inner = p.width - 2 * pad;
  const colW = columns === 2 ? (inner - gapX) / 2 : inner;
  const rows: Field[][] = [];
  let pending: Field | null = null;
  for (const f of list) {
    if (columns === 1 || f.completo) {
      if (pending) rows.push([pending]);
      pending = null;
      rows.push([f]);
    } else if (pending) {
      rows.push([pending, f]);
      pending = null;
    } else pending = f;
  }
  if (pending) rows.push([pending]);
  const labelW = (fs: Field[], max: number) =>
    Math.min(max * 0.42, Math.max(...fs.map((f) => p.textWidth(`${f.etiqueta}:`, label))) + 5);
  const leftLabels = rows.map((r) => r[0]!).filter((f) => !(columns === 1 || f.completo));
  const rightLabels = rows.filter((r) => r.length === 2).map((r) => r[1]!);
  const fullLabels = rows.filter((r) => r.length === 1 && (columns === 1 || r[0]!.completo)).map((r) => r[0]!);
  // The left column and the full-width rows share one label width, so their values line up.
  const leftW = Math.max(
    leftLabels.length ? labelW(leftLabels, colW) : 0,
    fullLabels.length ? labelW(fullLabels, colW) : 0,
  );
  const lw = { left: leftW, right: rightLabels.length ? labelW(rightLabels, colW) : 0, full: leftW };
  type Cell = { f: Field; x: number; w: number; lw: number; lines: string[] };
  const laid: { cells: Cell[]; h: number }[] = rows.map((r) => {
    const full = r.length === 1 && (columns === 1 || r[0]!.completo);
    const cells: Cell[] = r.map((f, i) => {
      const x = p.left + pad + (i === 1 ? colW + gapX : 0);
      const w = full ? inner : colW;
      // A label longer than its column's pushes its own value along.
      const l = Math.min(
        w * 0.6,
        Math.max(full ? lw.full : i === 0 ? lw.left : lw.right, p.textWidth(`${f.etiqueta}:`, label) + 5),
      );
      return { f, x, w, lw: l, lines: p.wrap(String(f.valor), w - l, value) };
    });
    return { cells, h: Math.max(...cells.map((c) => c.lines.length)) * lh + 1.5 };
  });
  const total = laid.reduce((a, r) => a + r.h, 0) + 2 * pad - 1.5;
  p.ensure(sectionTitleHeight(p, title) + Math.min(total, 120));
  if (title) sectionTitle(p, title);
  const drawRows = (from: number, to: number) => {
    const h = laid.slice(from, to).reduce((a, r) => a + r.h, 0) + 2 * pad - 1.5;
    p.box(p.left, p.y, p.width, h);
    let y = p.y + pad;
    for (const row of laid.slice(from, to)) {
      for (const c of row.cells) {
        p.line(`${c.f.etiqueta}:`, c.x, y, c.lw, label);
        p.lines(c.lines, c.x + c.lw, y, c.w - c.lw, value);
      }
      y += row.h;
    }
    p.y += h;
  };
  // Rows that do not fit go on to the next page in a frame of their own.
  let from = 0;
  let h = 2 * pad;
  for (let i = 0; i < laid.length; i++) {
    if (p.y + h + laid[i]!.h > p.bottom && i > from) {
      drawRows(from, i);
      p.newPage();
      from = i;
      h = 2 * pad;
    }
    h += laid[i]!.h;
  }
  drawRows(from, laid.length);
}

function table(p: Painter, columns: Column[], rows: Row[], title: string | undefined, empty: string | undefined): void {
  const s = p.spec.sizes;
  const ticket = p.ticket;
  const head: TextStyle = { bold: true, size: s.table };
  const body: TextStyle = { size: s.table };
  const lh = p.lineHeight(body);
  const padX = ticket ? 1.5 : 4;
  const padY = ticket ? 1.2 : 2.6;
  const weight = columns.reduce((a, c) => a + c.ancho, 0);
  const widths = columns.map((c) => (c.ancho / weight) * p.width);
  const xs = widths.map((_, i) => p.left + widths.slice(0, i).reduce((a, w) => a + w, 0));
  // Headings wrap between words only; a word wider than its column is set smaller until it fits.
  const headStyles = columns.map((c, i) => {
    const room = widths[i]! - 2 * padX;
    const widest = Math.max(...c.titulo.split(/\s+/).map((w) => p.textWidth(w, head)));
    return widest > room ? { ...head, size: Math.max(4.5, (head.size! * room) / widest) } : head;
  });
  const headLines = columns.map((c, i) => p.wrap(c.titulo, widths[i]! - 2 * padX, headStyles[i], 0, false));
  const headH = Math.max(...headLines.map((l) => l.length)) * lh + 2 * padY;

  const drawHead = () => {
    if (ticket) {
      p.hline(p.y, { dash: true });
      p.y += 1.5;
    } else p.box(p.left, p.y, p.width, headH, { stroke: RULE, fill: FILL, radius: 0, width: 0.5 });
    columns.forEach((c, i) => {
      // Smaller headings keep the baseline of the others.
      const dy = headStyles[i] === head ? 0 : (lh - p.lineHeight(headStyles[i])) * 0.7;
      headLines[i]!.forEach((text, n) =>
        p.line(
          text,
          xs[i]! + padX,
          p.y + padY + dy + n * lh,
          widths[i]! - 2 * padX,
          headStyles[i],
          c.alinear ?? 'left',
        ),
      );
    });
    p.y += headH;
    if (ticket) {
      p.hline(p.y, { dash: true });
      p.y += 1.5;
    }
  };
  const laidRow = (row: Row) => {
    const cells = columns.map((c, i): { lines: string[]; style: TextStyle } => {
      const text = cell(row[c.clave], c.formato);
      const w = widths[i]! - 2 * padX;
      // Most cells fit on one line: measure before wrapping.
      if (!text || (!text.includes('\n') && p.textWidth(text, body) <= w)) return { lines: [text], style: body };
      // Amounts, quantities and dates are never split: they are set smaller instead.
      if (c.formato && c.formato !== 'texto')
        return { lines: [text], style: { ...body, size: Math.max(4.5, (body.size! * w) / p.textWidth(text, body)) } };
      return { lines: p.wrap(text, w, body), style: body };
    });
    return { cells, h: Math.max(...cells.map((l) => l.lines.length)) * lh + 2 * padY };
  };

  const first = rows.length ? laidRow(rows[0]!) : { cells: [], h: lh + 2 * padY };
  p.ensure(sectionTitleHeight(p, title) + headH + first.h);
  if (title) sectionTitle(p, title);
  drawHead();
  if (!rows.length) {
    p.line(empty ?? 'Sin registros', p.left, p.y + padY, p.width, { size: s.table, color: GREY }, 'center');
    p.y += first.h;
  }
  rows.forEach((row, r) => {
    const laid = r === 0 ? first : laidRow(row);
    // On a new page (whose continuation header newPage draws) the table repeats its own header.
    if (p.ensure(laid.h)) drawHead();
    columns.forEach((c, i) => {
      const { lines, style } = laid.cells[i]!;
      const dy = style === body ? 0 : (lh - p.lineHeight(style)) * 0.7;
      lines.forEach((text, n) =>
        p.line(text, xs[i]! + padX, p.y + padY + dy + n * lh, widths[i]! - 2 * padX, style, c.alinear ?? 'left'),
      );
    });
    p.y += laid.h;
    if (!ticket) p.hline(p.y, { color: LIGHT, width: 0.5 });
  });
  if (ticket) {
    p.y += 1;
    p.hline(p.y, { dash: true });
    p.y += 1;
  } else p.hline(p.y, { color: RULE, width: 0.6 });
}

function totals(p: Painter, rows: TotalRow[], enLetras: string | null, currency: Currency | undefined): void {
  const s = p.spec.sizes;
  const normal: TextStyle = { size: s.base };
  const strong: TextStyle = { bold: true, size: s.total };
  const amount = (v: string) => moneyWithSymbol(v, currency ?? 'PEN');
  const rowH = (r: TotalRow) => p.lineHeight(r.destacado ? strong : normal) + (p.ticket ? 1 : 4);
  const height = rows.reduce((a, r) => a + rowH(r), 0);
  const wordsText = enLetras ? inWords(enLetras, currency ?? 'PEN') : null;

  if (p.ticket) {
    const valueW = p.width * 0.36;
    p.ensure(height);
    for (const r of rows) {
      const st = r.destacado ? strong : normal;
      if (r.destacado) {
        p.hline(p.y, { x0: p.left + p.width * 0.35, dash: true });
        p.y += 1.5;
      }
      p.line(`${r.etiqueta}:`, p.left, p.y, p.width - valueW - 4, st, 'right');
      p.line(amount(r.importe), p.right - valueW, p.y, valueW, st, 'right');
      p.y += rowH(r);
    }
    if (wordsText) {
      p.y += 3;
      words(p, wordsText);
    }
    return;
  }

  const boxW = 218;
  const boxX = p.right - boxW;
  const pad = 6;
  const wordsW = p.width - boxW - 14;
  const wordsLines = wordsText ? p.wrap(wordsText, wordsW - 12, { bold: true, size: s.base }) : [];
  const wordsH = wordsLines.length ? wordsLines.length * p.lineHeight({ size: s.base }) + 12 : 0;
  p.ensure(Math.max(height + 2 * pad, wordsH));
  const top = p.y;
  if (wordsLines.length) {
    p.box(p.left, top, wordsW, wordsH);
    p.lines(wordsLines, p.left + 6, top + 6, wordsW - 12, { bold: true, size: s.base });
  }
  p.box(boxX, top, boxW, height + 2 * pad);
  let y = top + pad;
  for (const r of rows) {
    const st = r.destacado ? strong : normal;
    if (r.destacado) {
      p.box(boxX + 1, y - 2, boxW - 2, rowH(r), { stroke: null, fill: FILL, radius: 0 });
    }
    p.line(r.etiqueta, boxX + pad, y, boxW * 0.55, st);
    p.line(amount(r.importe), boxX + pad, y, boxW - 2 * pad, st, 'right');
    y += rowH(r);
  }
  p.y = top + Math.max(height + 2 * pad, wordsH);
}

function words(p: Painter, text: string): void {
  const style: TextStyle = { bold: true, size: p.spec.sizes.base };
  const lines = p.wrap(text, p.width, style);
  p.ensure(lines.length * p.lineHeight(style));
  p.y += p.lines(lines, p.left, p.y, p.width, style);
}

function paragraph(p: Painter, title: string | undefined, text: string, framed: boolean, minHeight: number): void {
  const style: TextStyle = { size: p.spec.sizes.base };
  const lh = p.lineHeight(style);
  const pad = framed && !p.ticket ? 6 : 0;
  const lines = text.trim() ? p.wrap(text.trim(), p.width - 2 * pad, style) : [];
  const height = Math.max(lines.length * lh, minHeight) + 2 * pad;
  const fits = p.y + sectionTitleHeight(p, title) + height <= p.bottom;
  if (!fits) p.ensure(sectionTitleHeight(p, title) + Math.min(height, 3 * lh + 2 * pad));
  if (title) sectionTitle(p, title);
  if (p.y + height <= p.bottom) {
    // Fits: framed if asked, with room to write by hand when minAlto is given.
    if (pad) p.box(p.left, p.y, p.width, height);
    p.lines(lines, p.left + pad, p.y + pad, p.width - 2 * pad, style);
    p.y += height;
    return;
  }
  // Longer than the page: flows on, unframed.
  for (const l of lines) {
    p.ensure(lh);
    p.line(l, p.left + pad, p.y, p.width - 2 * pad, style);
    p.y += lh;
  }
}

function notes(p: Painter, title: string, list: string[]): void {
  const s = p.spec.sizes;
  const style: TextStyle = { size: p.ticket ? s.small : s.small };
  const lh = p.lineHeight(style);
  const bullet = '•';
  const indent = p.textWidth(`${bullet} `, style);
  const head: TextStyle = { bold: true, size: s.small };
  p.ensure(p.lineHeight(head) + lh);
  p.line(`${title}:`, p.left, p.y, p.width, head);
  p.y += p.lineHeight(head);
  for (const n of list) {
    const lines = p.wrap(n.trim(), p.width - indent, style);
    p.ensure(lines.length * lh);
    p.line(bullet, p.left, p.y, indent, style);
    p.y += p.lines(lines, p.left + indent, p.y, p.width - indent, style);
  }
}

function checkboxes(p: Painter, title: string, options: { etiqueta: string; marcado: boolean }[]): void {
  const style: TextStyle = { size: p.spec.sizes.base };
  const head: TextStyle = { bold: true, size: p.spec.sizes.base };
  const lh = p.lineHeight(style);
  const box = p.spec.sizes.base;
  p.ensure(lh * 2);
  let x = p.left;
  const tag = `${title}:`;
  p.line(tag, x, p.y, p.width, head);
  x += p.textWidth(tag, head) + 8;
  for (const o of options) {
    const w = box + 4 + p.textWidth(o.etiqueta, style);
    if (x + w > p.right) {
      x = p.left;
      p.y += lh + 2;
    }
    const by = p.y + (lh - box) / 2 - 0.5;
    const doc = p.doc;
    doc.save().lineWidth(0.8).strokeColor(INK).rect(x, by, box, box).stroke();
    if (o.marcado)
      doc
        .lineWidth(1.2)
        .moveTo(x + 1.8, by + 1.8)
        .lineTo(x + box - 1.8, by + box - 1.8)
        .moveTo(x + box - 1.8, by + 1.8)
        .lineTo(x + 1.8, by + box - 1.8)
        .stroke();
    doc.restore();
    p.line(o.etiqueta, x + box + 4, p.y, w, style);
    x += w + 16;
  }
  p.y += lh + 2;
}

function signatures(p: Painter, list: Signature[]): void {
  const s = p.spec.sizes;
  const label: TextStyle = { bold: true, size: s.small };
  const small: TextStyle = { size: s.small };
  const lh = p.lineHeight(small);
  const room = p.ticket ? 30 : 44;
  if (p.ticket) {
    for (const sig of list) {
      const extra = [sig.nombre, sig.documento].filter(Boolean) as string[];
      p.ensure(room + lh * (1 + extra.length));
      p.y += room;
      p.hline(p.y, { x0: p.left + p.width * 0.15, x1: p.right - p.width * 0.15, width: 0.7 });
      p.y += 2;
      p.line(sig.etiqueta, p.left, p.y, p.width, label, 'center');
      p.y += lh;
      for (const e of extra) {
        p.line(e, p.left, p.y, p.width, small, 'center');
        p.y += lh;
      }
    }
    return;
  }
  const perRow = Math.min(3, list.length);
  for (let i = 0; i < list.length; i += perRow) {
    const group = list.slice(i, i + perRow);
    const slot = p.width / perRow;
    p.ensure(room + lh * 3 + 4);
    const lineY = p.y + room;
    let bottom = lineY;
    group.forEach((sig, j) => {
      const x = p.left + j * slot;
      p.hline(lineY, { x0: x + 18, x1: x + slot - 18, color: INK, width: 0.7 });
      let y = lineY + 3;
      p.line(sig.etiqueta, x, y, slot, label, 'center');
      y += lh;
      for (const e of [sig.nombre, sig.documento]) {
        if (!e) continue;
        p.line(e, x, y, slot, small, 'center');
        y += lh;
      }
      bottom = Math.max(bottom, y);
    });
    p.y = bottom + 4;
  }
}

function highlight(p: Painter, items: { etiqueta: string; valor: string }[], note: string | undefined): void {
  const s = p.spec.sizes;
  const label: TextStyle = { size: s.small, color: GREY };
  const value: TextStyle = { bold: true, size: p.ticket ? s.title + 3 : s.title + 5 };
  const noteStyle: TextStyle = { size: s.small };
  const noteLines = note ? p.wrap(note, p.width - 12, noteStyle) : [];
  const boxH = 8 + p.lineHeight(label) + p.lineHeight(value) + 6;
  const height = boxH + (noteLines.length ? noteLines.length * p.lineHeight(noteStyle) + 4 : 0);
  p.ensure(height);
  const boxW = p.ticket ? p.width : Math.min(p.width, 320);
  const x = p.left + (p.width - boxW) / 2;
  p.box(x, p.y, boxW, boxH, { stroke: INK, width: 1.1, radius: 4 });
  const slot = boxW / items.length;
  items.forEach((it, i) => {
    p.line(it.etiqueta, x + i * slot, p.y + 6, slot, label, 'center');
    p.line(it.valor, x + i * slot, p.y + 6 + p.lineHeight(label), slot, value, 'center');
  });
  p.y += boxH + 4;
  if (noteLines.length) p.y += p.lines(noteLines, p.left + 6, p.y, p.width - 12, noteStyle, 'center');
}

function qrBlock(p: Painter, content: string, legend: string[]): void {
  const style: TextStyle = { size: p.spec.sizes.small };
  const lh = p.lineHeight(style);
  if (p.ticket) {
    const size = p.spec.formato === 'ticket58' ? 72 : 86;
    const lines = legend.flatMap((l) => p.wrap(l, p.width, style));
    p.ensure(size + 6 + lines.length * lh);
    p.qr(content, p.left + (p.width - size) / 2, p.y, size);
    p.y += size + 4;
    p.y += p.lines(lines, p.left, p.y, p.width, style, 'center');
    return;
  }
  const size = 74;
  const textW = p.width - size - 14;
  const lines = legend.flatMap((l) => p.wrap(l, textW, style));
  p.ensure(Math.max(size, lines.length * lh));
  p.qr(content, p.left, p.y, size);
  p.lines(lines, p.left + size + 14, p.y + Math.max(0, (size - lines.length * lh) / 2), textW, style);
  p.y += Math.max(size, lines.length * lh);
}

// ---------------------------------------------------------------------------------------------
// Electronic document footer, closing lines and page numbers

function cpeFooter(p: Painter, cpe: CpeInfo): void {
  const s = p.spec.sizes;
  const legend = cpe.leyenda ?? cpeLegend(cpe.tipo);
  const lines: { text: string; style: TextStyle }[] = [
    { text: legend, style: { bold: true, size: s.small } },
    { text: `Consulte su documento en ${cpe.consultaUrl || DEFAULT_CONSULTA_URL}`, style: { size: s.small } },
    { text: `Resumen (hash): ${cpe.hash}`, style: { size: s.small } },
  ];
  if (p.ticket) {
    const size = p.spec.formato === 'ticket58' ? 80 : 96;
    const wrapped = lines.map((l) => ({ ...l, lines: p.wrap(l.text, p.width, l.style) }));
    const textH = wrapped.reduce((a, l) => a + l.lines.length * p.lineHeight(l.style), 0);
    p.ensure(size + 8 + textH);
    p.y += 2;
    p.qr(cpe.qr, p.left + (p.width - size) / 2, p.y, size);
    p.y += size + 4;
    for (const l of wrapped) p.y += p.lines(l.lines, p.left, p.y, p.width, l.style, 'center');
    p.y += 2;
    return;
  }
  const size = 84;
  const pad = 8;
  const textX = p.left + pad + size + 14;
  const textW = p.right - pad - textX;
  const wrapped = lines.map((l) => ({ ...l, lines: p.wrap(l.text, textW, l.style) }));
  const textH = wrapped.reduce((a, l) => a + l.lines.length * p.lineHeight(l.style) + 2, 0);
  const boxH = Math.max(size, textH) + 2 * pad;
  p.ensure(boxH);
  p.box(p.left, p.y, p.width, boxH);
  p.qr(cpe.qr, p.left + pad, p.y + pad, size);
  let y = p.y + pad + (Math.max(size, textH) - textH) / 2;
  for (const l of wrapped) y += p.lines(l.lines, textX, y, textW, l.style) + 2;
  p.y += boxH + p.spec.gap;
}

function closing(p: Painter, lines: string[]): void {
  const style: TextStyle = { size: p.spec.sizes.small };
  const wrapped = lines.flatMap((l) => p.wrap(l, p.width, style));
  p.ensure(wrapped.length * p.lineHeight(style));
  p.y += p.lines(wrapped, p.left, p.y, p.width, style, 'center');
}

function pageNumbers(p: Painter): void {
  const doc = p.doc;
  const { start, count } = doc.bufferedPageRange();
  const style: TextStyle = { size: p.spec.sizes.tiny, color: GREY };
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    p.resetColour();
    p.line(
      `Página ${i - start + 1} de ${count}`,
      p.left,
      p.spec.height - p.spec.margin.bottom + 16,
      p.width,
      style,
      'center',
    );
  }
}
