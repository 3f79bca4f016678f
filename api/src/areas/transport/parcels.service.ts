import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dec } from '@trade/money';
import { isValidRuc } from '@trade/formats';
import {
  PARCEL_AT_DESTINATION,
  PARCEL_AT_ORIGIN,
  PARCEL_DELIVERED,
  PARCEL_IN_TRANSIT,
  PARCEL_STATES,
  type ParcelBody,
  type ParcelInvoiceBody,
  type ParcelStageBody,
} from '@trade/contracts/transport';
import type { Database, Executor } from '../../db/client.js';
import { comprobante, encomienda, persona, producto, serie } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import type { Viewer } from '../../core/scope.js';
import type { MailDoor, SalesDoor } from './doors.js';
import type { exitsRepository } from './exits.repository.js';
import type { parcelsRepository } from './parcels.repository.js';
import type { shiftsRepository } from './shifts.repository.js';
import { branchName, routeOf } from './route-rules.js';

/** Guide codes avoid characters read one for another (0/O, 1/I). */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomGuide = () => ({
  numero_guia: String(randomInt(0, 10_000_000)).padStart(7, '0'),
  codigo_guia: Array.from({ length: 4 }, () => CODE_LETTERS[randomInt(0, CODE_LETTERS.length)]).join(''),
});
/**
 * The shipper's own guide (09) the carrier's guide will name: both its number and its issuer's RUC
 * or neither; an electronic one (series with a letter) is the shipper's (SUNAT 3381).
 */
function shipperGuide(input: ParcelBody, senderDocument: string) {
  const guia = blankToNull(input.guia_remitente);
  const ruc = blankToNull(input.guia_remitente_ruc);
  if (!guia !== !ruc)
    throw new BusinessError('Indique la guía de remisión del remitente junto con el RUC de su emisor, o ninguno');
  if (ruc && !isValidRuc(ruc)) throw new BusinessError('El RUC del emisor de la guía no es válido');
  if (guia && /^[A-Z]/.test(guia) && ruc !== senderDocument)
    throw new BusinessError(
      `La guía ${guia} es electrónica: la emite el remitente, así que su RUC debe ser el del remitente (${senderDocument})`,
    );
  return { guia_remitente: guia, guia_remitente_ruc: ruc };
}
/** The service product a parcel invoice sells (migration 0036). */
const FREIGHT_PRODUCT = 'srv-encomienda';
const SOLES = 1;

type Exits = ReturnType<typeof exitsRepository>;
type Reads = ReturnType<typeof parcelsRepository>;
type Shifts = ReturnType<typeof shiftsRepository>;
type Actor = Viewer;
const everyBranch = (actor: Actor) => actor.rol === 'admin' || actor.permisos?.includes('todas_sucursales') === true;

/**
 * Parcel writes: reception (random guide number and code, never in sequence), changes while at the
 * origin, the stages with their dates, the freight invoiced through billing's sale service, and
 * the consignee's notices (sent after the commit by the routes).
 */
export function parcelsService(
  db: Database,
  reads: Reads,
  doors: { shifts: Shifts; exits: () => Exits; sales: SalesDoor; mail: MailDoor },
) {
  async function person(ex: Executor, id: number, label: string) {
    const [row] = await ex
      .select({
        documento: persona.numero_documento,
        nombre: persona.nombres,
        email: persona.email,
        estado: persona.estado,
      })
      .from(persona)
      .where(eq(persona.idpersona, id));
    if (!row || row.estado !== 1) throw new BusinessError(`El ${label} no existe o está inactivo`);
    return row;
  }
  async function values(input: ParcelBody, ex: Executor, actor: Actor) {
    const route = await routeOf(ex, input, actor);
    if (input.idadelantoturno) await doors.shifts.openFor(input.idadelantoturno, route, ex);
    const sender = await person(ex, input.idremitente, 'remitente');
    const consignee = await person(ex, input.idconsignado, 'consignado');
    const email = blankToNull(input.consignado_email) ?? consignee.email ?? null;
    if (input.notificar && !email) throw new BusinessError('Indique el correo del consignado para notificarle');
    if (dec(input.peso).lte(0)) throw new BusinessError('Peso (kg) debe ser mayor que 0');
    return {
      ...shipperGuide(input, sender.documento),
      ...route,
      idremitente: input.idremitente,
      remitente_documento: sender.documento,
      remitente_nombre: sender.nombre,
      idconsignado: input.idconsignado,
      consignado_documento: consignee.documento,
      consignado_nombre: consignee.nombre,
      consignado_email: email,
      notificar: input.notificar ?? false,
      idadelantoturno: input.idadelantoturno ?? null,
      piezas: input.piezas,
      peso: input.peso,
      valor_declarado: input.valor_declarado,
      precio: input.precio,
      paga: input.paga,
      descripcion: input.descripcion.trim(),
    };
  }
  /** The parcel row locked for a change. */
  async function lock(id: number, ex: Executor) {
    const [row] = await ex.select().from(encomienda).where(eq(encomienda.id_encomienda, id)).for('update');
    if (!row) throw notFound('La encomienda');
    return row;
  }
  async function stillAtOrigin(id: number, ex: Executor, action: string) {
    const row = await lock(id, ex);
    if (row.estado !== PARCEL_AT_ORIGIN)
      throw new BusinessError(`La encomienda ya salió del origen: no se puede ${action}`);
    if (row.idventa) throw new BusinessError(`La encomienda ya fue facturada: no se puede ${action}`);
    return row;
  }

  return {
    async create(input: ParcelBody, ex: Executor, actor: Actor) {
      const set = await values(input, ex, actor);
      // A random number and code; a number already taken is drawn again.
      for (let attempt = 0; attempt < 20; attempt++) {
        const guide = randomGuide();
        const [row] = await ex
          .insert(encomienda)
          .values({
            ...set,
            ...guide,
            codigo: `EN${String(set.idsucursal_origen).padStart(2, '0')}-${guide.numero_guia}`,
            idusuario: actor.idusuario,
          })
          .onConflictDoNothing()
          .returning({ id: encomienda.id_encomienda });
        if (row) return reads.get(row.id, ex);
      }
      throw new BusinessError('No se pudo asignar un número de guía; intente de nuevo');
    },
    async update(id: number, input: ParcelBody, ex: Executor, actor: Actor) {
      await stillAtOrigin(id, ex, 'modificar');
      await ex
        .update(encomienda)
        .set(await values(input, ex, actor))
        .where(eq(encomienda.id_encomienda, id));
      return reads.get(id, ex);
    },
    async remove(id: number, ex: Executor) {
      await stillAtOrigin(id, ex, 'eliminar');
      await ex.delete(encomienda).where(eq(encomienda.id_encomienda, id));
    },

    /** An exit loads parcels (its manifest): in transit from now. */
    async load(ids: number[], idsalidavehiculos: number, ex: Executor) {
      if (!ids.length) return;
      await ex
        .update(encomienda)
        .set({ estado: PARCEL_IN_TRANSIT, idsalidavehiculos, fechatransporte: sql`now()` })
        .where(inArray(encomienda.id_encomienda, ids));
    },
    /** Parcels taken off an exit go back to the origin. */
    async unload(ids: number[], ex: Executor) {
      if (!ids.length) return;
      await ex
        .update(encomienda)
        .set({ estado: PARCEL_AT_ORIGIN, idsalidavehiculos: null, fechatransporte: null })
        .where(inArray(encomienda.id_encomienda, ids));
    },

    /**
     * aencomiendaestado: one stage forward. In transit needs an exit on the same route (loaded by the
     * origin); arrival and delivery are recorded by the destination; delivery needs the receiver's
     * document and name, and the freight collected when the consignee pays it.
     */
    async stage(input: ParcelStageBody, picture: string | null, ex: Executor, actor: Actor) {
      const parcel = await lock(input.id_encomienda, ex);
      if (input.estado !== parcel.estado + 1) {
        const now = PARCEL_STATES.label(parcel.estado);
        throw new BusinessError(
          parcel.estado === PARCEL_DELIVERED
            ? 'La encomienda ya fue entregada'
            : `La encomienda está en «${now}»: su siguiente etapa es «${PARCEL_STATES.label(parcel.estado + 1)}»`,
        );
      }
      const branch = input.estado === PARCEL_IN_TRANSIT ? parcel.idsucursal_origen : parcel.idsucursal_destino;
      if (!everyBranch(actor) && actor.idsucursal !== branch)
        throw new BusinessError(
          input.estado === PARCEL_IN_TRANSIT
            ? 'Solo la sucursal de origen despacha la encomienda'
            : 'Solo la sucursal de destino registra la llegada y la entrega',
        );
      if (input.estado === PARCEL_IN_TRANSIT) {
        if (!input.idsalidavehiculos) throw new BusinessError('Indique la salida en la que viaja la encomienda');
        await doors.exits().onTheRoadFor(input.idsalidavehiculos, parcel, ex);
        await this.load([parcel.id_encomienda], input.idsalidavehiculos, ex);
      } else if (input.estado === PARCEL_AT_DESTINATION) {
        await ex
          .update(encomienda)
          .set({ estado: PARCEL_AT_DESTINATION, fecharecepcion: sql`now()` })
          .where(eq(encomienda.id_encomienda, parcel.id_encomienda));
        if (parcel.idsalidavehiculos) await doors.exits().arriveWhenUnloaded(parcel.idsalidavehiculos, ex);
      } else {
        const documento = blankToNull(input.receptor_documento);
        const nombre = blankToNull(input.receptor_nombre);
        if (!documento || !nombre) throw new BusinessError('Indique el documento y el nombre de quien recibe');
        if (parcel.paga === 'consignado' && !parcel.idventa)
          throw new BusinessError('Cobre el flete al consignado antes de entregar la encomienda');
        await ex
          .update(encomienda)
          .set({
            estado: PARCEL_DELIVERED,
            fechaentrega: sql`now()`,
            receptor_documento: documento,
            receptor_nombre: nombre.toUpperCase(),
            receptor_firma: picture,
          })
          .where(eq(encomienda.id_encomienda, parcel.id_encomienda));
      }
      return reads.get(parcel.id_encomienda, ex);
    },

    /**
     * rfacturacionencomienda: the freight sold as a factura or boleta through billing's sale service
     * (its numbering, cash and CPE), to whoever pays it, with a series of the branch where it is paid:
     * the origin when the sender pays, the destination (once the parcel arrived) when the consignee does.
     */
    async invoice(input: ParcelInvoiceBody, ex: Executor, actor: Actor & { idsucursal: number | null }) {
      const parcel = await lock(input.id_encomienda, ex);
      if (parcel.idventa) throw new BusinessError('La encomienda ya fue facturada');
      if (!dec(parcel.precio).gt(0)) throw new BusinessError('La encomienda no tiene precio que facturar');
      const payer = parcel.paga === 'consignado' ? parcel.idconsignado : parcel.idremitente;
      if (!payer) throw new BusinessError(`Registre al ${parcel.paga} como cliente para facturar`);
      const [series] = await ex
        .select({ idsucursal: serie.idsucursal, codigo: comprobante.codigo })
        .from(serie)
        .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
        .where(eq(serie.idserie, input.idserie));
      if (!series || !['01', '03'].includes(series.codigo))
        throw new BusinessError('Elija una serie de factura o de boleta');
      const paidAt = parcel.paga === 'consignado' ? parcel.idsucursal_destino : parcel.idsucursal_origen;
      if (parcel.paga === 'consignado' && parcel.estado < PARCEL_AT_DESTINATION)
        throw new BusinessError('El consignado paga al recoger la encomienda: aún no llegó a destino');
      if (series.idsucursal !== paidAt)
        throw new BusinessError(
          `${parcel.paga === 'consignado' ? 'El consignado paga en destino' : 'El remitente paga en origen'}: use una serie de la sucursal ${await branchName(ex, paidAt)}`,
        );
      const [freight] = await ex
        .select({ producto_id: producto.producto_id, unidad_medida_id: producto.unidad_medida_id })
        .from(producto)
        .where(and(sql`lower(${producto.codigo_producto}) = ${FREIGHT_PRODUCT}`, eq(producto.estado, 1)));
      if (!freight) throw new BusinessError('Falta el producto SRV-ENCOMIENDA (servicio de transporte de encomienda)');
      const route = `${await branchName(ex, parcel.idsucursal_origen)} - ${await branchName(ex, parcel.idsucursal_destino)}`;
      const idventa = await doors.sales.save(
        {
          facturacion: {
            idserie: input.idserie,
            idpersona: payer,
            idmoneda: SOLES,
            tipo_pago_id: 1,
            observaciones: `Encomienda guía N° ${parcel.numero_guia}`,
            ticket: true,
          },
          detalles: [
            {
              ...freight,
              cantidad: '1',
              precio_unitario: parcel.precio,
              descripcion: `SERVICIO DE TRANSPORTE DE ENCOMIENDA GUÍA ${parcel.numero_guia} (${route}), ${parcel.piezas} PZA. ${parcel.peso} KG`,
            },
          ],
          ...(input.idformapago ? { pagos: [{ idformapago: input.idformapago, monto: parcel.precio }] } : {}),
        },
        ex,
        { idusuario: actor.idusuario, rol: actor.rol, idsucursal: actor.idsucursal },
      );
      await ex.update(encomienda).set({ idventa }).where(eq(encomienda.id_encomienda, parcel.id_encomienda));
      return reads.get(parcel.id_encomienda, ex);
    },

    /** The consignee's notice of the stage each parcel is in now (opted in, with an e-mail); after the commit. */
    async notify(ids: number[], trackingUrl: string, idusuario: number) {
      if (!ids.length) return;
      const rows = await db
        .select()
        .from(encomienda)
        .where(and(inArray(encomienda.id_encomienda, ids), eq(encomienda.notificar, true)));
      for (const parcel of rows) {
        if (!parcel.consignado_email) continue;
        const stage = PARCEL_STATES.label(parcel.estado);
        // The mail service keeps what it could not send (failed or in the outbox); a refused address is no reason to fail the stage.
        await doors.mail
          .send({
            para: parcel.consignado_email,
            asunto: `Su encomienda ${parcel.numero_guia}: ${stage}`,
            texto: [
              `Estimado(a) ${parcel.consignado_nombre}:`,
              '',
              `La encomienda con guía N° ${parcel.numero_guia} que le envía ${parcel.remitente_nombre} está ahora en la etapa «${stage}».`,
              `Puede seguirla en ${trackingUrl} con el número de guía ${parcel.numero_guia} y el código ${parcel.codigo_guia}.`,
            ].join('\n'),
            origen: 'encomienda',
            idorigen: parcel.id_encomienda,
            idusuario,
          })
          .catch(() => undefined);
      }
    },
  };
}
