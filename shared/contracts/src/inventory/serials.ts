import * as T from 'typebox';
import type { Static } from 'typebox';
import { Done, Enum, Envelope, Estado, Id, IdFilter, Int, MAX_INT, Nullable, endpoints } from '../kit/index.js';
import { SerialText } from './fields.js';
import { ORDER_OWNER, SALE_OWNER } from '../billing-cpe/owners.js';
import { PURCHASE_OWNER } from '../purchasing-credits/owners.js';
import { ENTRY_OWNER, OUTPUT_OWNER, TRANSFER_OWNER } from './owners.js';

/**
 * Serial numbers of serial-controlled products. A serial is in stock in at most one warehouse
 * (`disponible`, `idalmacen`); in-stock serials of a product in a warehouse never outnumber its stock.
 * Entries and transfers of a serial-controlled product carry one serial per base unit; outputs
 * consume specific serials. The relation calls tie serials to a document of another area
 * (compra, venta, pedido) or to an entry or output: entering documents (compra, entrada) put the
 * serials in stock, leaving ones (venta, salida) take them out, a pedido only reserves.
 */
export const SERIAL_DOCUMENTS = ['compra', 'venta', 'pedido', 'entrada', 'salida', 'transferencia'] as const;
export type SerialDocument = (typeof SERIAL_DOCUMENTS)[number];

export const SerialRow = T.Object({
  idserieproducto: T.Integer(),
  producto_id: T.Integer(),
  denominacion: T.String(),
  serie: T.String(),
  idalmacen: Nullable(T.Integer()),
  almacen: Nullable(T.String()),
  disponible: T.Boolean(),
  estado: T.Integer(),
  creado: T.String(),
});
export const SerialRelationRow = T.Object({
  idrelacion: T.Integer(),
  idserieproducto: T.Integer(),
  producto_id: T.Integer(),
  denominacion: T.String(),
  serie: T.String(),
  tipo: T.String(),
  iddocumento: T.Integer(),
  disponible: T.Boolean(),
  creado: T.String(),
});
const Series = T.Array(SerialText(), { minItems: 1, maxItems: 1000, title: 'Series' });
export const SerialsBody = T.Object({ producto_id: Id('Producto'), idalmacen: Id('Almacén'), series: Series });
export const SerialRelationBody = T.Object({
  producto_id: Id('Producto'),
  idalmacen: Id('Almacén'),
  iddocumento: Id('Documento'),
  series: Series,
});
const IdSerial = T.Object({ idserieproducto: Id('Serie del producto') });

/** The document a serial relation names (`tipo`, `iddocumento`): each is in its owner's scope. */
const DOCUMENT_OWNERS = {
  compra: PURCHASE_OWNER,
  venta: SALE_OWNER,
  pedido: ORDER_OWNER,
  entrada: ENTRY_OWNER,
  salida: OUTPUT_OWNER,
  transferencia: TRANSFER_OWNER,
};
const SERIAL_DOCUMENT_RECORDS = SERIAL_DOCUMENTS.map((tipo) => ({
  owner: DOCUMENT_OWNERS[tipo],
  field: 'iddocumento',
  when: { tipo },
}));

const relate = (tipo: SerialDocument, menus: readonly string[], what: string) => ({
  method: 'POST' as const,
  path: `/rserieproducto${tipo}`,
  summary: `Relaciona series de un producto con ${what}`,
  menus,
  record: { owner: DOCUMENT_OWNERS[tipo], field: 'iddocumento' },
  body: SerialRelationBody,
  response: Envelope(T.Array(SerialRelationRow)),
});

export const serials = {
  endpoints: endpoints('series-producto', {
    create: {
      method: 'POST',
      path: '/rserieproducto',
      summary: 'Registra series de unidades ya en stock de un almacén (sin superar su stock)',
      menus: ['/products'],
      body: SerialsBody,
      response: Envelope(T.Array(SerialRow)),
    },
    update: {
      method: 'POST',
      path: '/aserieproducto',
      summary: 'Corrige el texto de una serie',
      menus: ['/products'],
      body: T.Object({ idserieproducto: Id('Serie del producto'), serie: SerialText() }),
      response: Envelope(SerialRow),
    },
    state: {
      method: 'POST',
      path: '/cserieproducto',
      summary: 'Activa (1) o desactiva (0) una serie',
      menus: ['/products'],
      body: T.Object({ idserieproducto: Id('Serie del producto'), estado: Estado }),
      response: Envelope(SerialRow),
    },
    takeOut: {
      method: 'POST',
      path: '/quitarserieproducto',
      summary: 'Quita una serie del stock (deja de estar disponible en su almacén)',
      menus: ['/products'],
      body: IdSerial,
      response: Envelope(SerialRow),
    },
    unrelate: {
      method: 'POST',
      path: '/quitarrelacionserie',
      summary:
        'Deshace la relación de una serie con un documento (compra, venta, pedido) y su efecto en el stock de series',
      menus: ['/products', '/buys', '/sales', '/orders'],
      body: T.Object({ idrelacion: Id('Relación') }),
      response: Done,
    },
    relatePurchase: relate('compra', ['/buys', '/products'], 'una compra (entran al stock del almacén)'),
    relateSale: relate('venta', ['/sales', '/products'], 'una venta (salen del stock del almacén)'),
    relateOrder: relate('pedido', ['/orders', '/products'], 'un pedido (quedan reservadas, siguen en stock)'),
    relateEntry: relate(
      'entrada',
      ['/entries'],
      'una entrada registrada (entran al stock; no más que las unidades de la entrada)',
    ),
    relateOutput: relate(
      'salida',
      ['/outputs'],
      'una salida registrada (salen del stock; no más que las unidades de la salida)',
    ),
    ofProduct: {
      method: 'GET',
      path: '/seriesproducto/:id',
      summary: 'Series de un producto (filtro por almacén y disponibilidad)',
      menus: ['/products', '/entries', '/outputs', '/transfers', '/sales', '/buys', '/orders'],
      params: T.Object({ id: Id('Producto') }),
      querystring: T.Object({
        idalmacen: IdFilter('Almacén'),
        disponible: T.Optional(Int('Disponible', 0, 1)),
        q: T.Optional(T.String({ maxLength: 60, title: 'Búsqueda' })),
      }),
      response: Envelope(T.Array(SerialRow)),
    },
    relatedOfProduct: {
      method: 'GET',
      path: '/seriesproductorelacionado/:producto_id/:tipo/:iddocumento',
      record: SERIAL_DOCUMENT_RECORDS,
      summary:
        'Series de un producto relacionadas con un documento, y cuántas series activas en stock tiene el producto (series_activas)',
      menus: ['/products', '/entries', '/outputs', '/transfers', '/sales', '/buys', '/orders'],
      params: T.Object({
        producto_id: Id('Producto'),
        tipo: Enum(SERIAL_DOCUMENTS, 'Tipo de documento'),
        iddocumento: Int('Documento', 1, MAX_INT),
      }),
      response: Envelope(T.Object({ series: T.Array(SerialRelationRow), series_activas: T.Integer() })),
    },
    related: {
      method: 'GET',
      path: '/seriesrelacionado/:tipo/:iddocumento',
      record: SERIAL_DOCUMENT_RECORDS,
      summary: 'Series relacionadas con un documento',
      menus: ['/products', '/entries', '/outputs', '/transfers', '/sales', '/buys', '/orders'],
      params: T.Object({
        tipo: Enum(SERIAL_DOCUMENTS, 'Tipo de documento'),
        iddocumento: Int('Documento', 1, MAX_INT),
      }),
      response: Envelope(T.Array(SerialRelationRow)),
    },
    remove: {
      method: 'GET',
      path: '/eserieproducto/:id',
      changesState: true,
      audit: { accion: 'Elimina una serie de producto', entidad: 'producto_serie', id: 'id' },
      summary: 'Elimina una serie sin movimientos',
      menus: ['/products'],
      params: T.Object({ id: Id('Serie del producto') }),
      response: Done,
    },
  }),
};
export type SerialRow = Static<typeof SerialRow>;
export type SerialRelationRow = Static<typeof SerialRelationRow>;
export type SerialsBody = Static<typeof SerialsBody>;
export type SerialRelationBody = Static<typeof SerialRelationBody>;
