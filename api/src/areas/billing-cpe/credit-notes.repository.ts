import { desc, eq, sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import {
  motivoOf,
  type NoteDetail,
  type NoteLineRow,
  type NoteListQuery,
  type NoteRow,
  type NoteSale,
  type NoteSaleLine,
  type NoteType,
  CREDIT_NOTE_OWNER,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import {
  cpeDocumento,
  moneda,
  notaCredito,
  persona,
  sucursal,
  tipoDocumento,
  usuario,
  venta,
} from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { notFound } from '../../core/envelope.js';
import { cpeOfRow } from './sales.repository.js';
import { anyOrEq, asText, documentNumber, totalInWords } from '../../core/documents.js';

/**
 * Reads of credit and debit notes: the paged list (/credit_note), one note with its lines, sale, CPE
 * and mails, and what is left of a sale for a new note (its balance, the quantities still to return
 * and its pending instalments). Every read takes an optional executor so the service answers the
 * saved note from inside its own transaction.
 */
const noteNumber = documentNumber(notaCredito.serie, notaCredito.numero);
const saleNumber = documentNumber(venta.serie, venta.numero);
const REASON_NAMES = sql<string>`(case when ${notaCredito.tipo} = '08' then (case ${notaCredito.codigo_motivo} ${sql.raw(
  ['01', '02', '03', '11', '12'].map((c) => `when '${c}' then '${motivoOf('08', c)!.descripcion}'`).join(' '),
)} else ${notaCredito.codigo_motivo} end) else (case ${notaCredito.codigo_motivo} ${sql.raw(
  ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13']
    .map((c) => `when '${c}' then '${motivoOf('07', c)!.descripcion.replaceAll("'", "''")}'`)
    .join(' '),
)} else ${notaCredito.codigo_motivo} end) end)`;

const noteColumns = {
  idnota: notaCredito.idnota,
  nota_id: notaCredito.idnota,
  tipo: notaCredito.tipo,
  tipo_nombre: sql<string>`(case ${notaCredito.tipo} when '08' then 'Nota de débito' else 'Nota de crédito' end)`,
  serie: notaCredito.serie,
  numero: notaCredito.numero,
  documento: noteNumber,
  fecha: asText(notaCredito.fecha),
  codigo_motivo: notaCredito.codigo_motivo,
  motivo: REASON_NAMES,
  sustento: notaCredito.sustento,
  idventa: notaCredito.idventa,
  venta_codigo: venta.codigo_comprobante,
  venta_documento: saleNumber,
  idpersona: notaCredito.idpersona,
  cliente: persona.nombres,
  cliente_documento: persona.numero_documento,
  moneda: moneda.codigo,
  total: asText(notaCredito.total),
  devuelve_stock: notaCredito.devuelve_stock,
  estado: notaCredito.estado,
  idsucursal: notaCredito.idsucursal,
  sucursal: sucursal.nombre,
  idusuario: notaCredito.idusuario,
  usuario: usuario.usuario,
  cpe_documento_id: notaCredito.cpe_documento_id,
  cpe_estado: cpeDocumento.estado,
  cpe_codigo: cpeDocumento.codigoRespuesta,
  cpe_descripcion: cpeDocumento.descripcionRespuesta,
  creado: limaTime(notaCredito.creado),
};

const listing: ListSpec<NoteRow> = {
  owner: CREDIT_NOTE_OWNER,
  columns: noteColumns,
  from: (select) =>
    select
      .from(notaCredito)
      .innerJoin(venta, eq(venta.idventa, notaCredito.idventa))
      .innerJoin(persona, eq(persona.idpersona, notaCredito.idpersona))
      .innerJoin(moneda, eq(moneda.idmoneda, notaCredito.idmoneda))
      .innerJoin(sucursal, eq(sucursal.idsucursal, notaCredito.idsucursal))
      .innerJoin(usuario, eq(usuario.idusuario, notaCredito.idusuario))
      .leftJoin(cpeDocumento, eq(cpeDocumento.id, notaCredito.cpe_documento_id)),
  search: [persona.nombres, persona.numero_documento, noteNumber, saleNumber],
  orderBy: [desc(notaCredito.fecha), desc(notaCredito.idnota)],
  dates: { column: notaCredito.fecha, kind: 'date' },
  totals: { total: notaCredito.total },
};

/** A sale as a note sees it: header, client, its CPE state and its balance after the notes issued so far. */
export interface SaleForNote {
  idventa: number;
  codigo_comprobante: string;
  serie: string;
  numero: number;
  fecha: string;
  idsucursal: number;
  idalmacen: number;
  idpersona: number;
  idmoneda: number;
  moneda: string;
  tipo_cambio: string;
  tipo_pago_id: number;
  total: string;
  estado_venta: number;
  idcredito: number | null;
  cliente: string;
  cliente_documento: string;
  cliente_tipo: string;
  cliente_direccion: string | null;
  cpe_estado: string | null;
  /** Credit notes issued so far (estado 1) and debit notes. */
  acreditado: string;
  debitado: string;
  saldo_credito: string | null;
}

export async function saleForNote(ex: Executor, idventa: number, lock = false): Promise<SaleForNote> {
  if (lock) await ex.select({ id: venta.idventa }).from(venta).where(eq(venta.idventa, idventa)).for('update');
  const [row] = await queryRows<SaleForNote>(
    ex,
    sql`select v.idventa, v.codigo_comprobante, v.serie, v.numero, v.fecha::text as fecha, v.idsucursal, v.idalmacen, v.idpersona, v.idmoneda, m.codigo as moneda,
               v.tipo_cambio::text as tipo_cambio, v.tipo_pago_id, v.total::text as total, v.estado_venta, v.idcredito,
               p.nombres as cliente, p.numero_documento as cliente_documento, td.codigo as cliente_tipo, p.direccion as cliente_direccion, c.estado as cpe_estado,
               coalesce((select sum(n.total) from nota_credito n where n.idventa = v.idventa and n.estado = 1 and n.tipo = '07'), 0)::text as acreditado,
               coalesce((select sum(n.total) from nota_credito n where n.idventa = v.idventa and n.estado = 1 and n.tipo = '08'), 0)::text as debitado,
               (select cr.saldo::text from credito cr where cr.idcredito = v.idcredito and cr.estado = 1) as saldo_credito
          from venta v join moneda m on m.idmoneda = v.idmoneda join persona p on p.idpersona = v.idpersona
          join tipo_documento td on td.idtipodocumento = p.idtipodocumento left join cpe_documento c on c.id = v.cpe_documento_id
         where v.idventa = ${idventa}`,
  );
  if (!row) throw notFound('La venta');
  return row;
}

/** Sale total + debit notes − credit notes: what a new credit note may still take. */
export const saleBalance = (s: Pick<SaleForNote, 'total' | 'acreditado' | 'debitado'>) =>
  dec(s.total).plus(dec(s.debitado)).minus(dec(s.acreditado));

/** Why no note can be issued on the sale now, or null. */
export function noteImpediment(s: SaleForNote): string | null {
  const documento = `${s.serie}-${String(s.numero).padStart(8, '0')}`;
  if (s.codigo_comprobante === 'NV')
    return `La nota de venta ${documento} es un documento interno: no admite notas de crédito ni de débito`;
  if (s.estado_venta !== 1) return `La venta ${documento} está anulada`;
  if (s.cpe_estado === 'anulado') return `El comprobante ${documento} fue dado de baja ante SUNAT`;
  if (!s.cpe_estado || !['aceptado', 'observado'].includes(s.cpe_estado)) {
    return `El comprobante ${documento} aún no fue aceptado por SUNAT (${s.cpe_estado ?? 'sin comprobante electrónico'}): emita la nota cuando SUNAT lo acepte`;
  }
  return null;
}

interface SaleLineExtra {
  unidad_medida_id: number;
  factor: string;
  codigo_sunat: string;
  cantidad_base: string;
  costo_unitario: string | null;
  /** The ISC the line was sold with (a returned line pays it back). */
  isc_sistema: string | null;
  isc_tasa: string | null;
  isc_precio_sugerido: string | null;
}

/** What issued credit notes took back of the sale line `d` (their lines marked `devuelve`). */
export const RETURNED_OF_LINE = sql`coalesce((select sum(nd.cantidad) from nota_credito_detalle nd join nota_credito n on n.idnota = nd.idnota
                          where nd.iddetalle = d.iddetalle and nd.devuelve and n.estado = 1), 0)`;

/** The sale's lines with what earlier notes (still issued) already took back. */
export async function saleLinesForNote(ex: Executor, idventa: number): Promise<(NoteSaleLine & SaleLineExtra)[]> {
  const rows = await queryRows<NoteSaleLine & SaleLineExtra>(
    ex,
    sql`select d.iddetalle, d.producto_id, p.codigo_producto, d.descripcion, um.abreviatura, um.codigo_sunat, d.unidad_medida_id, d.factor::text as factor,
               d.cantidad::text as cantidad, d.cantidad_base::text as cantidad_base, d.precio_unitario::text as precio_unitario, d.descuento::text as descuento,
               d.tipo_afectacion, d.gratuito, d.icbper, d.importe::text as importe, d.costo_unitario::text as costo_unitario,
               d.isc_sistema, d.isc_tasa::text as isc_tasa, d.isc_precio_sugerido::text as isc_precio_sugerido,
               ${RETURNED_OF_LINE}::text as devuelto
          from venta_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
         where d.idventa = ${idventa} order by d.item`,
  );
  return rows.map((r) => ({
    ...r,
    devuelto: fixed(dec(r.devuelto), 4),
    disponible: fixed(dec(r.cantidad).minus(dec(r.devuelto)), 4),
  }));
}

/** The pending instalments of a credit (what a type 13 note rewrites). */
export async function pendingInstalments(ex: Executor, idcredito: number | null) {
  if (!idcredito) return [];
  return queryRows<{ monto: string; fecha_vencimiento: string }>(
    ex,
    sql`select (monto - pagado)::text as monto, fecha_vencimiento::text as fecha_vencimiento from credito_cuota
         where idcredito = ${idcredito} and pagado < monto order by fecha_vencimiento, numero`,
  );
}

/** A note as stored (the routes add its mails). */
export type NoteRecord = Omit<NoteDetail, 'correos'>;

export function creditNotesRepository(db: Database) {
  async function lines(ex: Executor, idnota: number): Promise<NoteLineRow[]> {
    return queryRows<NoteLineRow>(
      ex,
      sql`select d.iddetallenota, d.item, d.iddetalle, d.producto_id, p.codigo_producto, d.descripcion, coalesce(um.abreviatura, d.codigo_sunat) as abreviatura, d.codigo_sunat,
                 d.cantidad::text as cantidad, d.cantidad_base::text as cantidad_base, d.precio_unitario::text as precio_unitario, d.valor_unitario::text as valor_unitario,
                 d.descuento::text as descuento, d.gratuito, d.tipo_afectacion, d.valor_venta::text as valor_venta, d.igv::text as igv, d.monto_icbper::text as monto_icbper,
                 d.isc_sistema, d.isc_tasa::text as isc_tasa, d.isc_precio_sugerido::text as isc_precio_sugerido, d.monto_isc::text as monto_isc, d.importe::text as importe, d.devuelve
            from nota_credito_detalle d left join producto p on p.producto_id = d.producto_id left join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idnota = ${idnota} order by d.item`,
    );
  }

  return {
    list({ idusuario, idsucursal, tipo, idventa, estado, cpe_estado, ...query }: NoteListQuery, ex: Executor = db) {
      return pagedList(ex, listing, query, [
        anyOrEq(notaCredito.idusuario, idusuario),
        anyOrEq(notaCredito.idsucursal, idsucursal),
        tipo ? eq(notaCredito.tipo, tipo) : undefined,
        idventa ? eq(notaCredito.idventa, idventa) : undefined,
        estado === undefined ? undefined : eq(notaCredito.estado, estado),
        cpe_estado ? eq(cpeDocumento.estado, cpe_estado) : undefined,
      ]);
    },

    lines: (idnota: number, ex: Executor = db) => lines(ex, idnota),

    async get(idnota: number, ex: Executor = db): Promise<NoteRecord> {
      const [row] = await selectRows(ex, listing, eq(notaCredito.idnota, idnota));
      if (!row) throw notFound('La nota');
      const [extra] = await ex
        .select({
          n: notaCredito,
          v: venta,
          cliente_tipo: tipoDocumento.codigo,
          cliente_direccion: persona.direccion,
          cliente_email: persona.email,
        })
        .from(notaCredito)
        .innerJoin(venta, eq(venta.idventa, notaCredito.idventa))
        .innerJoin(persona, eq(persona.idpersona, notaCredito.idpersona))
        .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
        .where(eq(notaCredito.idnota, idnota));
      const { n, v } = extra!;
      const [cpe] = n.cpe_documento_id
        ? await ex.select().from(cpeDocumento).where(eq(cpeDocumento.id, n.cpe_documento_id))
        : [];
      return {
        ...row,
        idserie: n.idserie,
        idmoneda: n.idmoneda,
        tipo_cambio: n.tipo_cambio,
        gravadas: n.gravadas,
        exoneradas: n.exoneradas,
        inafectas: n.inafectas,
        exportacion: n.exportacion,
        isc: n.isc,
        codigo_cargo: n.codigo_cargo,
        cargo: n.cargo,
        base_ivap: n.base_ivap,
        ivap: n.ivap,
        gratuitas: n.gratuitas,
        igv: n.igv,
        icbper: n.icbper,
        monto_letras: totalInWords(n.total, row.moneda),
        venta_fecha: v.fecha,
        venta_total: v.total,
        venta_tipo_pago_id: v.tipo_pago_id,
        cliente_tipo_documento: extra!.cliente_tipo,
        cliente_direccion: extra!.cliente_direccion,
        cliente_email: extra!.cliente_email,
        idcredito: n.idcredito,
        monto_credito: n.monto_credito,
        monto_caja: n.monto_caja,
        cuotas: n.cuotas,
        detalles: await lines(ex, idnota),
        cpe: cpeOfRow(cpe),
        motivo_reversion: n.motivo_reversion,
      };
    },

    /** What is left of a sale for a new note (notaventa/{id}). */
    async sale(idventa: number, ex: Executor = db): Promise<NoteSale> {
      const s = await saleForNote(ex, idventa);
      return {
        idventa: s.idventa,
        codigo_comprobante: s.codigo_comprobante,
        documento: `${s.serie}-${String(s.numero).padStart(8, '0')}`,
        fecha: s.fecha,
        idpersona: s.idpersona,
        cliente: s.cliente,
        cliente_documento: s.cliente_documento,
        moneda: s.moneda,
        tipo_pago_id: s.tipo_pago_id,
        total: s.total,
        saldo: fixed(saleBalance(s), 2),
        saldo_credito: s.saldo_credito,
        cpe_estado: s.cpe_estado,
        impedimento: noteImpediment(s),
        cuotas_pendientes: await pendingInstalments(ex, s.idcredito),
        lineas: (await saleLinesForNote(ex, idventa)).map(
          ({ unidad_medida_id: _u, factor: _f, codigo_sunat: _c, cantidad_base: _b, costo_unitario: _k, ...l }) => l,
        ),
      };
    },
  };
}
export type CreditNotesRepository = ReturnType<typeof creditNotesRepository>;
export type { NoteType };
