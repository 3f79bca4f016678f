import { eq, sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import { CPE_NEVER_SENT_STATES, type SaleCpe } from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { cpeDocumento, credito, venta, ventaCpe } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { formatDocumentNumber, takeNextNumber } from '../../core/numbering.js';
import type { CpeService, RevisionComprobante } from '../../cpe/service.js';
import { cpeRepository } from '../../cpe/queue/repository.js';
import type { Comprobante } from '../../cpe/types.js';
import { engineLine, globalCharges, globalDiscounts, type EngineLineSource } from './sale-lines.js';
import { cpeOfRow } from './sales.repository.js';
import type { SaleExport } from './sale-rules.js';
import { refuseSendingAlone, sendAlone } from './boleta-summary.js';

/**
 * The electronic document (CPE) of a sale. It is always built from the SAVED sale (header, client,
 * lines, cuotas), inside the caller's transaction, with the same engine inputs that gave the sale its
 * totals: what is stored, printed and signed agree. The engine signs when it generates, so
 * generaventa and firmaventa are the same idempotent step; enviaventa enqueues (or re-queues) it.
 *
 * revercecpe (docs/sales.md): a document SUNAT never received (signed, queued, invalid, or in error
 * without any transmission) is discarded and the sale goes back to "sin CPE" keeping its number, to be
 * corrected (afacturacion) and generated again. A REJECTED document keeps its number at SUNAT (a
 * resend of that number is answered 1032), so the sale takes the next number of its series and the
 * corrected document is generated under it. An accepted (or observed) document can only be voided
 * (comunicación de baja / resumen diario, /manage_cpe) or corrected with a credit note.
 */

export interface SaleSource {
  idventa: number;
  codigo_comprobante: string;
  serie: string;
  numero: number;
  fecha: string;
  fecha_vencimiento: string | null;
  moneda: string;
  tipo_pago_id: number;
  descuento_global: string;
  codigo_cargo: string | null;
  cargo: string;
  total: string;
  observaciones: string | null;
  orden_compra: string | null;
  detraccion: boolean;
  detraccion_codigo: string | null;
  detraccion_porcentaje: string | null;
  detraccion_monto: string | null;
  detraccion_cuenta: string | null;
  /** The export the selling area declared (0202 / 0205), kept on the sale. */
  exportacion_declarada?: SaleExport | null;
  idcredito: number | null;
  cliente_tipo: string;
  cliente_documento: string;
  cliente_nombre: string;
  cliente_direccion: string | null;
  cliente_ubigeo: string | null;
  ruc: string;
}

/** What a revert of a credit note (tipo_documento 2) does; the credit notes part registers it. */
export type CpeReverter = (id: number, motivo: string | null) => Promise<SaleCpe>;

const SENDABLE_AGAIN: readonly string[] = CPE_NEVER_SENT_STATES.values;

/**
 * A sale in the engine's terms, from its header, lines and cuotas: the same function for a sale
 * being saved (its values in memory, sales.service) and a saved one (its rows), so both give the
 * same document.
 */
export function comprobanteOf(
  s: Omit<SaleSource, 'idventa' | 'total' | 'idcredito' | 'ruc'>,
  lines: (EngineLineSource & { servicio: boolean })[],
  cuotas: { monto: string; fecha: string }[],
  declared?: SaleExport,
): Comprobante {
  // An export (every line 40, checked before saving: sale-rules.ts exportOf) of services is 0201.
  const exportacion = lines.every((l) => l.tipo_afectacion === '40');
  const detraccionMonto = s.detraccion ? dec(s.detraccion_monto ?? '0') : dec(0);
  const pendiente = cuotas.reduce((acc, c) => acc.plus(dec(c.monto)), dec(0));
  return {
    tipoDoc: s.codigo_comprobante as '01' | '03',
    serie: s.serie,
    numero: s.numero,
    fechaEmision: s.fecha,
    ...(s.fecha_vencimiento ? { fechaVencimiento: s.fecha_vencimiento } : {}),
    moneda: s.moneda,
    cliente: {
      tipoDoc: s.cliente_tipo,
      numDoc: s.cliente_documento,
      razonSocial: s.cliente_nombre,
      ...(s.cliente_direccion
        ? { direccion: { direccion: s.cliente_direccion, ...(s.cliente_ubigeo ? { ubigeo: s.cliente_ubigeo } : {}) } }
        : {}),
    },
    lineas: lines.map(engineLine),
    descuentos: globalDiscounts(s.descuento_global),
    cargos: globalCharges(s),
    ...(s.observaciones ? { observacion: s.observaciones } : {}),
    ...(s.orden_compra ? { ordenCompra: s.orden_compra } : {}),
    formaPago:
      s.tipo_pago_id === 2 && cuotas.length
        ? {
            tipo: 'Credito',
            cuotas: cuotas.map((c) => ({ monto: c.monto, fechaPago: c.fecha })),
            montoPendiente: fixed(pendiente, 2),
          }
        : { tipo: 'Contado' },
    ...(exportacion && lines.every((l) => l.servicio) ? { tipoOperacion: '0201' } : {}),
    // A declared export (0202 lodging, 0205 a package: sale-rules.ts SaleExport) with its lines' properties.
    ...(declared ? { tipoOperacion: declared.tipoOperacion, propiedadesLinea: declared.propiedades } : {}),
    ...(s.detraccion
      ? {
          tipoOperacion: '1001',
          detraccion: {
            codigoBienServicio: s.detraccion_codigo!,
            cuentaBanco: s.detraccion_cuenta!,
            porcentaje: s.detraccion_porcentaje!,
            monto: fixed(detraccionMonto, 2),
          },
        }
      : {}),
  };
}

export function saleCpeService(db: Database, cpe: CpeService) {
  const repo = cpeRepository(db);
  const reverters = new Map<number, CpeReverter>();

  async function source(tx: Executor, idventa: number): Promise<SaleSource> {
    const [row] = await queryRows<SaleSource>(
      tx,
      sql`select v.idventa, v.codigo_comprobante, v.serie, v.numero, v.fecha::text as fecha, v.fecha_vencimiento::text as fecha_vencimiento, m.codigo as moneda,
                 v.tipo_pago_id, v.descuento_global::text as descuento_global, v.codigo_cargo, v.cargo::text as cargo, v.total::text as total, v.observaciones, v.orden_compra,
                 v.detraccion, v.detraccion_codigo, v.detraccion_porcentaje::text as detraccion_porcentaje, v.detraccion_monto::text as detraccion_monto, v.detraccion_cuenta, v.exportacion_declarada,
                 v.idcredito, td.codigo as cliente_tipo, p.numero_documento as cliente_documento, p.nombres as cliente_nombre, p.direccion as cliente_direccion,
                 p.ubigeo as cliente_ubigeo, e.ruc
            from venta v join moneda m on m.idmoneda = v.idmoneda join persona p on p.idpersona = v.idpersona
            join tipo_documento td on td.idtipodocumento = p.idtipodocumento join sucursal s on s.idsucursal = v.idsucursal join empresa e on e.idempresa = s.idempresa
           where v.idventa = ${idventa}`,
    );
    if (!row) throw notFound('La venta');
    return row;
  }

  /** The factura or boleta of a saved sale, in the engine's terms (read back from its rows). */
  async function comprobante(tx: Executor, s: SaleSource): Promise<Comprobante> {
    const lines = await queryRows<EngineLineSource & { servicio: boolean }>(
      tx,
      sql`select d.producto_id, p.codigo_producto, d.descripcion, um.codigo_sunat, d.cantidad::text as cantidad, d.precio_unitario::text as precio_unitario,
                 d.descuento::text as descuento, d.tipo_afectacion, d.gratuito, d.icbper, p.servicio,
                 d.isc_sistema, d.isc_tasa::text as isc_tasa, d.isc_precio_sugerido::text as isc_precio_sugerido
            from venta_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idventa = ${s.idventa} order by d.item`,
    );
    const cuotas = s.idcredito
      ? await queryRows<{ monto: string; fecha: string }>(
          tx,
          sql`select monto::text as monto, fecha_vencimiento::text as fecha from credito_cuota where idcredito = ${s.idcredito} order by numero`,
        )
      : [];
    return comprobanteOf(s, lines, cuotas, s.exportacion_declarada ?? undefined);
  }

  /** The sale locked for a CPE step; refused for notas de venta and annulled sales. */
  async function lockSale(tx: Executor, idventa: number) {
    const [row] = await tx.select().from(venta).where(eq(venta.idventa, idventa)).for('update');
    if (!row) throw notFound('La venta');
    if (row.codigo_comprobante === 'NV')
      throw new BusinessError('Una nota de venta es un documento interno: no tiene comprobante electrónico');
    if (row.estado_venta !== 1) throw new BusinessError('La venta está anulada');
    return row;
  }

  async function current(tx: Executor, id: number | null) {
    if (!id) return undefined;
    const [row] = await tx.select().from(cpeDocumento).where(eq(cpeDocumento.id, id)).for('update');
    return row;
  }

  const stateOf = async (tx: Executor, id: number) =>
    cpeOfRow((await tx.select().from(cpeDocumento).where(eq(cpeDocumento.id, id)))[0]);

  /** Builds, signs and stores the sale's CPE in the caller's transaction; `enviar` enqueues it too. */
  async function issue(tx: Executor, idventa: number, enviar: boolean): Promise<SaleCpe> {
    const s = await source(tx, idventa);
    const info = await cpe.emitirComprobante(s.ruc, await comprobante(tx, s), {
      tx,
      enviar: await sendAlone(tx, s.serie, enviar),
    });
    await tx
      .update(venta)
      .set({ cpe_documento_id: info.id, actualizado: new Date() })
      .where(eq(venta.idventa, idventa));
    await tx.insert(ventaCpe).values({ idventa, cpe_documento_id: info.id });
    return (await stateOf(tx, info.id))!;
  }

  /**
   * rfacturacion: the sale's CPE registered in the sale's transaction, NOT generated there (signing
   * and the XSD cost milliseconds of CPU while the series row is locked): `en_cola` with the engine's
   * input; the worker generates, signs and sends it after the commit, a print generates it first.
   * SUNAT's rules were checked before the number was taken (`revision`).
   */
  async function queue(
    tx: Executor,
    idventa: number,
    ruc: string,
    doc: Comprobante,
    revision: RevisionComprobante,
  ): Promise<number> {
    const info = await cpe.encolarComprobante(ruc, doc, revision, { tx });
    await tx.execute(sql`with v as (update venta set cpe_documento_id = ${info.id}, actualizado = now() where idventa = ${idventa})
                         insert into venta_cpe (idventa, cpe_documento_id) values (${idventa}, ${info.id})`);
    return info.id;
  }

  /** generaventa / firmaventa: the sale's CPE, generated and signed when it has none (idempotent). */
  async function generate(idventa: number): Promise<SaleCpe> {
    return db.transaction(async (tx) => {
      const sale = await lockSale(tx, idventa);
      if (sale.cpe_documento_id) return (await stateOf(tx, sale.cpe_documento_id))!;
      return issue(tx, idventa, false);
    });
  }

  return {
    issue,
    queue,
    /** SUNAT's rules on a sale's document before it takes its number (see queue). */
    review: (ruc: string, doc: Comprobante, tx: Executor) => cpe.revisarComprobante(ruc, doc, { tx }),

    generate,
    sign: generate,

    /** enviaventa: enqueues the CPE (generating it when the sale has none); a document in error is retried; a final one is answered as it is. */
    async send(idventa: number): Promise<SaleCpe> {
      const answer = await db.transaction(async (tx) => {
        const sale = await lockSale(tx, idventa);
        const row = await current(tx, sale.cpe_documento_id);
        if (!row) return issue(tx, idventa, true);
        if (row.estado === 'firmado') {
          await refuseSendingAlone(tx, row.serie, row.numero);
          await cpe.enviar(row.id, { tx });
        } else if (row.estado === 'error') await cpe.reintentar(row.id, { tx });
        else if (row.estado === 'invalido')
          throw new BusinessError(
            `El comprobante ${sale.serie}-${sale.numero} tiene errores y no se envía; reviértalo, corrija la venta y genérelo otra vez`,
          );
        return (await stateOf(tx, row.id))!;
      });
      cpe.despertar();
      return answer;
    },

    /** revercecpe: see the definition above. tipo_documento 2 (credit notes) is served by whoever registered it. */
    async revert(id: number, tipoDocumento: number, motivo: string | null): Promise<SaleCpe> {
      if (tipoDocumento !== 1) {
        const reverter = reverters.get(tipoDocumento);
        if (!reverter) throw new BusinessError('La reversión de notas de crédito no está disponible');
        return reverter(id, motivo);
      }
      return db.transaction(async (tx) => {
        const sale = await lockSale(tx, id);
        const row = await current(tx, sale.cpe_documento_id);
        if (!row)
          throw new BusinessError(
            `La venta ${formatDocumentNumber(sale.serie, sale.numero)} no tiene comprobante electrónico que revertir; genérelo con generaventa`,
          );
        const why = motivo?.trim() || 'Corrección de la venta';
        if (['aceptado', 'observado'].includes(row.estado)) {
          throw new BusinessError(
            `El comprobante ${row.serie}-${row.numero} fue aceptado por SUNAT: no se revierte. Anúlelo con una comunicación de baja o resumen diario (Gestión CPE), o emita una nota de crédito`,
          );
        }
        if (row.estado === 'anulado')
          throw new BusinessError(`El comprobante ${row.serie}-${row.numero} está anulado ante SUNAT`);
        const neverSent = SENDABLE_AGAIN.includes(row.estado) && row.envios === 0 && !row.porVerificar;
        if (!neverSent && row.estado !== 'rechazado') {
          throw new BusinessError(
            `El comprobante ${row.serie}-${row.numero} está en envío a SUNAT (${row.estado}); espere su respuesta antes de revertirlo`,
          );
        }
        if (neverSent) {
          // SUNAT never saw it: the number is free again; the discarded XML keeps its history under another name.
          await repo.update(
            row.id,
            { estado: 'invalido', nombre: `${row.nombre}-R${row.id}`.slice(0, 60), proximoIntento: null },
            { estado: 'invalido', detalle: `Revertido para corrección: ${why}` },
            undefined,
            tx,
          );
        } else {
          await repo.addEvent(row.id, row.estado, `Revertido para corrección: ${why}`, tx);
          // SUNAT keeps the rejected number: the corrected document goes out under the next number of the series.
          const taken = await takeNextNumber(tx, sale.idserie);
          await tx.update(venta).set({ numero: taken.numero }).where(eq(venta.idventa, id));
          if (sale.idcredito)
            await tx
              .update(credito)
              .set({ documento: formatDocumentNumber(sale.serie, taken.numero) })
              .where(eq(credito.idcredito, sale.idcredito));
        }
        await tx
          .update(ventaCpe)
          .set({ motivo: why })
          .where(sql`${ventaCpe.idventa} = ${id} and ${ventaCpe.cpe_documento_id} = ${row.id}`);
        await tx.update(venta).set({ cpe_documento_id: null, actualizado: new Date() }).where(eq(venta.idventa, id));
        return (await stateOf(tx, row.id))!;
      });
    },

    /** The credit notes part registers the revert of its documents (tipo_documento 2) here. */
    registerReverter(tipoDocumento: number, reverter: CpeReverter) {
      reverters.set(tipoDocumento, reverter);
    },
  };
}
export type SaleCpeService = ReturnType<typeof saleCpeService>;
