import type {
  Column,
  CompanyHeader,
  Currency,
  DateValue,
  Field,
  Money,
  PageFormat,
  PrintDocument,
  Quantity,
  TotalRow,
} from './model.js';
import { date, dateTime, documentOf, sum } from './text.js';
import { documentTypeLabel } from '@trade/formats';

/**
 * A template turns an area's data into a document. It never draws: the engine lays the document out
 * in whichever format is asked (each template has a default one). Each area keeps its templates in
 * its own folder (`<area>/<thing>.templates.ts`) and hands them to printRoute / renderTemplate: the
 * engine lists none.
 */
export interface Template<T> {
  /** The print call that serves it: GET /api/<nombre>/:id. */
  nombre: string;
  /** What it is, in Spanish (OpenAPI summary, errors). */
  descripcion: string;
  formato: PageFormat;
  /** File name without extension ('F001-00000123'); sanitised when sent. */
  archivo(data: T): string;
  documento(data: T): DocumentBody;
}

/** A document without its format (the format is chosen when printing). */
export type DocumentBody = Omit<PrintDocument, 'formato'>;

export const defineTemplate = <T>(template: Template<T>): Template<T> => template;

/** Every template's data starts with the issuing company (and branch). */
export interface WithCompany {
  empresa: CompanyHeader;
}

/** A customer, provider, consumer or sender. `tipoDocumento` is SUNAT's catálogo 06 code ('6' RUC, '1' DNI...). */
export interface Party {
  nombre: string;
  tipoDocumento?: string | null;
  numeroDocumento?: string | null;
  direccion?: string | null;
  telefono?: string | null;
  email?: string | null;
}

/** A sold, quoted or moved item. */
export interface LineItem {
  codigo?: string | null;
  descripcion: string;
  /** Unit of measure as printed ('UND', 'KG', 'NIU'). */
  unidad?: string | null;
  cantidad: Quantity;
  precioUnitario: Money;
  descuento?: Money | null;
  importe: Money;
}

/** Totals of a sale (catálogo de totales of a CPE); absent or zero optional lines are not printed. */
export interface SaleTotals {
  gravada?: Money | null;
  exonerada?: Money | null;
  inafecta?: Money | null;
  gratuita?: Money | null;
  exportacion?: Money | null;
  descuento?: Money | null;
  igv: Money;
  isc?: Money | null;
  /** IVAP sales (rice): its base and its 4 %, printed as the XML carries them. */
  baseIvap?: Money | null;
  ivap?: Money | null;
  /** IGV rate as printed: '18' (default). */
  porcentajeIgv?: string | null;
  icbper?: Money | null;
  /** A global charge outside the IGV base (catálogo 53 46 or 50): its printed name and amount. */
  cargo?: { etiqueta: string; importe: Money } | null;
  total: Money;
}

/** '22/11/2026' for a date, '22/11/2026 14:05' when the value carries a time. */
export function when(value: DateValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return date(value);
  return dateTime(value);
}

/** Fields of a party: its name under `label`, its document under the document's short name, and optional contact lines. */
export function partyFields(
  label: string,
  party: Party | null | undefined,
  extra: { direccion?: boolean; contacto?: boolean } = {},
): Field[] {
  if (!party) return [];
  const docLabel = party.tipoDocumento ? documentTypeLabel(party.tipoDocumento) : 'Documento';
  const fields: Field[] = [
    { etiqueta: label, valor: party.nombre },
    { etiqueta: docLabel === '-' || docLabel === 'VARIOS' ? 'Documento' : docLabel, valor: party.numeroDocumento },
  ];
  if (extra.direccion !== false) fields.push({ etiqueta: 'Dirección', valor: party.direccion, completo: true });
  if (extra.contacto)
    fields.push({ etiqueta: 'Teléfono', valor: party.telefono }, { etiqueta: 'Correo', valor: party.email });
  return fields;
}

/** 'JUAN PÉREZ (DNI 45678912)' */
export function partyLine(party: Party | null | undefined): string {
  if (!party) return '';
  const doc = documentOf(party.tipoDocumento, party.numeroDocumento);
  return doc ? `${party.nombre} (${doc})` : party.nombre;
}

/** 'AV. LARCO 1150 (Ubigeo 150122)': a guide's starting or arrival point. */
export function placeLine(p: { direccion: string; ubigeo?: string | null }): string {
  return p.ubigeo ? `${p.direccion} (Ubigeo ${p.ubigeo})` : p.direccion;
}

/** 'JUAN PÉREZ (DNI 45678912), licencia Q45678912': a guide's driver. */
export function driverLine(c: {
  nombre: string;
  tipoDocumento?: string | null;
  numeroDocumento?: string | null;
  licencia?: string | null;
}): string {
  const person = partyLine({
    nombre: c.nombre,
    tipoDocumento: c.tipoDocumento ?? '1',
    numeroDocumento: c.numeroDocumento ?? '',
  });
  return c.licencia ? `${person}, licencia ${c.licencia}` : person;
}

export const CURRENCY_NAMES: Record<Currency, string> = { PEN: 'SOLES', USD: 'DÓLARES AMERICANOS' };

/** The item table of sales, credit notes and proformas (A4 and ticket columns). */
export function itemTable(items: LineItem[], options: { codigo?: boolean } = {}) {
  const withDiscount = items.some((i) => i.descuento && Number(i.descuento) !== 0);
  const withCode = options.codigo ?? items.some((i) => i.codigo);
  const columnas: Column[] = [
    { clave: 'cantidad', titulo: 'Cant.', ancho: 7, alinear: 'right', formato: 'cantidad' },
    { clave: 'unidad', titulo: 'Unidad', ancho: 7, alinear: 'center' },
    ...(withCode ? [{ clave: 'codigo', titulo: 'Código', ancho: 10 } as Column] : []),
    { clave: 'descripcion', titulo: 'Descripción', ancho: withCode ? 44 : 54 },
    { clave: 'precioUnitario', titulo: 'P. Unit.', ancho: 11, alinear: 'right', formato: 'dinero' },
    ...(withDiscount
      ? [{ clave: 'descuento', titulo: 'Dscto.', ancho: 9, alinear: 'right', formato: 'dinero' } as Column]
      : []),
    { clave: 'importe', titulo: 'Importe', ancho: 12, alinear: 'right', formato: 'dinero' },
  ];
  const columnasTicket: Column[] = [
    { clave: 'cantidad', titulo: 'Cant.', ancho: 11, alinear: 'right', formato: 'cantidad' },
    { clave: 'descripcion', titulo: 'Descripción', ancho: 47 },
    { clave: 'precioUnitario', titulo: 'P.U.', ancho: 19, alinear: 'right', formato: 'dinero' },
    { clave: 'importe', titulo: 'Importe', ancho: 23, alinear: 'right', formato: 'dinero' },
  ];
  const filas = items.map((i) => ({ ...i }));
  return { tipo: 'tabla' as const, columnas, columnasTicket, filas, vacio: 'Sin ítems' };
}

const nonZero = (v: Money | null | undefined): v is Money =>
  v !== null && v !== undefined && v !== '' && Number(v) !== 0;

/** The total lines of a sale: operations, discounts, ISC, IGV, ICBPER, a global charge and the grand total. */
export function saleTotalRows(t: SaleTotals): TotalRow[] {
  const rows: TotalRow[] = [];
  if (t.gravada !== null && t.gravada !== undefined) rows.push({ etiqueta: 'Op. gravada', importe: t.gravada });
  if (nonZero(t.exonerada)) rows.push({ etiqueta: 'Op. exonerada', importe: t.exonerada });
  if (nonZero(t.inafecta)) rows.push({ etiqueta: 'Op. inafecta', importe: t.inafecta });
  if (nonZero(t.gratuita)) rows.push({ etiqueta: 'Op. gratuita', importe: t.gratuita });
  if (nonZero(t.exportacion)) rows.push({ etiqueta: 'Op. exportación', importe: t.exportacion });
  if (nonZero(t.baseIvap)) rows.push({ etiqueta: 'Op. gravada IVAP', importe: t.baseIvap });
  if (nonZero(t.descuento)) rows.push({ etiqueta: 'Descuentos', importe: t.descuento });
  if (nonZero(t.isc)) rows.push({ etiqueta: 'ISC', importe: t.isc });
  rows.push({ etiqueta: `IGV (${t.porcentajeIgv ?? '18'}%)`, importe: t.igv });
  if (nonZero(t.ivap)) rows.push({ etiqueta: 'IVAP (4%)', importe: t.ivap });
  if (nonZero(t.icbper)) rows.push({ etiqueta: 'ICBPER', importe: t.icbper });
  if (t.cargo && nonZero(t.cargo.importe)) rows.push(t.cargo);
  rows.push({ etiqueta: 'Importe total', importe: t.total, destacado: true });
  return rows;
}

/** Sum of the items' amounts (for documents whose total is the plain sum of their lines). */
export const itemsTotal = (items: { importe?: Money | null }[]): Money => sum(items.map((i) => i.importe));
