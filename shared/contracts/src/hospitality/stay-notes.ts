import * as T from 'typebox';
import type { Static } from 'typebox';
import { Done, Envelope, Id, Nullable, endpoints } from '../kit/index.js';
import { STAY_NOTE_OWNER, STAY_OWNER } from './owners.js';

/**
 * A consumption note of an order (billing's orders: the restaurant's or the bar's note, `referencia`
 * a room or a table) as the stay sees it: its order ('PD-00000015'), what is still to invoice
 * (`importe`, its lines in `detalle`) and, once the check-out invoiced it, the sale.
 */
export const ChargeableNoteRow = T.Object({
  pedido_nota_consumo_maestro_id: T.Integer(),
  idpedido: T.Integer(),
  pedido: T.String(),
  referencia: Nullable(T.String()),
  fecha: T.String(),
  /** Its lines still to invoice ('2 × Pisco sour, 1 × Lomo saltado'). */
  detalle: T.String(),
  importe: T.String(),
});
export const StayNoteRow = T.Object({
  ...ChargeableNoteRow.properties,
  reserva_estancia_nota_id: T.Integer(),
  reserva_estancia_id: T.Integer(),
  /** The check-out's sale that invoiced it (then it cannot be removed from the stay). */
  idventa: Nullable(T.Integer()),
});
export const StayNoteBody = T.Object({
  reserva_estancia_id: Id('Estancia'),
  pedido_nota_consumo_maestro_id: Id('Nota de consumo'),
});

const WRITERS = ['/grid'] as const;

/** Consumption notes of orders charged to a stay: its check-out invoices them (see docs/hospitality.md). */
export const stayNotes = {
  endpoints: endpoints('reservas', {
    list: {
      method: 'GET',
      path: '/gnotasestancia/:id',
      summary: 'Notas de consumo de pedidos cargadas a una estancia',
      menus: WRITERS,
      record: { owner: STAY_OWNER, field: 'id' },
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(T.Array(StayNoteRow)),
    },
    open: {
      method: 'GET',
      path: '/gnotaslibres/:id',
      summary: 'Notas de consumo abiertas de la sucursal de una estancia que se pueden cargar a ella',
      menus: WRITERS,
      record: { owner: STAY_OWNER, field: 'id' },
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(T.Array(ChargeableNoteRow)),
    },
    charge: {
      method: 'POST',
      path: '/rnotaestancia',
      summary: 'Carga una nota de consumo de un pedido a la estancia: el check-out la factura',
      menus: WRITERS,
      record: { owner: STAY_OWNER, field: 'reserva_estancia_id' },
      body: StayNoteBody,
      response: Envelope(T.Array(StayNoteRow)),
    },
    remove: {
      method: 'POST',
      path: '/dnotaestancia',
      summary: 'Quita una nota de consumo aún no facturada de la estancia',
      menus: WRITERS,
      record: { owner: STAY_NOTE_OWNER, field: 'reserva_estancia_nota_id' },
      body: T.Object({ reserva_estancia_nota_id: Id('Nota de consumo de la estancia') }),
      response: Done,
    },
  }),
};
export type ChargeableNoteRow = Static<typeof ChargeableNoteRow>;
export type StayNoteRow = Static<typeof StayNoteRow>;
export type StayNoteBody = Static<typeof StayNoteBody>;
