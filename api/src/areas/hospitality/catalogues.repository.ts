import { asc } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  aerolinea,
  cama,
  claseHabitacion,
  profesion,
  servicioHabitacion,
  tipoHabitacion,
  ubicacion,
} from '../../db/schema/index.js';

/** The room catalogues (seeded by migration 0037): active and inactive, in their order. */
export function roomCataloguesRepository(db: Database) {
  return {
    locations: (ex: Executor = db) => ex.select().from(ubicacion).orderBy(asc(ubicacion.orden), asc(ubicacion.nombre)),
    types: (ex: Executor = db) => ex.select().from(tipoHabitacion).orderBy(asc(tipoHabitacion.nombre)),
    classes: (ex: Executor = db) => ex.select().from(claseHabitacion).orderBy(asc(claseHabitacion.idclasehabitacion)),
    beds: (ex: Executor = db) => ex.select().from(cama).orderBy(asc(cama.plazas), asc(cama.nombre)),
    services: (ex: Executor = db) => ex.select().from(servicioHabitacion).orderBy(asc(servicioHabitacion.nombre)),
    airlines: (ex: Executor = db) => ex.select().from(aerolinea).orderBy(asc(aerolinea.nombre)),
    professions: (ex: Executor = db) => ex.select().from(profesion).orderBy(asc(profesion.nombre)),
  };
}
