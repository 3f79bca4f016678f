import { owner } from '../kit/index.js';

/** Rooms belong to their branch: its staff see them, whoever registered them (kit/scope.ts). */
export const ROOM_OWNER = owner({
  noun: 'La habitación',
  table: 'habitacion',
  key: 'idhabitacion',
  branch: ['idsucursal'],
});

const inRoom = { column: 'idhabitacion', owner: ROOM_OWNER };
/** A room's beds, classes and services are its branch's too. */
export const ROOM_PART_OWNERS = {
  bed: owner({
    noun: 'La cama de la habitación',
    table: 'habitacion_cama',
    key: 'idhabitacioncama',
    parents: [inRoom],
  }),
  class: owner({
    noun: 'La clase de la habitación',
    table: 'habitacion_clase',
    key: 'idhabitacionclase',
    parents: [inRoom],
  }),
  service: owner({
    noun: 'El servicio de la habitación',
    table: 'habitacion_servicio',
    key: 'idhabitacionservicio',
    parents: [inRoom],
  }),
};

/** A booking belongs to its branch, whoever took it; its stays are its. */
export const BOOKING_OWNER = owner({ noun: 'La reserva', table: 'reserva', key: 'idreserva', branch: ['idsucursal'] });
export const STAY_OWNER = owner({
  noun: 'La estancia',
  table: 'reserva_estancia',
  key: 'reserva_estancia_id',
  parents: [{ column: 'idreserva', owner: BOOKING_OWNER }],
});
/** A stay's guests are its. */
export const GUEST_OWNER = owner({
  noun: 'El huésped',
  table: 'reserva_estancia_huesped',
  key: 'reserva_estancia_huesped_id',
  parents: [{ column: 'reserva_estancia_id', owner: STAY_OWNER }],
});
/** A stay's payments on account and the products charged to its room are its. */
export const STAY_PAYMENT_OWNER = owner({
  noun: 'El pago',
  table: 'reserva_estancia_pago',
  key: 'pago_id',
  parents: [{ column: 'reserva_estancia_id', owner: STAY_OWNER }],
});
export const STAY_EXTRA_OWNER = owner({
  noun: 'El consumo',
  table: 'reserva_estancia_extra',
  key: 'idextra',
  parents: [{ column: 'reserva_estancia_id', owner: STAY_OWNER }],
});
/** A stay's flights and the consumption notes charged to it are its. */
export const FLIGHT_OWNER = owner({
  noun: 'El vuelo',
  table: 'reserva_estancia_vuelo',
  key: 'reserva_estancia_vuelo_id',
  parents: [{ column: 'reserva_estancia_id', owner: STAY_OWNER }],
});
export const STAY_NOTE_OWNER = owner({
  noun: 'La nota de consumo de la estancia',
  table: 'reserva_estancia_nota',
  key: 'reserva_estancia_nota_id',
  parents: [{ column: 'reserva_estancia_id', owner: STAY_OWNER }],
});
