import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Bool,
  Done,
  Envelope,
  Enum,
  Id,
  Money,
  Nullable,
  NullableId,
  NullableText,
  Text,
  endpoints,
} from '../kit/index.js';
import { DRAFT_OWNER } from './owners.js';
import { Cost, Quantity } from '../inventory/fields.js';
import { SALE_VOUCHER_CODES } from './sales.js';

/*
 * The counter (punto de venta, /counter): the cashier's screen on the same sale call (rfacturacion).
 * Its own calls: the state it opens with (the user's open cash) and the sales in progress kept on
 * the server per user and branch (drafts: the current one, and the parked ones).
 */

/** The counter screen's menu: its own calls name only it. */
const COUNTER = ['/counter'] as const;

/** A line of a sale in progress, with what the screen shows of its product (restored without asking again). */
export const DraftLine = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  descripcion: Text('Descripción', 200),
  codigo: NullableText('Código', 40),
  abreviatura: Text('Unidad', 20),
  factor: Cost('Factor'),
  codigo_sunat: NullableText('Código SUNAT de la unidad', 10),
  tipo_afectacion: Text('Tipo de afectación', 2),
  control_stock: Bool('Controla stock'),
  icbper: Bool('ICBPER'),
  cantidad: Quantity('Cantidad'),
  precio: Cost('Precio'),
  descuento: T.Optional(Money('Descuento')),
  /** Price control's warnings survive a reload: the unit's minimum price and the base unit's cost (without IGV). */
  precio_minimo: T.Optional(Money('Precio mínimo')),
  costo_base: T.Optional(Cost('Costo')),
});
export type DraftLine = Static<typeof DraftLine>;

/** What a sale in progress holds: voucher, series, client, lines and cash received. */
export const DraftContent = T.Object({
  codigo_comprobante: Enum(SALE_VOUCHER_CODES, 'Comprobante'),
  idserie: NullableId('Serie'),
  idpersona: NullableId('Cliente'),
  cliente: NullableText('Cliente', 250),
  recibido: T.Optional(Money('Recibido')),
  lineas: T.Array(DraftLine, { maxItems: 200, title: 'Líneas' }),
});
export type DraftContent = Static<typeof DraftContent>;

export const DraftRow = T.Object({
  idborrador: T.Integer(),
  /** false: the sale on the counter now; true: parked while another customer is served. */
  aparcado: T.Boolean(),
  etiqueta: Nullable(T.String()),
  total: T.String(),
  lineas: T.Integer(),
  datos: DraftContent,
  actualizado: T.String(),
});
export type DraftRow = Static<typeof DraftRow>;

export const SaveDraftBody = T.Object({
  datos: DraftContent,
  total: Money('Total'),
});
export const ParkDraftBody = T.Object({ etiqueta: NullableText('Etiqueta', 60) });
export const DraftIdBody = T.Object({ idborrador: Id('Borrador') });

export const CounterState = T.Object({
  /** The user's open cash in their branch, or null. */
  idapertura: Nullable(T.Integer()),
  /** The company requires an open cash to sell (company settings). */
  caja_requerida: T.Boolean(),
  borradores: T.Array(DraftRow),
});
export type CounterState = Static<typeof CounterState>;

export const counter = {
  endpoints: endpoints('mostrador', {
    state: {
      method: 'GET',
      path: '/mostrador',
      summary: 'Estado del punto de venta: la caja abierta del usuario y sus ventas en curso (borradores)',
      menus: COUNTER,
      response: Envelope(CounterState),
    },
    saveDraft: {
      method: 'POST',
      path: '/rborradorventa',
      summary: 'Guarda la venta en curso del usuario en su sucursal (una por usuario y sucursal)',
      menus: COUNTER,
      body: SaveDraftBody,
      response: Envelope(DraftRow),
    },
    park: {
      method: 'POST',
      path: '/aparcarborradorventa',
      summary: 'Aparca la venta en curso para atender al siguiente cliente',
      menus: COUNTER,
      body: ParkDraftBody,
      response: Envelope(CounterState),
    },
    resume: {
      method: 'POST',
      path: '/retomarborradorventa',
      record: { owner: DRAFT_OWNER, field: 'idborrador' },
      summary: 'Retoma una venta aparcada (la venta en curso, si tiene líneas, queda aparcada en su lugar)',
      menus: COUNTER,
      body: DraftIdBody,
      response: Envelope(CounterState),
    },
    discard: {
      method: 'POST',
      path: '/eborradorventa',
      record: { owner: DRAFT_OWNER, field: 'idborrador' },
      summary: 'Descarta una venta en curso o aparcada (después de cobrarla, o al empezar otra)',
      menus: COUNTER,
      body: DraftIdBody,
      response: Done,
    },
  }),
};
