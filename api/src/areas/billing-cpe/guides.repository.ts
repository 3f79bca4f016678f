import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MOTIVOS_TRASLADO,
  type GuideCpe,
  type GuideDetail,
  type GuideLineRow,
  type GuideListQuery,
  type GuideRow,
  GUIDE_OWNER,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { cpeDocumento, cpeEvento, guia, sucursal, transferencia, usuario } from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { notFound } from '../../core/envelope.js';
import { asText, documentNumber } from '../../core/documents.js';

/**
 * Reads of the dispatch guides: the paged list (with the engine's state of each guide's current
 * document) and one guide with its goods, its SUNAT answer, its earlier attempts and its history.
 */
const documento = documentNumber(guia.serie, guia.numero);
const motivoNombre = sql<string>`case ${guia.motivo} ${sql.join(
  MOTIVOS_TRASLADO.map((m) => sql`when ${m.codigo} then ${m.nombre}`),
  sql` `,
)} else ${guia.motivo} end`;

const listing: ListSpec<GuideRow> = {
  owner: GUIDE_OWNER,
  columns: {
    idguia: guia.idguia,
    idserie: guia.idserie,
    serie: guia.serie,
    numero: guia.numero,
    documento,
    fecha_emision: asText(guia.fecha_emision),
    fecha_traslado: asText(guia.fecha_traslado),
    motivo: guia.motivo,
    motivo_nombre: motivoNombre,
    modalidad: guia.modalidad,
    idpersona: guia.idpersona,
    destinatario_tipo_documento: guia.destinatario_tipo_documento,
    destinatario_numero_documento: guia.destinatario_numero_documento,
    destinatario_nombre: guia.destinatario_nombre,
    partida_direccion: guia.partida_direccion,
    llegada_direccion: guia.llegada_direccion,
    peso_bruto: asText(guia.peso_bruto),
    unidad_peso: guia.unidad_peso,
    bultos: guia.bultos,
    idsucursal: guia.idsucursal,
    sucursal: sucursal.nombre,
    idusuario: guia.idusuario,
    usuario: usuario.usuario,
    idventa: guia.idventa,
    idtransferencia: guia.idtransferencia,
    estado: guia.estado,
    cpe_id: guia.cpe_documento_id,
    estado_sunat: cpeDocumento.estado,
    sunat_codigo: cpeDocumento.codigoRespuesta,
    sunat_descripcion: cpeDocumento.descripcionRespuesta,
    creado: limaTime(guia.creado),
  },
  from: (select) =>
    select
      .from(guia)
      .innerJoin(sucursal, eq(sucursal.idsucursal, guia.idsucursal))
      .innerJoin(usuario, eq(usuario.idusuario, guia.idusuario))
      .leftJoin(cpeDocumento, eq(cpeDocumento.id, guia.cpe_documento_id)),
  search: [documento, guia.destinatario_nombre, guia.destinatario_numero_documento, guia.llegada_direccion],
  orderBy: [desc(guia.fecha_emision), desc(guia.idguia)],
  dates: { column: guia.fecha_emision, kind: 'date' },
};

const FINAL = ['aceptado', 'observado', 'rechazado', 'anulado', 'invalido', 'error'];

function cpeOf(row: typeof cpeDocumento.$inferSelect): GuideCpe {
  return {
    id: row.id,
    nombre: row.nombre,
    estado: row.estado,
    hash: row.hash,
    codigo: row.codigoRespuesta,
    descripcion: row.descripcionRespuesta,
    observaciones: (row.observaciones ?? []).map((o) => (o.code ? `${o.code} - ${o.message}` : o.message)),
    errores: (row.errores ?? []).map((e) => e.message),
    intentos: row.intentos,
    final: FINAL.includes(row.estado),
  };
}

export function guidesRepository(db: Database) {
  async function row(id: number, ex: Executor = db): Promise<GuideRow> {
    const [found] = await selectRows(ex, listing, eq(guia.idguia, id));
    if (!found) throw notFound('La guía');
    return found;
  }

  async function get(id: number, ex: Executor = db): Promise<Omit<GuideDetail, 'correos'>> {
    const base = await row(id, ex);
    const [extra] = await ex
      .select({
        g: guia,
        transferencia: sql<
          string | null
        >`case when ${transferencia.idtransferencia} is null then null else ${transferencia.serie} || '-' || lpad(${transferencia.numero}::text, 8, '0') end`,
      })
      .from(guia)
      .leftJoin(transferencia, eq(transferencia.idtransferencia, guia.idtransferencia))
      .where(eq(guia.idguia, id));
    const g = extra!.g;
    const items = await queryRows<GuideLineRow>(
      ex,
      sql`select d.iddetalle, d.producto_id, p.codigo_producto, d.unidad_medida_id, um.abreviatura, um.codigo_sunat as unidad_sunat, d.descripcion, d.cantidad::text as cantidad
            from guia_detalle d join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id left join producto p on p.producto_id = d.producto_id
           where d.idguia = ${id} order by d.iddetalle`,
    );
    const ids = [...(g.cpe_anteriores ?? []), ...(g.cpe_documento_id ? [g.cpe_documento_id] : [])];
    const docs = ids.length ? await ex.select().from(cpeDocumento).where(inArray(cpeDocumento.id, ids)) : [];
    const byId = new Map(docs.map((d) => [d.id, d]));
    const current = g.cpe_documento_id ? byId.get(g.cpe_documento_id) : undefined;
    const eventos = current
      ? await ex
          .select({ fecha: limaTime(cpeEvento.creadoEn), estado: cpeEvento.estado, detalle: cpeEvento.detalle })
          .from(cpeEvento)
          .where(eq(cpeEvento.documentoId, current.id))
          .orderBy(cpeEvento.id)
      : [];
    return {
      ...base,
      // The row's SUNAT state was read before the document: the worker may have answered in between, so
      // both say what the document read last says (one consistent answer).
      ...(current
        ? {
            estado_sunat: current.estado,
            sunat_codigo: current.codigoRespuesta,
            sunat_descripcion: current.descripcionRespuesta,
          }
        : {}),
      descripcion_motivo: g.descripcion_motivo,
      vehiculo_m1l: g.vehiculo_m1l === 1,
      transportista_ruc: g.transportista_ruc,
      transportista_razon_social: g.transportista_razon_social,
      transportista_mtc: g.transportista_mtc,
      placas: g.placas ?? [],
      conductores: g.conductores ?? [],
      partida_ubigeo: g.partida_ubigeo,
      partida_codigo_local: g.partida_codigo_local,
      llegada_ubigeo: g.llegada_ubigeo,
      llegada_codigo_local: g.llegada_codigo_local,
      documento_relacionado_tipo: g.documento_relacionado_tipo,
      documento_relacionado_numero: g.documento_relacionado_numero,
      documento_relacionado_emisor: g.documento_relacionado_emisor,
      proveedor: g.proveedor,
      comprador: g.comprador,
      transferencia: extra!.transferencia,
      observacion: g.observacion,
      items,
      cpe: current ? cpeOf(current) : null,
      anteriores: (g.cpe_anteriores ?? [])
        .map((i) => byId.get(i))
        .filter((d) => d !== undefined)
        .map(cpeOf),
      eventos,
    };
  }

  return {
    row,
    get,
    list: (
      { idusuario, idsucursal, estado_sunat, motivo, estado, idventa, ...query }: GuideListQuery,
      ex: Executor = db,
    ) =>
      pagedList(ex, listing, query, [
        idusuario ? eq(guia.idusuario, idusuario) : undefined,
        idsucursal ? eq(guia.idsucursal, idsucursal) : undefined,
        estado_sunat ? eq(cpeDocumento.estado, estado_sunat) : undefined,
        motivo ? eq(guia.motivo, motivo) : undefined,
        estado ? eq(guia.estado, estado) : undefined,
        idventa ? eq(guia.idventa, idventa) : undefined,
      ] as (SQL | undefined)[]),
  };
}

export type GuidesRepository = ReturnType<typeof guidesRepository>;
