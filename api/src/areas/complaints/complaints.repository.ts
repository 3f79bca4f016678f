import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  COMPLAINT_ALERT_DAYS,
  COMPLAINT_DEADLINE_DAYS,
  COMPLAINT_OWNER,
  type ComplaintAlerts,
  type ComplaintBody,
  type ComplaintListQuery,
  type ComplaintRow,
  type PublicComplaintBody,
} from '@trade/contracts/complaints';
import { queryRows, type Executor } from '../../db/client.js';
import {
  establecimientoReclamo as est,
  persona,
  reclamacion as r,
  reclamacionCorrelativo,
  tipoDocumento,
  usuario,
  venta,
} from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { scopeOfCurrent } from '../../core/scope.js';
import type { SessionUser } from '../../core/access.js';

const today = sql`(now() at time zone 'America/Lima')::date`;
const pending = sql`${r.estado} = 1`;
const daysLeft = sql<number>`dias_habiles_entre(${today}, ${r.fecha_limite})`;
/** '000012-2026': the sheet's number as printed. */
export const sheetNumber = sql<string>`lpad(${r.numero}::text, 6, '0') || '-' || ${r.anio}::text`;

const listing: ListSpec<ComplaintRow> = {
  columns: {
    idreclamacion: r.idreclamacion,
    idestablecimiento: r.idestablecimiento,
    establecimiento: est.nombre,
    numero: sheetNumber,
    fecha: limaTime(r.fecha),
    fecha_limite: r.fecha_limite,
    dias_restantes: sql<number | null>`case when ${pending} then ${daysLeft} end`,
    vencida: sql<boolean>`(${pending} and ${r.fecha_limite} < ${today})`,
    origen: r.origen,
    nombres: r.nombres,
    idtipodocumento: r.idtipodocumento,
    tipodocumento: tipoDocumento.abreviatura,
    numero_documento: r.numero_documento,
    direccion: r.direccion,
    telefono: r.telefono,
    email: r.email,
    apoderado: r.apoderado,
    tipo_bien: r.tipo_bien,
    monto: r.monto,
    descripcion_bien: r.descripcion_bien,
    tipo: r.tipo,
    detalle: r.detalle,
    pedido: r.pedido,
    idventa: r.idventa,
    comprobante: sql<
      string | null
    >`case when ${venta.idventa} is not null then ${venta.serie} || '-' || lpad(${venta.numero}::text, 8, '0') end`,
    idpersona: r.idpersona,
    cliente: persona.nombres,
    estado: r.estado,
    respuesta: r.respuesta,
    fecha_respuesta: sql<
      string | null
    >`case when ${r.fecha_respuesta} is not null then ${limaTime(r.fecha_respuesta)} end`,
    usuario_respuesta: usuario.nombres,
  },
  from: (select) =>
    select
      .from(r)
      .innerJoin(est, eq(est.idestablecimiento, r.idestablecimiento))
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, r.idtipodocumento))
      .leftJoin(venta, eq(venta.idventa, r.idventa))
      .leftJoin(persona, eq(persona.idpersona, r.idpersona))
      .leftJoin(usuario, eq(usuario.idusuario, r.idusuario_respuesta)),
  search: [r.nombres, r.numero_documento, r.email, r.descripcion_bien, sheetNumber],
  orderBy: [desc(r.fecha), desc(r.idreclamacion)],
  dates: { column: r.fecha, kind: 'timestamp' },
  owner: COMPLAINT_OWNER,
};

/** How a complaint was filed, by whom and when (the demo files past ones). */
export interface Filing {
  origen: 'web' | 'local';
  actor?: SessionUser;
  /** The filing moment; now by default. */
  fecha?: Date;
}

const DOCUMENT_RULES: Record<number, { pattern: RegExp; message: string }> = {
  1: { pattern: /^\d{8}$/, message: 'El DNI tiene 8 dígitos' },
  2: { pattern: /^\d{11}$/, message: 'El RUC tiene 11 dígitos' },
  3: { pattern: /^[A-Za-z0-9]{6,12}$/, message: 'El carné de extranjería tiene de 6 a 12 letras o dígitos' },
  4: { pattern: /^[A-Za-z0-9]{6,12}$/, message: 'El pasaporte tiene de 6 a 12 letras o dígitos' },
};

/** The sheet's own rules beyond the schema (which only bounds each field). */
function checkSheet(input: PublicComplaintBody | ComplaintBody) {
  const rule = DOCUMENT_RULES[input.idtipodocumento];
  if (!rule) throw new BusinessError('Elija DNI, carné de extranjería, pasaporte o RUC como documento');
  if (!rule.pattern.test(input.numero_documento)) throw new BusinessError(rule.message);
  if (input.menor_edad && !input.apoderado?.trim())
    throw new BusinessError('Indique el nombre del padre, madre o apoderado del menor de edad');
  if (input.monto && Number(input.monto) <= 0) throw new BusinessError('El monto reclamado debe ser mayor que cero');
}

/** Complaint sheets: the list (in the caller's scope), the filing with its number, the answer. */
export function complaintsRepository(db: Executor) {
  async function get(id: number, ex: Executor = db): Promise<ComplaintRow> {
    const [row] = await selectRows(ex, listing, eq(r.idreclamacion, id));
    if (!row) throw notFound('La reclamación');
    return row;
  }

  /** The sale a staff member names by its number ('B001-45'), with its client. */
  async function saleOf(comprobante: string, ex: Executor) {
    const [serie, numero] = comprobante.toUpperCase().split('-') as [string, string];
    const [sale] = await ex
      .select({ idventa: venta.idventa, idpersona: venta.idpersona })
      .from(venta)
      .where(and(eq(venta.serie, serie), eq(venta.numero, Number(numero))));
    if (!sale) throw new BusinessError(`El comprobante ${serie}-${numero} no existe`);
    return sale;
  }

  return {
    get,
    list({ idestablecimiento, estado, plazo, ...query }: ComplaintListQuery, ex: Executor = db) {
      const state = estado ?? 1;
      return pagedList(ex, listing, query, [
        idestablecimiento ? eq(r.idestablecimiento, idestablecimiento) : undefined,
        state === -1 ? undefined : eq(r.estado, state),
        plazo === 'vencidas' ? sql`(${pending} and ${r.fecha_limite} < ${today})` : undefined,
        plazo === 'por_vencer'
          ? sql`(${pending} and ${r.fecha_limite} >= ${today} and ${daysLeft} <= ${COMPLAINT_ALERT_DAYS})`
          : undefined,
      ]);
    },
    /** Counts of the caller's open complaints: pending, due within the alert days, overdue. */
    async alerts(ex: Executor = db): Promise<ComplaintAlerts> {
      const [row] = await queryRows<ComplaintAlerts>(
        ex,
        sql`select count(*)::int as pendientes,
                   count(*) filter (where ${r.fecha_limite} >= ${today} and ${daysLeft} <= ${COMPLAINT_ALERT_DAYS})::int as por_vencer,
                   count(*) filter (where ${r.fecha_limite} < ${today})::int as vencidas
              from ${r}
             where ${pending} and ${scopeOfCurrent(COMPLAINT_OWNER) ?? sql`true`}`,
      );
      return row!;
    },
    /**
     * Files a sheet inside `tx`: the next number of its establishment and year (the counter row stays
     * locked until `tx` ends, so concurrent filings queue and a rolled-back one gives its number back)
     * and the deadline, 15 business days after the filing day.
     */
    async file(input: PublicComplaintBody | ComplaintBody, tx: Executor, filing: Filing): Promise<ComplaintRow> {
      checkSheet(input);
      const [place] = await tx
        .select({ estado: est.estado })
        .from(est)
        .where(eq(est.idestablecimiento, input.idestablecimiento));
      if (!place) throw notFound('El establecimiento');
      if (place.estado !== 1) throw new BusinessError('El establecimiento no recibe reclamaciones (está desactivado)');
      const sale = 'comprobante' in input && input.comprobante ? await saleOf(input.comprobante, tx) : undefined;
      const fecha = (filing.fecha ?? new Date()).toISOString();
      const [when] = await queryRows<{ anio: number; limite: string }>(
        tx,
        sql`select extract(year from d)::int as anio, sumar_dias_habiles(d, ${COMPLAINT_DEADLINE_DAYS})::text as limite
              from (select (${fecha}::timestamptz at time zone 'America/Lima')::date as d) x`,
      );
      const [taken] = await queryRows<{ ultimo: number }>(
        tx,
        sql`insert into ${reclamacionCorrelativo} as c (idestablecimiento, anio, ultimo)
            values (${input.idestablecimiento}, ${when!.anio}, 1)
            on conflict (idestablecimiento, anio) do update set ultimo = c.ultimo + 1
            returning ultimo`,
      );
      const [created] = await tx
        .insert(r)
        .values({
          idestablecimiento: input.idestablecimiento,
          anio: when!.anio,
          numero: taken!.ultimo,
          fecha: sql`${fecha}::timestamptz` as never,
          fecha_limite: when!.limite,
          origen: filing.origen,
          codigo_acceso: randomBytes(18).toString('base64url'),
          nombres: input.nombres.trim(),
          idtipodocumento: input.idtipodocumento,
          numero_documento: input.numero_documento.toUpperCase(),
          direccion: input.direccion.trim(),
          telefono: input.telefono.trim(),
          email: input.email?.trim() || null,
          apoderado: input.menor_edad ? input.apoderado!.trim() : null,
          tipo_bien: input.tipo_bien,
          monto: input.monto || null,
          descripcion_bien: input.descripcion_bien.trim(),
          tipo: input.tipo,
          detalle: input.detalle.trim(),
          pedido: input.pedido.trim(),
          idventa: sale?.idventa ?? null,
          idpersona: sale?.idpersona ?? null,
          idusuario: filing.actor?.idusuario ?? null,
        })
        .returning({ id: r.idreclamacion });
      return get(created!.id, tx);
    },
    /** The provider's answer: 0 accepts, 2 rejects; once only (a concurrent second answer finds it answered). */
    async answer(
      id: number,
      estado: number,
      respuesta: string,
      tx: Executor,
      actor: SessionUser,
    ): Promise<ComplaintRow> {
      if (estado === 1) throw new BusinessError('Elija aceptar (0) o rechazar (2) la reclamación');
      const done = await tx
        .update(r)
        .set({
          estado,
          respuesta: respuesta.trim(),
          fecha_respuesta: sql`now()` as never,
          idusuario_respuesta: actor.idusuario,
        })
        .where(and(eq(r.idreclamacion, id), pending))
        .returning({ id: r.idreclamacion });
      if (done.length === 0) throw new BusinessError('La reclamación ya fue respondida');
      return get(id, tx);
    },
    /** The id and code of a sheet by its public code (the consumer's copy). */
    async byCode(codigo: string, ex: Executor = db) {
      const [row] = await ex.select({ id: r.idreclamacion }).from(r).where(eq(r.codigo_acceso, codigo));
      return row?.id;
    },
    async accessCode(id: number, ex: Executor = db) {
      const [row] = await ex.select({ codigo: r.codigo_acceso }).from(r).where(eq(r.idreclamacion, id));
      return row?.codigo;
    },
  };
}
