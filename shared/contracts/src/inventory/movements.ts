import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Envelope,
  EstadoFilter,
  Id,
  IdFilter,
  Int,
  IsoDate,
  ListQuery,
  MAX_INT,
  Nullable,
  NullableId,
  NullableMoney,
  NullableText,
  Paged,
  PrintQuery,
  Search,
  Sort,
  endpoints,
  stateSet,
  type Owner,
} from '../kit/index.js';
import { Cost, Quantity, SerialList } from './fields.js';
import { ENTRY_OWNER, OUTPUT_OWNER, TRANSFER_OWNER } from './owners.js';

/**
 * Stock documents: entries (nota de ingreso, series type NI), outputs (nota de salida, NS) and
 * transfers between warehouses (NT: an output of the origin and an entry of the destination in one
 * transaction). Each line is in one of the product's units; the ledger counts base units. Saving
 * answers the whole document (`detalles.identrada` / `idsalida` / `idtransferencia`), the screen
 * then opens its A4. Annulling reverses the ledger (new rows), it never deletes.
 *
 * An output (or transfer, or an entry's annulment) that would leave negative stock is refused with
 * `info: 'no_stock'` and the items joined by `|` in `mensaje` ("Producto: disponible 3 UND, solicitado 5 UND").
 */
export const NO_STOCK = 'no_stock';
const N = <S extends T.TSchema>(s: S) => Nullable(s);

/** Reasons (SUNAT tabla 12 operation types). tipo 1 entries, 2 outputs, 3 transfers. */
export const MOTIVE_KINDS = { entrada: 1, salida: 2, transferencia: 3 } as const;
export const MotiveRow = T.Object({
  idmotivo: T.Integer(),
  tipo: T.Integer(),
  codigo_sunat: T.String(),
  nombre: T.String(),
});

const Party = {
  tercero_documento: NullableText('Documento del tercero', 15, '^$|^[0-9A-Za-z-]+$'),
  tercero_nombre: NullableText('Nombre del tercero', 200),
  documento_referencia: NullableText('Documento de referencia', 60),
  observacion: NullableText('Observación', 500),
};
const Header = {
  /** Absent: the first active series of the document's type in the warehouse's branch. */
  idserie: NullableId('Serie'),
  fecha: IsoDate('Fecha'),
  idmotivo: Id('Motivo'),
  ...Party,
};
const Lines = <S extends T.TObject>(line: S) => T.Array(line, { minItems: 1, maxItems: 500, title: 'Items' });

export const EntryLineBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  cantidad: Quantity('Cantidad'),
  /** Cost of one unit of the line's unit, without IGV. */
  costo_unitario: Cost('Costo unitario'),
  lote: NullableText('Lote', 40),
  series: SerialList(),
});
export const EntryBody = T.Object({ ...Header, idalmacen: Id('Almacén'), items: Lines(EntryLineBody) });
export const EntryUpdateBody = T.Object({
  identrada: Id('Entrada'),
  ...Header,
  idalmacen: Id('Almacén'),
  items: Lines(EntryLineBody),
});

export const OutputLineBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  cantidad: Quantity('Cantidad'),
  /** Reference price of the document (a sale price); the ledger values the output at average cost. */
  precio_unitario: NullableMoney('Precio unitario'),
  series: SerialList(),
});
export const OutputBody = T.Object({ ...Header, idalmacen: Id('Almacén'), items: Lines(OutputLineBody) });
export const OutputUpdateBody = T.Object({
  idsalida: Id('Salida'),
  ...Header,
  idalmacen: Id('Almacén'),
  items: Lines(OutputLineBody),
});

export const TransferLineBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  cantidad: Quantity('Cantidad'),
  series: SerialList(),
});
export const TransferBody = T.Object({
  idserie: NullableId('Serie'),
  fecha: IsoDate('Fecha'),
  idalmacen_origen: Id('Almacén de origen'),
  idalmacen_destino: Id('Almacén de destino'),
  observacion: NullableText('Observación', 500),
  items: Lines(TransferLineBody),
});

/** A stock document's estado: registered, or annulled (its kardex reversed, never deleted). */
export const STOCK_DOCUMENT_STATES = stateSet([
  { value: 1, label: 'Registrado', color: 'green' },
  { value: 0, label: 'Anulado', color: 'red' },
]);

/** The header of a stock document as listed. estado 1 registrado, 0 anulado. */
const DocumentColumns = {
  idserie: T.Integer(),
  serie: T.String(),
  numero: T.Integer(),
  /** 'NI01-00000012' */
  documento: T.String(),
  fecha: T.String(),
  idmotivo: T.Integer(),
  motivo: T.String(),
  tercero_documento: N(T.String()),
  tercero_nombre: N(T.String()),
  documento_referencia: N(T.String()),
  observacion: N(T.String()),
  /** Valued at the line costs (entries) or at average cost (outputs, transfers). */
  total: T.String(),
  estado: T.Integer(),
  usuario: T.String(),
  creado: T.String(),
  anulado: N(T.String()),
};
export const EntryRow = T.Object({
  identrada: T.Integer(),
  idalmacen: T.Integer(),
  almacen: T.String(),
  idsucursal: T.Integer(),
  ...DocumentColumns,
});
export const OutputRow = T.Object({
  idsalida: T.Integer(),
  idalmacen: T.Integer(),
  almacen: T.String(),
  idsucursal: T.Integer(),
  ...DocumentColumns,
});
export const TransferRow = T.Object({
  idtransferencia: T.Integer(),
  idserie: T.Integer(),
  serie: T.String(),
  numero: T.Integer(),
  documento: T.String(),
  fecha: T.String(),
  idalmacen_origen: T.Integer(),
  almacen_origen: T.String(),
  idalmacen_destino: T.Integer(),
  almacen_destino: T.String(),
  observacion: N(T.String()),
  total: T.String(),
  estado: T.Integer(),
  usuario: T.String(),
  creado: T.String(),
  anulado: N(T.String()),
});

/** A saved line, as the document's view and print show it. */
export const DocumentLineRow = T.Object({
  iddetalle: T.Integer(),
  producto_id: T.Integer(),
  codigo_producto: N(T.String()),
  denominacion: T.String(),
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  factor: T.String(),
  cantidad: T.String(),
  /** cantidad × factor. */
  cantidad_base: T.String(),
  /** Per unit of the line's unit: the typed cost (entries) or the average cost taken (outputs, transfers). */
  costo_unitario: T.String(),
  importe: T.String(),
  precio_unitario: N(T.String()),
  lote: N(T.String()),
  series: T.Array(T.String()),
});
export const EntryDetail = T.Object({ ...EntryRow.properties, items: T.Array(DocumentLineRow) });
export const OutputDetail = T.Object({ ...OutputRow.properties, items: T.Array(DocumentLineRow) });
export const TransferDetail = T.Object({ ...TransferRow.properties, items: T.Array(DocumentLineRow) });

export const DOCUMENT_SORT = ['fecha', 'numero', 'total'] as const;
/** `:id` of the lists is the warehouse (0 = every warehouse). */
const WarehouseParam = T.Object({ id: Int('Almacén', 0, MAX_INT) });
export const StockDocumentListQuery = ListQuery({
  ...Search,
  ...Sort(DOCUMENT_SORT),
  ...DateRange,
  estado: EstadoFilter,
  idmotivo: IdFilter('Motivo'),
});
const IdParam = (title: string) => T.Object({ id: Id(title) });

/** The series a stock document may use (by type NI, NS, NT), for the header's series choice. */
export const STOCK_SERIES_TYPES = ['NI', 'NS', 'NT'] as const;
export const StockSeriesRow = T.Object({
  idserie: T.Integer(),
  serie: T.String(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  correlativo: T.Integer(),
});

const documentCalls = <const W extends string, R extends T.TObject, D extends T.TObject, B extends T.TObject>(
  word: W,
  title: string,
  menu: string,
  row: R,
  detail: D,
  body: B,
  document: Owner,
) => {
  const lower = title.toLowerCase();
  const byId = { owner: document, field: 'id' };
  return {
    list: {
      method: 'GET' as const,
      path: `/${word}/:id`,
      summary: `${title}s de un almacén (0 = todos), paginadas; q busca por número, tercero o documento`,
      menus: [menu, '/kardex'],
      params: WarehouseParam,
      querystring: StockDocumentListQuery,
      response: Paged(row, ['total'] as const),
    },
    get: {
      method: 'GET' as const,
      path: `/g${word}/:id`,
      summary: `${title} con sus líneas y series`,
      menus: [menu, '/kardex'],
      record: byId,
      params: IdParam(title),
      response: Envelope(detail),
    },
    create: {
      method: 'POST' as const,
      path: `/r${word}`,
      summary: `Registra una ${lower}: numera, mueve el stock y el kardex en una transacción`,
      menus: [menu],
      body,
      response: Envelope(detail),
    },
    annul: {
      method: 'GET' as const,
      path: `/a${word}/:id`,
      summary: `Anula una ${lower}: revierte el kardex (nunca borra)`,
      menus: [menu],
      record: byId,
      changesState: true as const,
      audit: { accion: `Anula una ${lower}` },
      params: IdParam(title),
      response: Envelope(detail),
    },
    print: {
      method: 'GET' as const,
      path: `/pdf${word}a4/:id`,
      summary: `${title} en A4 (PDF)`,
      menus: [menu, '/kardex'],
      record: byId,
      params: IdParam(title),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  };
};
const updateCall = <B extends T.TObject, D extends T.TObject>(
  word: string,
  title: string,
  menu: string,
  body: B,
  detail: D,
  document: Owner,
) => ({
  method: 'POST' as const,
  path: `/u${word}`,
  summary: `Actualiza una ${title.toLowerCase()} registrada: revierte sus movimientos y aplica los nuevos en una transacción (mismo número)`,
  menus: [menu],
  record: { owner: document, field: `id${word}` },
  body,
  response: Envelope(detail),
});

export const motives = {
  endpoints: endpoints('movimientos', {
    list: {
      method: 'GET',
      path: '/motivo/:id',
      summary: 'Motivos de movimiento (tabla 12 de SUNAT): 0 todos, 1 de entradas, 2 de salidas, 3 de transferencias',
      menus: ['/entries', '/outputs', '/transfers', '/kardex'],
      params: T.Object({ id: Int('Tipo de motivo', 0, 3) }),
      response: Envelope(T.Array(MotiveRow)),
    },
    series: {
      method: 'GET',
      path: '/seriesinventario/:tipo',
      summary:
        'Series activas de un tipo de documento de almacén (NI ingreso, NS salida, NT transferencia), de una sucursal o de todas',
      menus: ['/entries', '/outputs', '/transfers'],
      params: T.Object({
        tipo: T.Unsafe<(typeof STOCK_SERIES_TYPES)[number]>({
          type: 'string',
          enum: [...STOCK_SERIES_TYPES],
          title: 'Tipo de documento',
        }),
      }),
      querystring: T.Object({ idsucursal: IdFilter('Sucursal') }),
      response: Envelope(T.Array(StockSeriesRow)),
    },
  }),
};
export const entries = {
  endpoints: endpoints('entradas', {
    ...documentCalls('entrada', 'Entrada', '/entries', EntryRow, EntryDetail, EntryBody, ENTRY_OWNER),
    update: updateCall('entrada', 'Entrada', '/entries', EntryUpdateBody, EntryDetail, ENTRY_OWNER),
  }),
};
export const outputs = {
  endpoints: endpoints('salidas', {
    ...documentCalls('salida', 'Salida', '/outputs', OutputRow, OutputDetail, OutputBody, OUTPUT_OWNER),
    update: updateCall('salida', 'Salida', '/outputs', OutputUpdateBody, OutputDetail, OUTPUT_OWNER),
  }),
};
export const transfers = {
  endpoints: endpoints(
    'transferencias',
    documentCalls(
      'transferencia',
      'Transferencia',
      '/transfers',
      TransferRow,
      TransferDetail,
      TransferBody,
      TRANSFER_OWNER,
    ),
  ),
};

export type MotiveRow = Static<typeof MotiveRow>;
export type EntryLineBody = Static<typeof EntryLineBody>;
export type EntryBody = Static<typeof EntryBody>;
export type EntryUpdateBody = Static<typeof EntryUpdateBody>;
export type OutputLineBody = Static<typeof OutputLineBody>;
export type OutputBody = Static<typeof OutputBody>;
export type OutputUpdateBody = Static<typeof OutputUpdateBody>;
export type TransferLineBody = Static<typeof TransferLineBody>;
export type TransferBody = Static<typeof TransferBody>;
export type EntryRow = Static<typeof EntryRow>;
export type OutputRow = Static<typeof OutputRow>;
export type TransferRow = Static<typeof TransferRow>;
export type DocumentLineRow = Static<typeof DocumentLineRow>;
export type EntryDetail = Static<typeof EntryDetail>;
export type OutputDetail = Static<typeof OutputDetail>;
export type TransferDetail = Static<typeof TransferDetail>;
export type StockDocumentListQuery = Static<typeof StockDocumentListQuery>;
export type StockSeriesRow = Static<typeof StockSeriesRow>;
