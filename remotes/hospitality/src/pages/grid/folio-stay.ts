import { call } from '@trade/session';
import { defineResource, optionsFrom } from '@trade/ui';
import {
  FLIGHT_KINDS,
  FlightBody,
  StayNoteBody,
  roomCatalogues,
  stayFlights,
  stayGuests,
  stayNotes,
  type FlightRow,
  type StayNoteRow,
} from '@trade/contracts/hospitality';

const f = stayFlights.endpoints;
const n = stayNotes.endpoints;
const ofStay = (params: Record<string, unknown>) => ({ params: { id: Number(params.reserva_estancia_id) } });
const small = { search: false, exportable: false, defaultPageSize: 10 } as const;
const messages = { saveError: 'Error al guardar el registro', removeError: 'Error al borrar el registro' };

const AIRLINES = optionsFrom(roomCatalogues.endpoints.airlines, {
  value: 'idaerolinea',
  label: (r) => (r.codigo_iata ? `${r.nombre} (${r.codigo_iata})` : r.nombre),
  where: (r) => r.estado === 1,
  cache: true,
});

/** The arrival and departure flights of a stay's guests (rvuelor/dvuelor): the guests are chosen among the stay's. */
export const flightResource = (stayId: number) =>
  defineResource<FlightRow>({
    key: 'vuelo',
    title: 'Vuelos',
    noun: 'vuelo',
    createLabel: 'Registrar vuelo',
    idField: 'reserva_estancia_vuelo_id',
    nameOf: (r) => `${r.numero_vuelo} del ${r.fecha.split('-').reverse().join('/')}`,
    schema: FlightBody,
    api: { list: (_q, params) => call(f.list, ofStay(params)), paging: 'client', create: f.save, remove: f.remove },
    ...small,
    columns: [
      { key: 'tipo', title: 'Tipo', render: (r) => FLIGHT_KINDS.find((k) => k.value === r.tipo)?.label ?? r.tipo },
      { key: 'numero_vuelo', title: 'Vuelo', render: (r) => `${r.numero_vuelo} · ${r.aerolinea}` },
      // One column for the day and the time: the drawer is narrow.
      { key: 'fecha', title: 'Fecha y hora', render: (r) => `${r.fecha.split('-').reverse().join('/')} ${r.hora}` },
      { key: 'ciudad', title: 'Origen o destino' },
      { key: 'pasajeros', title: 'Huéspedes' },
    ],
    form: {
      columns: 2,
      defaults: { tipo: 'L' },
      toBody: (v, { params }) => ({
        reserva_estancia_id: Number(params.reserva_estancia_id),
        idaerolinea: v.idaerolinea,
        numero_vuelo: String(v.numero_vuelo ?? '').toUpperCase(),
        tipo: v.tipo,
        fecha: v.fecha,
        hora: v.hora,
        ciudad: v.ciudad,
        huespedes: v.huespedes ?? [],
      }),
      fields: [
        { name: 'tipo', label: 'Llegada o salida', type: 'select', options: [...FLIGHT_KINDS] },
        { name: 'idaerolinea', label: 'Aerolínea', type: 'select', options: AIRLINES },
        {
          name: 'numero_vuelo',
          label: 'Número de vuelo',
          upperCase: true,
          help: 'Código de la aerolínea y número: LA2047',
        },
        { name: 'fecha', label: 'Fecha del vuelo', type: 'date' },
        {
          name: 'hora',
          label: 'Hora del vuelo',
          placeholder: 'HH:MM',
          rules: [{ pattern: /^([01][0-9]|2[0-3]):[0-5][0-9]$/, message: 'Escriba la hora como 14:35' }],
        },
        { name: 'ciudad', label: 'Origen o destino', help: 'De dónde llega o adónde sale el vuelo' },
        {
          name: 'huespedes',
          label: 'Huéspedes del vuelo',
          type: 'multiselect',
          wide: true,
          options: optionsFrom(stayGuests.endpoints.list, {
            params: { id: stayId },
            value: 'reserva_estancia_huesped_id',
            label: 'nombres',
          }),
        },
      ],
    },
    messages,
  });

/**
 * Consumption notes of orders (the restaurant's, the bar's) charged to a lodged stay: chosen among the
 * branch's open notes; the check-out invoices them. A note already invoiced cannot be removed.
 */
export const noteResource = (stayId: number) =>
  defineResource<StayNoteRow>({
    key: 'nota_estancia',
    title: 'Notas de consumo',
    noun: 'nota de consumo',
    createLabel: 'Cargar nota de consumo',
    idField: 'reserva_estancia_nota_id',
    nameOf: (r) => `la nota del pedido ${r.pedido}`,
    schema: StayNoteBody,
    api: { list: (_q, params) => call(n.list, ofStay(params)), paging: 'client', create: n.charge, remove: n.remove },
    ...small,
    canRemove: (row) => row.idventa === null,
    columns: [
      { key: 'pedido', title: 'Pedido' },
      { key: 'referencia', title: 'Origen' },
      { key: 'detalle', title: 'Consumo' },
      { key: 'importe', title: 'Importe (S/)', type: 'money' },
    ],
    form: {
      toBody: (v, { params }) => ({
        reserva_estancia_id: Number(params.reserva_estancia_id),
        pedido_nota_consumo_maestro_id: v.pedido_nota_consumo_maestro_id,
      }),
      fields: [
        {
          name: 'pedido_nota_consumo_maestro_id',
          label: 'Nota de consumo',
          type: 'select',
          options: optionsFrom(n.open, {
            params: { id: stayId },
            value: 'pedido_nota_consumo_maestro_id',
            label: (r) => `${r.pedido}${r.referencia ? ` · ${r.referencia}` : ''} · ${r.detalle} · S/ ${r.importe}`,
          }),
          help: 'Notas abiertas de los pedidos de la sucursal (restaurante, bar).',
        },
      ],
    },
    messages,
  });
