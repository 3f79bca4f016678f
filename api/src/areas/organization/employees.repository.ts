import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { isValidDocumentNumber } from '@trade/formats';
import type { Database } from '../../db/client.js';
import { empleado, sucursal, tipoDocumento, usuario } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { blankToNull, isIsoDate, pgErrorCode, refusingReferenced, notFoundFeminine } from './common.js';

export interface EmployeeInput {
  idtipodocumento: number;
  numero_documento: string;
  nombres: string;
  apellidos: string;
  cargo?: string | null;
  telefono?: string | null;
  email?: string | null;
  direccion?: string | null;
  fecha_ingreso?: string | null;
  sueldo?: string | null;
  idsucursal?: number | null;
  idusuario?: number | null;
}

export interface EmployeeListQuery {
  page: number;
  pageSize: number;
  q?: string;
  estado?: number;
  idsucursal?: number;
}

/** Employees of the business (optionally linked to a user). */
export function employeesRepository(db: Database) {
  const columns = {
    idempleado: empleado.idempleado,
    idtipodocumento: empleado.idtipodocumento,
    tipodocumento: tipoDocumento.abreviatura,
    numero_documento: empleado.numero_documento,
    nombres: empleado.nombres,
    apellidos: empleado.apellidos,
    cargo: empleado.cargo,
    telefono: empleado.telefono,
    email: empleado.email,
    direccion: empleado.direccion,
    fecha_ingreso: empleado.fecha_ingreso,
    sueldo: empleado.sueldo,
    idsucursal: empleado.idsucursal,
    sucursal: sucursal.nombre,
    idusuario: empleado.idusuario,
    usuario: usuario.usuario,
    estado: empleado.estado,
  };
  const from = () =>
    db
      .select(columns)
      .from(empleado)
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, empleado.idtipodocumento))
      .leftJoin(sucursal, eq(sucursal.idsucursal, empleado.idsucursal))
      .leftJoin(usuario, eq(usuario.idusuario, empleado.idusuario));

  async function get(idempleado: number) {
    const [row] = await from().where(eq(empleado.idempleado, idempleado));
    if (!row) throw notFound('El empleado');
    return row;
  }

  async function values(input: EmployeeInput, idempleado?: number) {
    const [type] = await db.select().from(tipoDocumento).where(eq(tipoDocumento.idtipodocumento, input.idtipodocumento));
    if (!type) throw notFound('El tipo de documento');
    const numero = input.numero_documento.trim().toUpperCase();
    if (!isValidDocumentNumber(type.codigo, numero)) throw new BusinessError(`El número de documento no es válido para ${type.abreviatura}`);
    const fecha = blankToNull(input.fecha_ingreso);
    if (fecha && !isIsoDate(fecha)) throw new BusinessError('Datos no válidos: Fecha de ingreso debe ser una fecha válida (AAAA-MM-DD)');
    const sueldoText = blankToNull(input.sueldo);
    const sueldo = sueldoText === null ? null : new Decimal(sueldoText).toFixed(2);
    if (input.idsucursal != null) {
      const [branch] = await db.select({ id: sucursal.idsucursal }).from(sucursal).where(eq(sucursal.idsucursal, input.idsucursal));
      if (!branch) throw notFoundFeminine('La sucursal');
    }
    if (input.idusuario != null) {
      const [user] = await db.select({ id: usuario.idusuario }).from(usuario).where(eq(usuario.idusuario, input.idusuario));
      if (!user) throw notFound('El usuario');
      const [linked] = await db.select({ id: empleado.idempleado }).from(empleado).where(eq(empleado.idusuario, input.idusuario));
      if (linked && linked.id !== idempleado) throw new BusinessError('El usuario ya está vinculado a otro empleado');
    }
    const [same] = await db
      .select({ id: empleado.idempleado })
      .from(empleado)
      .where(and(eq(empleado.idtipodocumento, input.idtipodocumento), eq(empleado.numero_documento, numero)));
    if (same && same.id !== idempleado) throw new BusinessError(`Ya existe un empleado con ${type.abreviatura} ${numero}`);
    return {
      idtipodocumento: input.idtipodocumento,
      numero_documento: numero,
      nombres: input.nombres.trim(),
      apellidos: input.apellidos.trim(),
      cargo: blankToNull(input.cargo),
      telefono: blankToNull(input.telefono),
      email: blankToNull(input.email),
      direccion: blankToNull(input.direccion),
      fecha_ingreso: fecha,
      sueldo,
      idsucursal: input.idsucursal ?? null,
      idusuario: input.idusuario ?? null,
    };
  }

  /** A concurrent save of the same document or user hits the unique indexes: same messages. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new BusinessError('Ya existe un empleado con ese documento o vinculado a ese usuario');
      throw error;
    }
  }

  return {
    get,
    async list({ page, pageSize, q, estado, idsucursal }: EmployeeListQuery) {
      const where = and(
        ...([
          wordsFilter(q, [empleado.numero_documento, empleado.nombres, empleado.apellidos, empleado.cargo]),
          estado === undefined ? undefined : eq(empleado.estado, estado),
          idsucursal === undefined ? undefined : eq(empleado.idsucursal, idsucursal),
        ] as (SQL | undefined)[]),
      );
      const [rows, [count]] = await Promise.all([
        from().where(where).orderBy(asc(empleado.apellidos), asc(empleado.nombres), asc(empleado.idempleado)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(empleado).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    /** Active employees for selects; sinUsuario leaves out those already linked to a user. */
    lookup(sinUsuario?: boolean) {
      return db
        .select({
          idempleado: empleado.idempleado,
          nombres: empleado.nombres,
          apellidos: empleado.apellidos,
          numero_documento: empleado.numero_documento,
          cargo: empleado.cargo,
          idusuario: empleado.idusuario,
        })
        .from(empleado)
        .where(and(eq(empleado.estado, 1), sinUsuario ? isNull(empleado.idusuario) : undefined))
        .orderBy(asc(empleado.apellidos), asc(empleado.nombres));
    },
    async create(input: EmployeeInput) {
      const row = await guarded(async () => (await db.insert(empleado).values(await values(input)).returning({ id: empleado.idempleado }))[0]!);
      return get(row.id);
    },
    async update(idempleado: number, input: EmployeeInput) {
      await get(idempleado);
      await guarded(async () => db.update(empleado).set(await values(input, idempleado)).where(eq(empleado.idempleado, idempleado)));
      return get(idempleado);
    },
    async setState(idempleado: number, estado: number) {
      await get(idempleado);
      await db.update(empleado).set({ estado }).where(eq(empleado.idempleado, idempleado));
      return get(idempleado);
    },
    async remove(idempleado: number) {
      await get(idempleado);
      await refusingReferenced('El empleado está relacionado con otros registros; desactívelo en su lugar', () => db.delete(empleado).where(eq(empleado.idempleado, idempleado)));
    },
  };
}
