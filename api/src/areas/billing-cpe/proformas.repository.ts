import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { PROFORMA_OWNER } from '@trade/contracts/billing-cpe';
import type {
  ProformaDetail,
  ProformaLineRow,
  ProformaListQuery,
  ProformaRow,
  ProformaState,
} from '@trade/contracts/billing-cpe';
import type { Database, Executor } from '../../db/client.js';
import { moneda, persona, proforma, sucursal, tipoDocumento, usuario, venta } from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { notFound, type Page } from '../../core/envelope.js';
import { anyOrEq, asText, documentMails, documentNumber, pricedLines, totalInWords } from '../../core/documents.js';

/**
 * Reads of proformas: the paged list (/proformas) and one proforma with its lines, what it became and
 * its mails. "vencida" is not stored: an open proforma whose validity date is before today in Lima
 * reads as vencida (the list filters by the same expression).
 */
const limaToday = sql`(now() at time zone 'America/Lima')::date`;
export const proformaSituation = sql<ProformaState>`(case when ${proforma.estado} = 2 then 'convertida' when ${proforma.fecha_validez} < ${limaToday} then 'vencida' else 'abierta' end)`;
const documentText = documentNumber(proforma.serie, proforma.numero);

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
  tipo_cambio: asText(proforma.tipo_cambio),
  gravadas: asText(proforma.gravadas),
  exoneradas: asText(proforma.exoneradas),
  inafectas: asText(proforma.inafectas),
  gratuitas: asText(proforma.gratuitas),
  igv: asText(proforma.igv),
  icbper: asText(proforma.icbper),
  total: asText(proforma.total),
  estado: proforma.estado,
  situacion: proformaSituation,
  idventa: proforma.idventa,
  venta_documento: sql<
    string | null
  >`(case when ${venta.idventa} is null then null else ${documentNumber(venta.serie, venta.numero)} end)`,
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

export function proformasRepository(db: Database) {
  const lines = (ex: Executor, idproforma: number) =>
    pricedLines<ProformaLineRow>(ex, 'proforma_detalle', 'idproforma', idproforma);

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
        isc: p.isc,
        descuento_global: p.descuento_global,
        descuentos: p.descuentos,
        monto_letras: totalInWords(p.total, row.moneda),
        forma_pago: p.forma_pago,
        tiempo_entrega: p.tiempo_entrega,
        condiciones: p.condiciones,
        observaciones: p.observaciones,
        convertido: p.convertido ? p.convertido.toISOString() : null,
        actualizado: p.actualizado.toISOString(),
        detalles: await lines(ex, idproforma),
        correos: await documentMails(ex, 'proforma', idproforma),
      };
    },
  };
}
export type ProformasRepository = ReturnType<typeof proformasRepository>;
