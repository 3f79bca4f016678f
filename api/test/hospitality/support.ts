import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import type { TestApp } from '../helpers/app.js';

/** 'YYYY-MM-DD' `days` after today in Lima. */
export const inDays = (days: number) => {
  const d = new Date(`${todayLima()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The demo rooms of the admin's branch by number, with that branch. */
export async function demoRooms(t: TestApp) {
  const rows = await queryRows<{ idhabitacion: number; numero: string; idsucursal: number }>(
    t.db,
    sql`select h.idhabitacion, h.numero, h.idsucursal from habitacion h
         where h.idsucursal = (select idsucursal from usuario where usuario = 'admin')`,
  );
  const room = (numero: string) => rows.find((r) => r.numero === numero)!.idhabitacion;
  return { room, idsucursal: rows[0]!.idsucursal };
}
