/**
 * The document model every printed document is built from. A template maps its area's data to a
 * `PrintDocument` (a company header, a title and a list of blocks); the engine lays the blocks out
 * for an A4 page or an 80/58 mm ticket. Templates never draw: they only describe.
 */
import type { CurrencyCode } from '@trade/formats';

/**
 * 'a4': A4 portrait, tables break across pages. 'a4h': A4 landscape, the same layout on a wider page
 * (registers with many columns). 'ticket80'/'ticket58': roll paper, one page as tall as its content.
 */
export type PageFormat = 'a4' | 'a4h' | 'ticket80' | 'ticket58';
/** The formats any document may be printed in (a print call's `?formato`); 'a4h' is chosen by the templates that need it. */
export const PAGE_FORMATS: readonly PageFormat[] = ['a4', 'ticket80', 'ticket58'];

/** An amount as an exact decimal string ('1234.50'); numeric columns arrive as strings from the database. */
export type Money = string;
/** A quantity: '2', '2.500' or a number. */
export type Quantity = string | number;
/** 'YYYY-MM-DD', an ISO date-time (with zone: shown in Lima time; without: taken as Lima time) or a Date. */
export type DateValue = string | Date;
export type Currency = CurrencyCode;

/** A logo: the image bytes (PNG or JPEG) or the path of the file. */
export type LogoSource = Buffer | Uint8Array | string;

export interface CompanyHeader {
  ruc: string;
  razonSocial: string;
  nombreComercial?: string | null;
  direccion: string;
  /** The branch that issues the document (its name and address print under the company's). */
  sucursal?: { nombre: string; direccion?: string | null } | null;
  telefono?: string | null;
  email?: string | null;
  web?: string | null;
  /** Branch or company logo; a missing or broken one is left out, never an error. */
  logo?: LogoSource | null;
}

export interface DocumentTitle {
  /** 'FACTURA ELECTRÓNICA', 'PROFORMA', 'ORDEN DE SERVICIO'... */
  tipo: string;
  serie?: string | null;
  /** A number prints zero-padded to 8 digits ('00000123'); a string prints as given. */
  numero?: string | number | null;
  /** A line under the number, e.g. 'Ingreso' or 'Copia - Cliente'. */
  subtitulo?: string | null;
}

export type Align = 'left' | 'right' | 'center';

/** A label and its value ('Cliente: JUAN PÉREZ'). Empty values are left out. */
export interface Field {
  etiqueta: string;
  valor: string | number | null | undefined;
  /** A4: spans both columns (long addresses). */
  completo?: boolean;
}

/** How a table cell is written: 'dinero' 1,234.50; 'cantidad' up to 3 decimals; 'fecha' dd/mm/yyyy. */
export type CellFormat = 'texto' | 'dinero' | 'cantidad' | 'entero' | 'fecha';

export interface Column {
  clave: string;
  titulo: string;
  /** Relative width (the columns share the page's width in proportion). */
  ancho: number;
  alinear?: Align;
  formato?: CellFormat;
}

export type Row = Record<string, string | number | Date | null | undefined>;

export interface TotalRow {
  etiqueta: string;
  importe: Money;
  /** The grand total: bold, bigger, with a rule above. */
  destacado?: boolean;
}

export interface Signature {
  /** 'Firma del cliente', 'Recibí conforme'... */
  etiqueta: string;
  nombre?: string | null;
  documento?: string | null;
}

/** A picture of a document (a workshop intake photo): its bytes (PNG or JPEG) and an optional caption. */
export interface Thumbnail {
  datos: Buffer;
  leyenda?: string | null;
}

/** The building blocks of a document, printed in order. */
export type Block =
  /** Label/value pairs (parties, dates, vehicle data); two columns on A4 unless `columnas: 1`. */
  | { tipo: 'campos'; titulo?: string; campos: Field[]; columnas?: 1 | 2 }
  /** A table; on A4 it breaks across pages repeating its header. `columnasTicket` replaces `columnas` on tickets. */
  | { tipo: 'tabla'; titulo?: string; columnas: Column[]; columnasTicket?: Column[]; filas: Row[]; vacio?: string }
  /** Totals (right-aligned), with the amount in words when `enLetras` is given ('SON: ... Y 50/100 SOLES'). */
  | { tipo: 'totales'; filas: TotalRow[]; enLetras?: Money | null; moneda?: Currency }
  /** 'SON: ... SOLES' on its own. */
  | { tipo: 'letras'; importe: Money; moneda?: Currency }
  /** A titled paragraph (falla reportada, detalle del reclamo); `minAlto` reserves room to write by hand. */
  | { tipo: 'texto'; titulo?: string; texto: string | null | undefined; recuadro?: boolean; minAlto?: number }
  /** Free notes, one per line. */
  | { tipo: 'notas'; titulo?: string; notas: string[] }
  /** Tick boxes: 'Tipo: [X] Reclamo [ ] Queja'. */
  | { tipo: 'casillas'; titulo: string; opciones: { etiqueta: string; marcado: boolean }[] }
  /** Signature lines. */
  | { tipo: 'firmas'; firmas: Signature[] }
  /** A large boxed value (the parcel guide number and code). */
  | { tipo: 'destacado'; elementos: { etiqueta: string; valor: string }[]; nota?: string }
  /** A QR code with a few lines beside (A4) or under it (ticket), e.g. the tracking address. */
  | { tipo: 'qr'; contenido: string; leyenda?: string[] }
  /** A section heading on its own (kept with what follows it). */
  | { tipo: 'titulo'; texto: string }
  /** Pictures as thumbnails with captions (the intake's photos); none: the block is left out. */
  | { tipo: 'imagenes'; titulo?: string; imagenes: Thumbnail[] }
  | { tipo: 'separador' };

export type BlockType = Block['tipo'];

/** SUNAT document types that carry a printed representation (catálogo 01). */
export type CpeType = '01' | '03' | '07' | '08' | '09' | '31';

/** What makes a printed document the representation of an electronic one (CPE). */
export interface CpeInfo {
  tipo: CpeType;
  /** DigestValue of the signed XML (the 'resumen'). */
  hash: string;
  /** The QR's text: `cpeQrPayload(...)` or, for a guide, the address SUNAT answered. */
  qr: string;
  /** Where the customer can look the document up. */
  consultaUrl?: string | null;
  /** Replaces 'Representación impresa de la ...' when given. */
  leyenda?: string | null;
}

export interface PrintDocument {
  formato: PageFormat;
  empresa: CompanyHeader;
  titulo: DocumentTitle;
  bloques: Block[];
  cpe?: CpeInfo | null;
  /** Closing lines, centred ('Gracias por su preferencia'). */
  pie?: string[];
}
