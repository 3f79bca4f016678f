import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PROFORMA_OWNER } from '@trade/contracts/billing-cpe';
import { amountInWords } from '@trade/money';
import type {
  DocumentMailRow,
  ProformaDetail,
  ProformaLineRow,
  ProformaListQuery,
  ProformaRow,
  ProformaState,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { moneda, persona, proforma, sucursal, tipoDocumento, usuario, venta } from '../../db/schema/index.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { notFound, type Page } from '../../core/envelope.js';

/**
 * Reads of proformas: the paged list (/proformas) and one proforma with its lines, what it became and
 * its mails. "vencida" is not stored: an open proforma whose validity date is before today in Lima
 * reads as vencida (the list filters by the same expression).
 */
const limaToday = sql`(now() at time zone 'America/Lima')::date`;
export const proformaSituation = sql<ProformaState>`(case when ${proforma.estado} = 2 then 'convertida' when ${proforma.fecha_validez} < ${limaToday} then 'vencida' else 'abierta' end)`;
const documentText = sql<string>`${proforma.serie} || '-' || lpad(${proforma.numero}::text, 8, '0')`;
const money = (column: unknown) => sql<string>`${column}::text`;
const limaTime = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS')`;

const columns = {
  idproforma: proforma.idproforma,
  idserie: proforma.idserie,
  serie: proforma.serie,
  numero: proforma.numero,
  documento: documentText,
  fecha: sql<string>`${proforma.fecha}::text`,
  fecha_validez: sql<string>`${proforma.fecha_validez}::text`,
  idpersona: proforma.idpersona,
  cliente: persona.nombres,
  cliente_tipo_documento: tipoDocumento.codigo,
  cliente_documento: persona.numero_documento,
  idmoneda: proforma.idmoneda,
  moneda: moneda.codigo,
  tipo_cambio: money(proforma.tipo_cambio),
  gravadas: money(proforma.gravadas),
  exoneradas: money(proforma.exoneradas),
  inafectas: money(proforma.inafectas),
  gratuitas: money(proforma.gratuitas),
  igv: money(proforma.igv),
  icbper: money(proforma.icbper),
  total: money(proforma.total),
  estado: proforma.estado,
  situacion: proformaSituation,
  idventa: proforma.idventa,
  venta_documento: sql<
    string | null
  >`(case when ${venta.idventa} is null then null else ${venta.serie} || '-' || lpad(${venta.numero}::text, 8, '0') end)`,
  idpedido: proforma.idpedido,
  idsucursal: proforma.idsucursal,
  sucursal: sucursal.nombre,
  idusuario: proforma.idusuario,
  usuario: usuario.usuario,
  creado: limaTime(proforma.creado),
};

const listing: ListSpec<ProformaRow> = {
  owner: PROFORMA_OWNER,
  columns,
  from: (select) =>
    select
      .from(proforma)
      .innerJoin(persona, eq(persona.idpersona, proforma.idpersona))
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
      .innerJoin(moneda, eq(moneda.idmoneda, proforma.idmoneda))
      .innerJoin(sucursal, eq(sucursal.idsucursal, proforma.idsucursal))
      .innerJoin(usuario, eq(usuario.idusuario, proforma.idusuario))
      .leftJoin(venta, eq(venta.idventa, proforma.idventa)),
  search: [persona.nombres, persona.numero_documento, documentText],
  orderBy: [desc(proforma.fecha), desc(proforma.idproforma)],
  dates: { column: proforma.fecha, kind: 'date' },
  totals: { total: proforma.total },
};

/** 0 (or absent) means every user / branch (spec 000 section 9: default user and branch 0). */
const anyOrEq = (column: AnyColumn, value: number | undefined) => (value ? sql`${column} = ${value}` : undefined);

export function proformasRepository(db: Database) {
  async function lines(ex: Executor, idproforma: number): Promise<ProformaLineRow[]> {
    return queryRows<ProformaLineRow>(
      ex,
      sql`select d.iddetalle, d.item, d.producto_id, p.codigo_producto, d.descripcion, d.unidad_medida_id, um.abreviatura, um.codigo_sunat,
                 d.factor::text as factor, d.cantidad::text as cantidad, d.cantidad_base::text as cantidad_base,
                 d.precio_unitario::text as precio_unitario, d.valor_unitario::text as valor_unitario, d.descuento::text as descuento,
                 d.tipo_afectacion, d.gratuito, d.icbper, d.monto_icbper::text as monto_icbper,
                 d.valor_venta::text as valor_venta, d.igv::text as igv, d.importe::text as importe
            from proforma_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idproforma = ${idproforma} order by d.item`,
    );
  }

  async function mails(ex: Executor, idproforma: number): Promise<DocumentMailRow[]> {
    return queryRows<DocumentMailRow>(
      ex,
      sql`select idcorreo, to_char(fecha at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as fecha, para, estado, detalle, adjuntos
            from correo where origen = 'proforma' and idorigen = ${idproforma} order by idcorreo desc`,
    );
  }

  return {
    list(
      { idusuario, idsucursal, idpersona, estado, ...query }: ProformaListQuery,
      ex: Executor = db,
    ): Promise<Page<ProformaRow>> {
      const conditions: (SQL | undefined)[] = [
        anyOrEq(proforma.idusuario, idusuario),
        anyOrEq(proforma.idsucursal, idsucursal),
        idpersona ? eq(proforma.idpersona, idpersona) : undefined,
        estado ? sql`${proformaSituation} = ${estado}` : undefined,
      ];
      return pagedList(ex, listing, query, conditions);
    },

    lines: (idproforma: number, ex: Executor = db) => lines(ex, idproforma),

    async get(idproforma: number, ex: Executor = db): Promise<ProformaDetail> {
      const [row] = await selectRows(ex, listing, eq(proforma.idproforma, idproforma));
      if (!row) throw notFound('La proforma');
      const [extra] = await ex
        .select({ p: proforma, direccion: persona.direccion, email: persona.email })
        .from(proforma)
        .innerJoin(persona, eq(persona.idpersona, proforma.idpersona))
        .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
        .where(eq(proforma.idproforma, idproforma));
      const p = extra!.p;
      return {
        ...row,
        cliente_direccion: extra!.direccion,
        cliente_email: extra!.email,
        exportacion: p.exportacion,
        descuento_global: p.descuento_global,
        descuentos: p.descuentos,
        monto_letras: amountInWords(p.total, row.moneda === 'USD' ? 'USD' : 'PEN'),
        forma_pago: p.forma_pago,
        tiempo_entrega: p.tiempo_entrega,
        condiciones: p.condiciones,
        observaciones: p.observaciones,
        convertido: p.convertido ? p.convertido.toISOString() : null,
        actualizado: p.actualizado.toISOString(),
        detalles: await lines(ex, idproforma),
        correos: await mails(ex, idproforma),
      };
    },
  };
}
export type ProformasRepository = ReturnType<typeof proformasRepository>;
