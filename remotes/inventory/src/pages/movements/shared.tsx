import { todayLima } from '@trade/formats';
import {
  STOCK_DOCUMENT_STATES,
  type DocumentLineRow,
  type EntryRow,
  type OutputRow,
  type entries,
  type outputs,
  type transfers,
} from '@trade/contracts/inventory';
import { call, openPrintable, PRINT_ERROR } from '@trade/session';
import {
  blankToNull as nullIfEmpty,
  listParams,
  savedLine,
  type ColumnSpec,
  type DocLine,
  type DocumentAction,
  type DocumentContext,
  type DocumentRecord,
  type FilterSpec,
  type HeaderField,
  type ListQuery,
} from '@trade/ui';
import { WAREHOUSE_LOOKUP, WAREHOUSE_OPTIONS, motiveOptions, seriesOptions } from '../../options';

/*
 * What entries, outputs and transfers share: the header fields, the list (per warehouse, date
 * range, state), the saved record as the document kit shows it, the annul and print actions.
 */

/** The contract of a stock document (its list, get, create, annul and print calls). */
export type StockDocument = typeof entries | typeof outputs | typeof transfers;

export const ESTADO_DOCUMENTO = STOCK_DOCUMENT_STATES.options;

/** A saved line of the API as a line of the kit (its unit as saved; the price field the document uses). */
export const toLine = (item: DocumentLineRow, price: 'costo_unitario' | 'precio_unitario' | null): DocLine =>
  savedLine(item, {
    descripcion: item.denominacion,
    cantidad: item.cantidad,
    precio: price ? item[price] : null,
    extra: { lote: item.lote, series: item.series, control_serie: item.series.length > 0 },
  });

/** Who registered and who annulled the document, from its row. */
export function history(
  raw: { creado: string; usuario: string; anulado: string | null },
  noun: string,
): DocumentRecord['history'] {
  const out: NonNullable<DocumentRecord['history']> = [
    { fecha: raw.creado, texto: `${noun} registrada`, usuario: raw.usuario },
  ];
  if (raw.anulado) out.push({ fecha: raw.anulado, texto: `${noun} anulada`, usuario: null });
  return out;
}

/** The lines of a body: product, unit, quantity, the price field when the document has one, serials and lot kept. */
export function itemsBody(lines: DocLine[], price: 'costo_unitario' | 'precio_unitario' | null) {
  return lines.map((l) => ({
    producto_id: Number(l.productId),
    unidad_medida_id: Number(l.unitId),
    cantidad: l.cantidad,
    ...(price === 'costo_unitario' ? { costo_unitario: l.precio || '0' } : {}),
    ...(price === 'precio_unitario' ? { precio_unitario: l.precio === '' ? null : l.precio } : {}),
    ...(l.extra?.series?.length ? { series: l.extra.series } : {}),
    ...(price === 'costo_unitario' && l.extra?.lote ? { lote: l.extra.lote } : {}),
  }));
}

/** The header of an entry or an output as the form holds it. */
export interface MovementHeader {
  idserie?: number | null;
  fecha: string;
  idmotivo: number;
  idalmacen: number;
  tercero_documento?: string | null;
  tercero_nombre?: string | null;
  documento_referencia?: string | null;
  observacion?: string | null;
}

/** The header of an entry or an output as the API takes it. */
export const headerBody = (h: MovementHeader) => ({
  idserie: nullIfEmpty(h.idserie),
  fecha: h.fecha,
  idmotivo: h.idmotivo,
  idalmacen: h.idalmacen,
  tercero_documento: nullIfEmpty(h.tercero_documento),
  tercero_nombre: nullIfEmpty(h.tercero_nombre),
  documento_referencia: nullIfEmpty(h.documento_referencia),
  observacion: nullIfEmpty(h.observacion),
});

/** Header of entries and outputs: warehouse, date, reason, series, the third party and a reference. */
export function movementHeader(tipo: 1 | 2, serie: 'NI' | 'NS'): HeaderField[] {
  return [
    {
      name: 'idalmacen',
      label: 'Almacén',
      type: 'lookup',
      lookup: WAREHOUSE_LOOKUP,
      required: true,
      show: (r) => r.raw.almacen,
    },
    { name: 'fecha', label: 'Fecha', type: 'date', required: true },
    {
      name: 'idmotivo',
      label: 'Motivo',
      type: 'select',
      options: motiveOptions(tipo),
      required: true,
      show: (r) => r.raw.motivo,
    },
    {
      name: 'idserie',
      label: 'Serie',
      type: 'select',
      options: seriesOptions(serie),
      placeholder: 'La primera de la sucursal',
      show: (r) => r.raw.documento,
    },
    {
      name: 'tercero_documento',
      label: tipo === 1 ? 'Documento del proveedor' : 'Documento del destinatario',
      max: 15,
      inputMode: 'numeric',
    },
    { name: 'tercero_nombre', label: tipo === 1 ? 'Proveedor' : 'Destinatario', max: 200 },
    { name: 'documento_referencia', label: 'Documento de referencia', max: 60, placeholder: 'Factura, guía...' },
    { name: 'observacion', label: 'Observación', type: 'textarea', max: 500 },
  ];
}

export const todayDefaults = () => ({ fecha: todayLima() });

/** The list of a document kind takes its warehouse in the path (0 = every warehouse), the rest as the kit's query. */
export function byWarehouse(query: ListQuery, params: Record<string, unknown>) {
  const { idalmacen, ...rest } = listParams(query, params);
  return { params: { id: idalmacen ?? 0 }, query: rest };
}

export const documentFilters = <R extends EntryRow | OutputRow>(): FilterSpec<R>[] => [
  { name: 'idalmacen', label: 'Almacén', numeric: true, options: WAREHOUSE_OPTIONS, width: 200 },
  { name: 'estado', label: 'Estado', numeric: true, options: ESTADO_DOCUMENTO, width: 140 },
  { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
];

export const documentColumns = <R extends EntryRow | OutputRow>(third: string): ColumnSpec<R>[] => [
  { key: 'documento', title: 'Documento', sortable: true, sortField: 'numero', width: 150 },
  { key: 'fecha', title: 'Fecha', type: 'date', sortable: true },
  { key: 'almacen', title: 'Almacén' },
  { key: 'motivo', title: 'Motivo', ellipsis: true },
  { key: 'tercero_nombre', title: third, ellipsis: true },
  { key: 'documento_referencia', title: 'Referencia', hidden: true },
  { key: 'total', title: 'Total (S/)', type: 'money', sortable: true, total: true },
  { key: 'estado', title: 'Estado', type: 'tag', options: ESTADO_DOCUMENTO },
  { key: 'usuario', title: 'Usuario', hidden: true },
];

/** Print the A4 and annul (never deletes: the ledger is reversed), as data for the document kit. */
export function stockActions(document: StockDocument, noun: string): DocumentAction[] {
  return [
    { key: 'imprimir', label: 'Imprimir A4', kind: 'print', endpoint: document.endpoints.print },
    {
      key: 'anular',
      label: 'Anular',
      danger: true,
      visible: (ctx) => !ctx.record?.anulado,
      confirm: (ctx) => `¿Anular la ${noun} ${ctx.record?.raw.documento ?? ctx.id}? El stock se revierte en el kardex.`,
      progress: `Anulando ${noun}...`,
      failText: `Error al anular la ${noun}`,
      call: (ctx) => call(document.endpoints.annul, { params: { id: Number(ctx.id) } }),
    },
  ];
}

/** Spec 001 §2: a saved entry or output opens its A4 in a new tab. */
export const openA4 = (document: StockDocument) => (id: string | number, ctx: DocumentContext) =>
  openPrintable(document.endpoints.print, { params: { id: Number(id) } }).catch((error: unknown) =>
    ctx.notify.error(error instanceof Error && error.message ? error.message : PRINT_ERROR),
  );
