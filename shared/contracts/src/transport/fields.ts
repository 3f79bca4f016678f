import * as T from 'typebox';
import { IsoDate } from '../kit/index.js';

/** A Lima date and time to the minute, 'YYYY-MM-DDTHH:MM' (what a date-time picker gives). */
export const DateTime = (title: string) =>
  T.String({ title, maxLength: 16, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]$' });

/** A vehicle plate as SUNAT takes it: 6 to 8 capital letters and digits, no dash. */
export const Plate = T.String({ title: 'Placa', minLength: 6, maxLength: 8, pattern: '^[A-Z0-9]{6,8}$' });

/** The body of every transport report: a range of Lima days and, optionally, one branch (0 or absent: all). */
export const ReportBody = T.Object({
  desde: IsoDate('Desde'),
  hasta: IsoDate('Hasta'),
  idsucursal: T.Optional(T.Integer({ minimum: 0, maximum: 2147483647, title: 'Sucursal' })),
});

/** What an exit and a shift list show of their route: both branches, the vehicle and its driver. */
export const RouteRowFields = {
  idsucursal_origen: T.Integer(),
  origen: T.String(),
  idsucursal_destino: T.Integer(),
  destino: T.String(),
  placa: T.String(),
  idtransportista: T.Integer(),
  conductor: T.String(),
};
