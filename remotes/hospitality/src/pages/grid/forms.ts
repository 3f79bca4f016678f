import { formatMoney } from '@trade/formats';
import { defineResource, optionsFrom } from '@trade/ui';
import {
  BookingBody,
  BookingUpdateBody,
  MoveStayBody,
  bookings,
  rooms as roomCalls,
  type GridRoomRow,
  type StayRow,
} from '@trade/contracts/hospitality';

const b = bookings.endpoints;
const roomOptions = (rooms: GridRoomRow[]) =>
  rooms.map((r) => ({ value: r.idhabitacion, label: `${r.numero} · ${r.tipo} (${r.ubicacion})` }));
const dates = [
  { name: 'f1', label: 'Fecha de ingreso', type: 'date', required: true },
  { name: 'f2', label: 'Fecha de salida', type: 'date', required: true },
] as const;
/** The rooms a group booking can add to the one chosen: the others of its branch. */
const otherRoomsOfBranch = (rooms: GridRoomRow[], idhabitacion: unknown) => {
  const chosen = rooms.find((r) => r.idhabitacion === idhabitacion);
  return chosen ? rooms.filter((r) => r.idsucursal === chosen.idsucursal && r !== chosen) : [];
};
/** A room's classes with their rates, once a room is chosen (none: the room's lowest rate). */
const roomRates = (idhabitacion: unknown) =>
  idhabitacion
    ? optionsFrom(roomCalls.endpoints.classes, {
        params: { id: Number(idhabitacion) },
        value: 'idclasehabitacion',
        label: (r) =>
          `${r.clase} · ${formatMoney(r.precio_noche)} por noche` +
          (r.precio_fin_semana ? ` (viernes y sábado ${formatMoney(r.precio_fin_semana)})` : ''),
      })
    : [];
const messages = { saveError: 'Error al guardar el registro', updateError: 'Error al guardar el registro' };

/**
 * A new booking (or a maintenance block) over the nights chosen on the grid: its room at the class
 * chosen (default: the room's lowest rate), and for a group more rooms of the branch, each at its lowest.
 */
export const newBookingResource = (rooms: GridRoomRow[]) =>
  defineResource<StayRow>({
    key: 'reserva',
    title: 'Reservas',
    noun: 'reserva',
    gender: 'f',
    idField: 'idreserva',
    schema: BookingBody,
    api: { list: b.list, create: b.create },
    columns: [],
    messages,
    form: {
      columns: 2,
      title: { create: 'Nueva reserva' },
      toBody: (v) => ({
        idsucursal: rooms.find((r) => r.idhabitacion === v.idhabitacion)?.idsucursal,
        titular: v.titular,
        telefono: v.telefono ? v.telefono : null,
        observacion: v.observacion ? v.observacion : null,
        bloqueo: v.bloqueo === 1,
        estancias: [
          {
            idhabitacion: v.idhabitacion,
            idclasehabitacion: v.bloqueo === 1 ? null : (v.idclasehabitacion ?? null),
            f1: v.f1,
            f2: v.f2,
          },
          ...((v.otras_habitaciones as number[] | undefined) ?? []).map((idhabitacion) => ({
            idhabitacion,
            idclasehabitacion: null,
            f1: v.f1,
            f2: v.f2,
          })),
        ],
      }),
      fields: [
        {
          name: 'idhabitacion',
          label: 'Habitación',
          type: 'select',
          required: true,
          options: roomOptions(rooms),
          wide: true,
        },
        {
          name: 'otras_habitaciones',
          label: 'Más habitaciones',
          type: 'multiselect',
          options: (ctx) => roomOptions(otherRoomsOfBranch(rooms, ctx.values.idhabitacion)),
          help: 'Un grupo: las mismas noches en la misma reserva, cada una a su tarifa más baja.',
          wide: true,
        },
        ...dates,
        {
          name: 'idclasehabitacion',
          label: 'Clase y tarifa',
          type: 'select',
          options: (ctx) => roomRates(ctx.values.idhabitacion),
          placeholder: 'La tarifa más baja de la habitación',
          visible: (ctx) => ctx.values.bloqueo !== 1,
          wide: true,
        },
        { name: 'titular', label: 'Titular', required: true, wide: true },
        { name: 'telefono', label: 'Teléfono' },
        {
          name: 'bloqueo',
          label: 'Bloqueo por mantenimiento',
          type: 'switch',
          help: 'La habitación no se alquila esas noches.',
        },
        { name: 'observacion', label: 'Observación', type: 'textarea', wide: true },
      ],
    },
  });

/** A booking's holder, phone and note (ureservapth). */
export const bookingResource = defineResource<StayRow>({
  key: 'reserva',
  title: 'Reservas',
  noun: 'reserva',
  gender: 'f',
  idField: 'idreserva',
  schema: BookingUpdateBody,
  api: { list: b.list, update: b.update },
  columns: [],
  messages,
  form: {
    title: { update: (row) => `Reserva N° ${row.idreserva}` },
    toValues: (row) => ({
      titular: row.titular,
      telefono: row.telefono ?? undefined,
      observacion: row.observacion ?? undefined,
    }),
    toBody: (v, { row }) => ({
      idreserva: row!.idreserva,
      titular: v.titular,
      telefono: v.telefono ? v.telefono : null,
      observacion: v.observacion ? v.observacion : null,
    }),
    fields: [
      { name: 'titular', label: 'Titular', required: true },
      { name: 'telefono', label: 'Teléfono' },
      { name: 'observacion', label: 'Observación', type: 'textarea' },
    ],
  },
});

/** A stay moved to other dates or to another of `rooms` (its branch's; pfreserva): what a drag does, typed. */
export const moveResource = (rooms: GridRoomRow[]) =>
  defineResource<StayRow>({
    key: 'estancia',
    title: 'Estancias',
    noun: 'estancia',
    gender: 'f',
    idField: 'reserva_estancia_id',
    schema: MoveStayBody,
    api: { list: b.list, update: b.move },
    columns: [],
    messages,
    form: {
      title: { update: (row) => `Mover la estancia de ${row.titular}` },
      toValues: (row) => ({ h: row.idhabitacion, f1: row.f1, f2: row.f2 }),
      toBody: (v, { row }) => ({ reserva_estancia_id: row!.reserva_estancia_id, f1: v.f1, f2: v.f2, h: v.h }),
      fields: [
        { name: 'h', label: 'Habitación', type: 'select', required: true, options: roomOptions(rooms) },
        ...dates,
      ],
    },
  });
