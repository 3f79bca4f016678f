import { desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PURCHASE_DOCUMENT_TYPES,
  type PurchaseDetail,
  type PurchaseLineRow,
  type PurchaseListQuery,
  type PurchaseRow,
  PURCHASE_OWNER,
} from '@trade/contracts/purchasing-credits';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, compra, credito, moneda, persona, tipoPago, usuario } from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { notFound } from '../../core/envelope.js';
import type { CreditsRepository } from './credits.repository.js';
import type { StockDoor } from './doors.js';
import { asText, documentNumber } from '../../core/documents.js';

const documentTypeName = sql<string>`(case ${compra.tipo_documento} ${sql.join(
  PURCHASE_DOCUMENT_TYPES.map((d) => sql`when ${d.codigo} then ${d.nombre}`),
  sql` `,
)} else ${compra.tipo_documento} end)`;

const listing: ListSpec<PurchaseRow> = {
  owner: PURCHASE_OWNER,
  columns: {
    idcompra: compra.idcompra,
    idpersona: compra.idpersona,
    proveedor: persona.nombres,
    numero_documento: persona.numero_documento,
    tipo_documento: compra.tipo_documento,
    tipo_documento_nombre: documentTypeName,
    serie: compra.serie,
    numero: compra.numero,
    documento: documentNumber(compra.serie, compra.numero),
    fecha: asText(compra.fecha),
    idmoneda: compra.idmoneda,
    moneda: moneda.codigo,
    tipo_cambio: asText(compra.tipo_cambio),
    tipo_pago_id: compra.idtipopago,
    tipo_pago: tipoPago.nombre,
    idalmacen: compra.idalmacen,
    almacen: almacen.nombre,
    incluye_igv: compra.incluye_igv,
    observacion: compra.observacion,
    gravadas: asText(compra.gravadas),
    exoneradas: asText(compra.exoneradas),
    inafectas: asText(compra.inafectas),
    descuentos: asText(compra.descuentos),
    igv: asText(compra.igv),
    total: asText(compra.total),
    idcredito: compra.idcredito,
    saldo_credito: sql<
      string | null
    >`(select c.saldo::text from credito c where c.idcredito = ${compra.idcredito} and c.estado = 1)`,
    usuario: usuario.usuario,
    estado: compra.estado,
    creado: limaTime(compra.creado),
  },
  from: (select) =>
    select
      .from(compra)
      .innerJoin(persona, eq(persona.idpersona, compra.idpersona))
      .innerJoin(moneda, eq(moneda.idmoneda, compra.idmoneda))
      .innerJoin(tipoPago, eq(tipoPago.idtipopago, compra.idtipopago))
      .innerJoin(almacen, eq(almacen.idalmacen, compra.idalmacen))
      .innerJoin(usuario, eq(usuario.idusuario, compra.idusuario)),
  search: [
    persona.nombres,
    persona.numero_documento,
    compra.serie,
    documentNumber(compra.serie, compra.numero),
    compra.observacion,
  ],
  orderBy: [desc(compra.fecha), desc(compra.idcompra)],
  dates: { column: compra.fecha, kind: 'date' },
  totals: { total: compra.total },
};

/** Reads of purchases: the paged list (/buys) and one purchase with its lines, serials and letras. */
export function purchasesRepository(db: Database, credits: CreditsRepository, stock: Pick<StockDoor, 'serialsOf'>) {
  async function lines(ex: Executor, idcompra: number): Promise<PurchaseLineRow[]> {
    const rows = await queryRows<Omit<PurchaseLineRow, 'series'>>(
      ex,
      sql`select d.iddetalle, d.producto_id, p.codigo_producto, p.denominacion, d.unidad_medida_id, um.abreviatura, d.factor::text as factor,
                 d.cantidad::text as cantidad, d.cantidad_base::text as cantidad_base, d.costo_unitario::text as costo_unitario, d.tipo_afectacion,
                 d.descuento::text as descuento, d.valor_compra::text as valor_compra, d.igv::text as igv, d.importe::text as importe, d.costo_soles::text as costo_soles
            from compra_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idcompra = ${idcompra} order by d.iddetalle`,
    );
    const serials = await stock.serialsOf(ex, 'compra', idcompra);
    return rows.map((r) => ({ ...r, series: serials.get(r.iddetalle) ?? [] }));
  }

  return {
    async get(idcompra: number, ex: Executor = db): Promise<PurchaseDetail> {
      const [row] = await selectRows(ex, listing, eq(compra.idcompra, idcompra));
      if (!row) throw notFound('La compra');
      const letras = row.idcredito ? await credits.instalmentsOfCredit('proveedor', row.idcredito, ex) : [];
      return { ...row, items: await lines(ex, idcompra), letras };
    },

    list({ idpersona, tipo_pago_id, idmoneda, idalmacen, estado, ...query }: PurchaseListQuery, ex: Executor = db) {
      return pagedList(ex, listing, query, [
        idpersona === undefined ? undefined : eq(compra.idpersona, idpersona),
        tipo_pago_id === undefined ? undefined : eq(compra.idtipopago, tipo_pago_id),
        idmoneda === undefined ? undefined : eq(compra.idmoneda, idmoneda),
        idalmacen === undefined ? undefined : eq(compra.idalmacen, idalmacen),
        estado === undefined ? undefined : eq(compra.estado, estado),
      ] as (SQL | undefined)[]);
    },

    /** The credit a purchase opened, when it is still in force (the service checks its payments). */
    async openCredit(idcompra: number, ex: Executor) {
      const [row] = await ex
        .select({ idcredito: credito.idcredito })
        .from(credito)
        .where(sql`${credito.idcompra} = ${idcompra} and ${credito.estado} = 1 and ${credito.tipo} = 'proveedor'`);
      return row?.idcredito ?? null;
    },
  };
}
export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
