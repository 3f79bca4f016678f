import { and, asc, eq } from 'drizzle-orm';
import type { IntakeAccessoryBody, IntakeInventory, IntakeObservationBody } from '@trade/contracts/workshop';
import type { Database, Executor } from '../../db/client.js';
import {
  accesorioVehiculo,
  ordenServicioAccesorio,
  ordenServicioFoto,
  ordenServicioInventario,
  ordenServicioTiempo,
  usuario,
} from '../../db/schema/index.js';
import { limaTime } from '../../core/lists.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import type { PreparedImage } from '../../core/images.js';
import type { serviceOrdersRepository } from './service-orders.repository.js';

type Orders = ReturnType<typeof serviceOrdersRepository>;

/** A photo ready to keep: the one copy core/images.ts made. */
export interface PhotoInput {
  image: PreparedImage;
  descripcion: string | null;
  idtiempo: number | null;
}

/**
 * The intake inventory of a service order (fuel, mileage read, observations, the accessories
 * checklist) and the order's photos. Every write locks the order row first (orders.locked) and is
 * refused on a finished or annulled order: the sheet the customer signed does not change afterwards.
 */
export function intakeRepository(db: Database, orders: Orders) {
  async function get(id: number, ex: Executor = db): Promise<IntakeInventory> {
    // Through the orders' scoped read: an order out of the caller's scope answers as a missing one.
    await orders.get(id, ex);
    const [head] = await ex
      .select({
        combustible: ordenServicioInventario.combustible,
        kilometraje: ordenServicioInventario.kilometraje,
        observaciones: ordenServicioInventario.observaciones,
      })
      .from(ordenServicioInventario)
      .where(eq(ordenServicioInventario.idordenservicio, id));
    const accesorios = await ex
      .select({
        idinventarioaccesorio: ordenServicioAccesorio.idinventarioaccesorio,
        idaccesorio: ordenServicioAccesorio.idaccesorio,
        accesorio: accesorioVehiculo.nombre,
        cantidad: ordenServicioAccesorio.cantidad,
        estado: ordenServicioAccesorio.estado,
        observacion: ordenServicioAccesorio.observacion,
      })
      .from(ordenServicioAccesorio)
      .innerJoin(accesorioVehiculo, eq(accesorioVehiculo.idaccesorio, ordenServicioAccesorio.idaccesorio))
      .where(eq(ordenServicioAccesorio.idordenservicio, id))
      .orderBy(asc(accesorioVehiculo.nombre));
    const fotos = await ex
      .select({
        idfoto: ordenServicioFoto.idfoto,
        idtiempo: ordenServicioFoto.idtiempo,
        imagen: ordenServicioFoto.imagen,
        descripcion: ordenServicioFoto.descripcion,
        ancho: ordenServicioFoto.ancho,
        alto: ordenServicioFoto.alto,
        usuario: usuario.usuario,
        fecharegistro: limaTime(ordenServicioFoto.fecharegistro),
      })
      .from(ordenServicioFoto)
      .innerJoin(usuario, eq(usuario.idusuario, ordenServicioFoto.idusuario))
      .where(eq(ordenServicioFoto.idordenservicio, id))
      .orderBy(asc(ordenServicioFoto.idfoto));
    return {
      idordenservicio: id,
      combustible: head?.combustible ?? null,
      kilometraje: head?.kilometraje ?? null,
      observaciones: head?.observaciones ?? null,
      accesorios,
      fotos,
    };
  }

  /** Locks the order and refuses a finished or annulled one (prefix: the spec's error of the call). */
  async function openOrder(id: number, prefix: string, ex: Executor) {
    const order = await orders.locked(id, ex);
    if (order.estado === 3 || order.estado === 0)
      throw new BusinessError(
        `${prefix}: la orden de servicio está ${order.estado === 3 ? 'terminada' : 'anulada'}; no se puede modificar`,
      );
    return order;
  }

  return {
    get,

    async saveObservation(input: IntakeObservationBody, ex: Executor, actor: SessionUser) {
      const id = input.idordenservicio;
      await openOrder(id, 'Error al guardar la observacion del inventario', ex);
      const values = {
        combustible: input.combustible ?? null,
        kilometraje: input.kilometraje ?? null,
        observaciones: blankToNull(input.observaciones),
      };
      await ex
        .insert(ordenServicioInventario)
        .values({ idordenservicio: id, idusuario: actor.idusuario, ...values })
        .onConflictDoUpdate({ target: ordenServicioInventario.idordenservicio, set: values });
      return get(id, ex);
    },

    async addAccessory(input: IntakeAccessoryBody, ex: Executor) {
      const id = input.idordenservicio;
      const prefix = 'Error al guardar accesorio en el inventario';
      await openOrder(id, prefix, ex);
      const [accessory] = await ex
        .select({ nombre: accesorioVehiculo.nombre, estado: accesorioVehiculo.estado })
        .from(accesorioVehiculo)
        .where(eq(accesorioVehiculo.idaccesorio, input.idaccesorio));
      if (!accessory) throw notFound('El accesorio');
      if (accessory.estado !== 1) throw new BusinessError(`${prefix}: ${accessory.nombre} está desactivado`);
      // The order row is locked: two additions of one accessory queue, and the second finds the first.
      const [already] = await ex
        .select({ id: ordenServicioAccesorio.idinventarioaccesorio })
        .from(ordenServicioAccesorio)
        .where(
          and(
            eq(ordenServicioAccesorio.idordenservicio, id),
            eq(ordenServicioAccesorio.idaccesorio, input.idaccesorio),
          ),
        );
      if (already) throw new BusinessError(`${prefix}: ${accessory.nombre} ya está en el inventario de la orden`);
      await ex.insert(ordenServicioAccesorio).values({
        idordenservicio: id,
        idaccesorio: input.idaccesorio,
        cantidad: input.cantidad ?? 1,
        estado: input.estado ?? 1,
        observacion: blankToNull(input.observacion),
      });
      return get(id, ex);
    },

    async removeAccessory(idinventarioaccesorio: number, ex: Executor) {
      const [row] = await ex
        .select({ id: ordenServicioAccesorio.idordenservicio })
        .from(ordenServicioAccesorio)
        .where(eq(ordenServicioAccesorio.idinventarioaccesorio, idinventarioaccesorio));
      if (!row) throw notFound('El accesorio del inventario');
      await openOrder(row.id, 'Error al eliminar accesorio del inventario', ex);
      await ex
        .delete(ordenServicioAccesorio)
        .where(eq(ordenServicioAccesorio.idinventarioaccesorio, idinventarioaccesorio));
      return get(row.id, ex);
    },

    /** A photo of the order; with `idtiempo`, it goes with that stretch's note (one of this order's). */
    async savePhoto(id: number, photo: PhotoInput, ex: Executor, actor: SessionUser) {
      const prefix = 'Error al guardar foto en el inventario';
      // Scoped first: another technician's order answers as a missing one, before any lock.
      await orders.get(id, ex);
      await openOrder(id, prefix, ex);
      if (photo.idtiempo !== null) {
        const [stretch] = await ex
          .select({ orden: ordenServicioTiempo.idordenservicio })
          .from(ordenServicioTiempo)
          .where(eq(ordenServicioTiempo.idtiempo, photo.idtiempo));
        if (stretch?.orden !== id) throw new BusinessError(`${prefix}: el tiempo indicado es de otra orden`);
      }
      const { image } = photo;
      await ex.insert(ordenServicioFoto).values({
        idordenservicio: id,
        idtiempo: photo.idtiempo,
        imagen: `data:${image.tipo};base64,${image.data.toString('base64')}`,
        descripcion: photo.descripcion,
        ancho: image.width,
        alto: image.height,
        idusuario: actor.idusuario,
      });
      return get(id, ex);
    },

    async removePhoto(idfoto: number, ex: Executor) {
      const [row] = await ex
        .select({ id: ordenServicioFoto.idordenservicio })
        .from(ordenServicioFoto)
        .where(eq(ordenServicioFoto.idfoto, idfoto));
      if (!row) throw notFound('La foto de la orden');
      await openOrder(row.id, 'Error al eliminar la foto del inventario', ex);
      await ex.delete(ordenServicioFoto).where(eq(ordenServicioFoto.idfoto, idfoto));
      return get(row.id, ex);
    },
  };
}
