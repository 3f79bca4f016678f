import { and, asc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { isValidDocumentNumber } from '@trade/formats';
import {
  UBICA,
  type PersonBody,
  type PersonListQuery,
  type PersonPickRow,
  type PersonRow,
  type QuickPersonBody,
} from '@trade/contracts/purchasing-credits';
import type { Database, Executor } from '../../db/client.js';
import { credito, moneda, persona, tipoDocumento } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, wordsFilter, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';

const NOT_FOUND = 'La persona';

/**
 * The warning shown on a person (and later on the sale screen) when SUNAT reports the RUC as not
 * ACTIVO or not HABIDO: an invoice to such a taxpayer may not support the buyer's tax credit.
 */
export function sunatWarning(estado: string | null | undefined, condicion: string | null | undefined): string | null {
  const e = estado?.trim().toUpperCase();
  const c = condicion?.trim().toUpperCase();
  if (!e && !c) return null;
  if ((e ?? 'ACTIVO') === 'ACTIVO' && (c ?? 'HABIDO') === 'HABIDO') return null;
  return `SUNAT reporta este RUC como ${e ?? '—'} / ${c ?? '—'}; verifique antes de emitir o aceptar una factura`;
}

const warningSql = sql<string | null>`case
  when ${persona.estado_sunat} is null and ${persona.condicion_sunat} is null then null
  when upper(coalesce(${persona.estado_sunat}, 'ACTIVO')) = 'ACTIVO' and upper(coalesce(${persona.condicion_sunat}, 'HABIDO')) = 'HABIDO' then null
  else 'SUNAT reporta este RUC como ' || coalesce(upper(${persona.estado_sunat}), '—') || ' / ' || coalesce(upper(${persona.condicion_sunat}), '—') || '; verifique antes de emitir o aceptar una factura'
end`;

const listing: ListSpec<PersonRow> = {
  columns: {
    idpersona: persona.idpersona,
    idtipodocumento: persona.idtipodocumento,
    tipodocumento: tipoDocumento.abreviatura,
    codigo_documento: tipoDocumento.codigo,
    numero_documento: persona.numero_documento,
    nombres: persona.nombres,
    nombre_comercial: persona.nombre_comercial,
    direccion: persona.direccion,
    ubigeo: persona.ubigeo,
    email: persona.email,
    telefono: persona.telefono,
    ubica_persona: persona.ubica_persona,
    limite_credito: persona.limite_credito,
    dias_credito: persona.dias_credito,
    estado_sunat: persona.estado_sunat,
    condicion_sunat: persona.condicion_sunat,
    advertencia: warningSql,
    estado: persona.estado,
  },
  from: (select) =>
    select.from(persona).innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento)),
  search: [persona.numero_documento, persona.nombres, persona.nombre_comercial],
  orderBy: [asc(persona.nombres), asc(persona.idpersona)],
};

const pickColumns = {
  idpersona: persona.idpersona,
  tipodocumento: tipoDocumento.abreviatura,
  codigo_documento: tipoDocumento.codigo,
  numero_documento: persona.numero_documento,
  nombres: persona.nombres,
  direccion: persona.direccion,
  ubica_persona: persona.ubica_persona,
  advertencia: warningSql,
};

/** ubica 1: clients and people who are both; 2: providers and both. */
const ofKind = (ubica: number | undefined) =>
  ubica === undefined
    ? undefined
    : inArray(
        persona.ubica_persona,
        ubica === UBICA.cliente ? [UBICA.cliente, UBICA.ambos] : [UBICA.proveedor, UBICA.ambos],
      );

/** The Spanish refusal of a document number that does not fit its type. */
function documentMessage(codigo: string, abreviatura: string): string {
  switch (codigo) {
    case '1':
      return 'El DNI debe tener 8 dígitos';
    case '6':
      return 'El RUC no es válido: debe tener 11 dígitos, empezar con 10, 15, 17 o 20 y tener el dígito verificador correcto';
    case '4':
      return 'El carné de extranjería debe tener de 1 a 12 letras o números';
    case '7':
      return 'El pasaporte debe tener de 1 a 12 letras o números';
    default:
      return `El número de documento no es válido para ${abreviatura}`;
  }
}

/** Clients and providers. Writes take the caller's transaction. */
export function peopleRepository(db: Database) {
  async function get(idpersona: number, ex: Executor = db): Promise<PersonRow> {
    const [row] = await selectRows(ex, listing, eq(persona.idpersona, idpersona));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** The document type, and the number checked against it (upper case, no spaces). */
  async function checkedDocument(ex: Executor, idtipodocumento: number, numeroDocumento: string) {
    const [type] = await ex.select().from(tipoDocumento).where(eq(tipoDocumento.idtipodocumento, idtipodocumento));
    if (!type) throw notFound('El tipo de documento');
    const numero = numeroDocumento.trim().toUpperCase();
    if (!isValidDocumentNumber(type.codigo, numero))
      throw new BusinessError(documentMessage(type.codigo, type.abreviatura));
    return { type, numero };
  }

  async function sameDocument(ex: Executor, idtipodocumento: number, numero: string) {
    const [same] = await ex
      .select({ id: persona.idpersona, nombres: persona.nombres, ubica: persona.ubica_persona })
      .from(persona)
      .where(and(eq(persona.idtipodocumento, idtipodocumento), eq(persona.numero_documento, numero)));
    return same;
  }

  const duplicateMessage = (abreviatura: string, numero: string, nombres?: string) =>
    `Ya existe una persona registrada con ${abreviatura} ${numero}${nombres ? ` (${nombres})` : ''}`;

  async function values(ex: Executor, input: PersonBody, idpersona?: number) {
    const { type, numero } = await checkedDocument(ex, input.idtipodocumento, input.numero_documento);
    const same = await sameDocument(ex, input.idtipodocumento, numero);
    if (same && same.id !== idpersona)
      throw new BusinessError(duplicateMessage(type.abreviatura, numero, same.nombres));
    const limite = blankToNull(input.limite_credito);
    return {
      row: {
        idtipodocumento: input.idtipodocumento,
        numero_documento: numero,
        nombres: input.nombres.trim(),
        nombre_comercial: blankToNull(input.nombre_comercial),
        direccion: blankToNull(input.direccion),
        ubigeo: blankToNull(input.ubigeo),
        email: blankToNull(input.email),
        telefono: blankToNull(input.telefono),
        ubica_persona: input.ubica_persona,
        limite_credito: limite === null ? null : new Decimal(limite).toFixed(2),
        dias_credito: input.dias_credito ?? null,
        // SUNAT's state only means something for a RUC.
        estado_sunat: type.codigo === '6' ? (blankToNull(input.estado_sunat)?.toUpperCase() ?? null) : null,
        condicion_sunat: type.codigo === '6' ? (blankToNull(input.condicion_sunat)?.toUpperCase() ?? null) : null,
      },
      message: duplicateMessage(type.abreviatura, numero),
    };
  }

  /** A concurrent save of the same document hits the unique index: the same message. */
  const guarded = <T>(message: string, write: () => Promise<T>) => refusingDuplicate(message, write);

  return {
    get,
    list: ({ estado, ubica, idtipodocumento, ...query }: PersonListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(persona.estado, estado),
        ofKind(ubica),
        idtipodocumento === undefined ? undefined : eq(persona.idtipodocumento, idtipodocumento),
      ] as (SQL | undefined)[]),

    /** A person with their open balances per currency (receivable as a client, payable as a provider). */
    async account(idpersona: number, ex: Executor = db) {
      const row = await get(idpersona, ex);
      const saldos = await ex
        .select({
          idmoneda: credito.idmoneda,
          moneda: moneda.codigo,
          por_cobrar: sql<string>`coalesce(sum(${credito.saldo}) filter (where ${credito.tipo} = 'cliente'), 0)::numeric(12,2)::text`,
          por_pagar: sql<string>`coalesce(sum(${credito.saldo}) filter (where ${credito.tipo} = 'proveedor'), 0)::numeric(12,2)::text`,
        })
        .from(credito)
        .innerJoin(moneda, eq(moneda.idmoneda, credito.idmoneda))
        .where(and(eq(credito.idpersona, idpersona), eq(credito.estado, 1)))
        .groupBy(credito.idmoneda, moneda.codigo)
        .orderBy(asc(credito.idmoneda));
      return { ...row, saldos };
    },

    /** Active people whose document starts with the text, or whose names hold every word of it (accent-free); 20 at most. */
    search: (parametro: string, ubica?: number, ex: Executor = db): Promise<PersonPickRow[]> => {
      const text = parametro.trim();
      const byNumber = /^[0-9A-Za-z-]+$/.test(text)
        ? like(persona.numero_documento, `${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined;
      const byName = wordsFilter(text, [persona.nombres, persona.nombre_comercial]);
      return ex
        .select(pickColumns)
        .from(persona)
        .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
        .where(and(eq(persona.estado, 1), ofKind(ubica), or(byNumber, byName) ?? sql`false`))
        .orderBy(asc(persona.nombres), asc(persona.idpersona))
        .limit(20);
    },

    /** Active clients (1) or providers (2) for selects, optionally filtered by q; 50 at most. */
    byKind: (ubica: number, q?: string, ex: Executor = db): Promise<PersonPickRow[]> =>
      ex
        .select(pickColumns)
        .from(persona)
        .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
        .where(
          and(
            eq(persona.estado, 1),
            ofKind(ubica),
            wordsFilter(q, [persona.numero_documento, persona.nombres, persona.nombre_comercial]),
          ),
        )
        .orderBy(asc(persona.nombres), asc(persona.idpersona))
        .limit(50),

    async create(input: PersonBody, ex: Executor = db) {
      const { row, message } = await values(ex, input);
      const [created] = await guarded(message, () =>
        ex.insert(persona).values(row).returning({ id: persona.idpersona }),
      );
      return get(created!.id, ex);
    },

    /**
     * Quick create from a sale or purchase: a document already registered is not an error there —
     * the existing person is answered, marked also as client or provider when it was not.
     */
    async quickCreate(input: QuickPersonBody, ex: Executor = db): Promise<{ row: PersonRow; existed: boolean }> {
      const { numero } = await checkedDocument(ex, input.idtipodocumento, input.numero_documento);
      const same = await sameDocument(ex, input.idtipodocumento, numero);
      if (same) {
        const ubica = same.ubica === input.ubica_persona ? same.ubica : UBICA.ambos;
        if (ubica !== same.ubica)
          await ex.update(persona).set({ ubica_persona: ubica }).where(eq(persona.idpersona, same.id));
        return { row: await get(same.id, ex), existed: true };
      }
      const { row, message } = await values(ex, {
        ...input,
        email: null,
        telefono: null,
        nombre_comercial: null,
        limite_credito: null,
        dias_credito: null,
      });
      const [created] = await guarded(message, () =>
        ex.insert(persona).values(row).returning({ id: persona.idpersona }),
      );
      return { row: await get(created!.id, ex), existed: false };
    },

    async update(idpersona: number, input: PersonBody, ex: Executor = db) {
      await get(idpersona, ex);
      const { row, message } = await values(ex, input, idpersona);
      await guarded(message, () => ex.update(persona).set(row).where(eq(persona.idpersona, idpersona)));
      return get(idpersona, ex);
    },

    /** Keeps what the last RUC lookup said about the person's SUNAT state. */
    async recordSunatState(ruc: string, estado: string | null, condicion: string | null, ex: Executor = db) {
      await ex
        .update(persona)
        .set({ estado_sunat: estado?.toUpperCase() ?? null, condicion_sunat: condicion?.toUpperCase() ?? null })
        .where(
          and(
            eq(persona.idtipodocumento, sql`(select idtipodocumento from tipo_documento where codigo = '6')`),
            eq(persona.numero_documento, ruc),
          ),
        );
    },

    async setState(idpersona: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, persona, persona.idpersona, idpersona, estado))) throw notFound(NOT_FOUND);
      return get(idpersona, ex);
    },

    /** Refused when the person has documents (credits now; sales and purchases reference the row too): then only disable. */
    async remove(idpersona: number, ex: Executor = db) {
      await get(idpersona, ex);
      const message = 'La persona tiene documentos registrados (créditos, ventas o compras); desactívela en su lugar';
      const [used] = await ex
        .select({ id: credito.idcredito })
        .from(credito)
        .where(eq(credito.idpersona, idpersona))
        .limit(1);
      if (used) throw new BusinessError(message);
      await refusingReferenced(message, () => ex.delete(persona).where(eq(persona.idpersona, idpersona)));
    },
  };
}
export type PeopleRepository = ReturnType<typeof peopleRepository>;
