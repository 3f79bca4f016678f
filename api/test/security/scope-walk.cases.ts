import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import {
  MAX_INT,
  allEndpoints,
  hasBranch,
  hasUser,
  notFoundMessage,
  recordsOf,
  type Endpoint,
  type Owner,
  type RecordRef,
} from '@trade/contracts';
import { queryRows } from '../../src/db/client.js';
import { canSee } from '../../src/core/scope.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { request } from '../contracts/samples.js';
import { demoOwners, menusForEveryScreen, scopeUser, type ScopeUser } from './scope-users.js';

/**
 * Generated from the contracts (issue 23): every call that names a record by id — reads, prints,
 * mails, exports and changes — walked as a user of another branch and as another user of the same
 * branch. A record out of their scope must answer exactly as a missing one (HTTP 404, the same body),
 * before anything runs; a user who may see it is not refused. A new call is covered as soon as its
 * contract declares `record`, and `every call naming an owned record declares it` fails when it does not.
 */
export default function scopeWalkCases() {
  const NAMED = allEndpoints().filter((e) => recordsOf(e).length > 0);
  const name = (e: Endpoint) => `${e.method} ${e.path}`;

  /**
   * For each owner table: a record the demo's administrator made in his branch, found by plain SQL
   * (written here, not from the declarations under test). `$u` is the user, `$b` the branch.
   */
  const DEMO_RECORD: Record<string, string> = {
    venta: 'select idventa from venta where idusuario = $u and idsucursal = $b',
    venta_borrador: 'select idborrador from venta_borrador where idusuario = $u and idsucursal = $b',
    nota_credito: 'select idnota from nota_credito where idusuario = $u and idsucursal = $b',
    guia: 'select idguia from guia where idusuario = $u and idsucursal = $b',
    pedido: 'select idpedido from pedido where idusuario = $u and idsucursal = $b',
    proforma: 'select idproforma from proforma where idusuario = $u and idsucursal = $b',
    cpe_documento:
      'select d.id from cpe_documento d join venta v on v.cpe_documento_id = d.id where v.idusuario = $u and v.idsucursal = $b',
    caja_apertura: 'select idapertura from caja_apertura where idusuario = $u and idsucursal = $b',
    caja_chica: 'select idcajachica from caja_chica where idusuario = $u and idsucursal = $b',
    gasto_operativo: 'select idgasto from gasto_operativo where idusuario = $u and idsucursal = $b',
    prestamo: 'select idprestamo from prestamo where idusuario = $u and idsucursal = $b',
    prestamo_pago:
      'select pp.idpago from prestamo_pago pp join prestamo p using (idprestamo) where p.idusuario = $u and p.idsucursal = $b',
    entrada: 'select e.identrada from entrada e join almacen a using (idalmacen) where a.idsucursal = $b',
    salida: 'select s.idsalida from salida s join almacen a using (idalmacen) where a.idsucursal = $b',
    transferencia: `select t.idtransferencia from transferencia t join almacen o on o.idalmacen = t.idalmacen_origen
                  join almacen d on d.idalmacen = t.idalmacen_destino where o.idsucursal = $b and d.idsucursal = $b`,
    compra:
      'select c.idcompra from compra c join almacen a using (idalmacen) where c.idusuario = $u and a.idsucursal = $b',
    credito: 'select idcredito from credito where idusuario = $u and idsucursal = $b',
    credito_pago:
      'select cp.idpago from credito_pago cp join credito c using (idcredito) where c.idusuario = $u and c.idsucursal = $b',
    credito_cuota:
      'select cc.idcuota from credito_cuota cc join credito c using (idcredito) where c.idusuario = $u and c.idsucursal = $b',
    encomienda: 'select id_encomienda from encomienda where idsucursal_origen = $b and idsucursal_destino = $b',
    establecimiento_reclamo: 'select idestablecimiento from establecimiento_reclamo where idsucursal = $b',
    orden_servicio:
      'select o.idordenservicio from orden_servicio o join almacen a using (idalmacen) where a.idsucursal = $b',
    orden_servicio_detalle: `select d.iddetalle from orden_servicio_detalle d join orden_servicio o using (idordenservicio)
                           join almacen a on a.idalmacen = o.idalmacen where a.idsucursal = $b`,
    orden_servicio_accesorio: `select x.idinventarioaccesorio from orden_servicio_accesorio x join orden_servicio o using (idordenservicio)
    join almacen a using (idalmacen) where a.idsucursal = $b`,
    orden_servicio_foto: `select f.idfoto from orden_servicio_foto f join orden_servicio o using (idordenservicio)
    join almacen a using (idalmacen) where a.idsucursal = $b`,
    reclamacion:
      'select r.idreclamacion from reclamacion r join establecimiento_reclamo e using (idestablecimiento) where e.idsucursal = $b',
    salida_vehiculo:
      'select idsalidavehiculos from salida_vehiculo where idsucursal_origen = $b and idsucursal_destino = $b',
    adelanto_turno:
      'select idadelantoturno from adelanto_turno where idsucursal_origen = $b and idsucursal_destino = $b',
    habitacion: 'select idhabitacion from habitacion where idsucursal = $b',
    habitacion_cama:
      'select c.idhabitacioncama from habitacion_cama c join habitacion h using (idhabitacion) where h.idsucursal = $b',
    habitacion_clase:
      'select c.idhabitacionclase from habitacion_clase c join habitacion h using (idhabitacion) where h.idsucursal = $b',
    habitacion_servicio:
      'select s.idhabitacionservicio from habitacion_servicio s join habitacion h using (idhabitacion) where h.idsucursal = $b',
    reserva: `select r.idreserva from reserva r where r.idsucursal = $b
             and exists (select 1 from reserva_estancia e where e.idreserva = r.idreserva and e.estado = 1)`,
    reserva_estancia_huesped: `select g.reserva_estancia_huesped_id from reserva_estancia_huesped g
                     join reserva_estancia e using (reserva_estancia_id) join reserva r using (idreserva)
                     where r.idsucursal = $b and e.estado = 1`,
    reserva_estancia: `select e.reserva_estancia_id from reserva_estancia e join reserva r using (idreserva)
                     where r.idsucursal = $b and e.estado = 1`,
    reserva_estancia_extra: `select x.idextra from reserva_estancia_extra x join reserva_estancia e using (reserva_estancia_id)
                           join reserva r using (idreserva) where r.idsucursal = $b`,
    reserva_estancia_pago: `select p.pago_id from reserva_estancia_pago p join reserva_estancia e using (reserva_estancia_id)
                          join reserva r using (idreserva) where r.idsucursal = $b`,
    reserva_estancia_vuelo: `select v.reserva_estancia_vuelo_id from reserva_estancia_vuelo v join reserva_estancia e using (reserva_estancia_id)
                           join reserva r using (idreserva) where r.idsucursal = $b`,
    reserva_estancia_nota: `select n.reserva_estancia_nota_id from reserva_estancia_nota n join reserva_estancia e using (reserva_estancia_id)
                          join reserva r using (idreserva) where r.idsucursal = $b`,
    guia_transportista:
      'select g.idguiatransportista from guia_transportista g join salida_vehiculo s using (idsalidavehiculos) where s.idsucursal_origen = $b and s.idsucursal_destino = $b',
  };

  let t: TestApp;
  const ids = new Map<string, number>();
  let sameBranch: ScopeUser;
  let otherBranch: ScopeUser;
  let allowed: ScopeUser;
  const tokens = new Map<ScopeUser, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await demoOwners(t);
    await menusForEveryScreen(t);
    // The demo's parcels go from one branch to the other: one that stays in the branch.
    await t.db.execute(
      sql`insert into encomienda (codigo, numero_guia, codigo_guia, remitente_documento, remitente_nombre, consignado_documento, consignado_nombre, idsucursal_origen, idsucursal_destino)
        values ('ALC-1', '0999001', 'ZZ99', '10000001', 'Remitente', '10000002', 'Consignado', ${demo.branch}, ${demo.branch})`,
    );
    // So do the demo's exits and shifts: one of each that stays in the branch.
    await t.db.execute(
      sql`insert into salida_vehiculo (idsucursal_origen, idsucursal_destino, placa, idtransportista, fecha_salida, idusuario)
        select ${demo.branch}, ${demo.branch}, 'ALC001', min(idtransportista), now(), ${demo.admin} from transportista`,
    );
    await t.db.execute(
      sql`insert into adelanto_turno (idsucursal_origen, idsucursal_destino, placa, idtransportista, turno_programado, salida, idusuario)
        select ${demo.branch}, ${demo.branch}, 'ALC001', min(idtransportista), now(), now(), ${demo.admin} from transportista`,
    );
    // A carrier's guide of that exit (any answered CPE of the demo stands for its document).
    await t.db.execute(
      sql`insert into guia_transportista (idsalidavehiculos, idserie, serie, numero, fecha_emision, remitente_tipo, remitente_documento, remitente_nombre,
                                        destinatario_tipo, destinatario_documento, destinatario_nombre, peso, cpe_documento_id, idusuario)
        select s.idsalidavehiculos, v.idserie, v.serie, 999, current_date, '1', '10000001', 'Remitente', '1', '10000002', 'Consignado', 1,
               (select min(id) from cpe_documento where cdr_zip is not null), ${demo.admin}
          from salida_vehiculo s, serie v where s.placa = 'ALC001' and v.serie = 'V001'`,
    );
    // The demo's checked-in stay has a drink charged but no payment on account (taking one needs an open cash): one.
    await t.db.execute(
      sql`insert into reserva_estancia_pago (reserva_estancia_id, idformapago, monto, idusuario)
        select x.reserva_estancia_id, 1, 20, ${demo.admin} from reserva_estancia_extra x
          join reserva_estancia e using (reserva_estancia_id) join reserva r using (idreserva)
         where r.idsucursal = ${demo.branch} limit 1`,
    );
    // The demo has no credit note: the administrator annuls one of his facturas with one (in his open cash).
    const [factura] = await queryRows<{ idventa: number }>(
      t.db,
      sql`select idventa from venta where codigo_comprobante = '01' and estado_venta = 1 and idusuario = ${demo.admin} and idsucursal = ${demo.branch} order by idventa limit 1`,
    );
    const admin = await t.login();
    await t.call(admin, { method: 'POST', url: '/api/rapertura', payload: { monto_apertura: '0' } });
    const note = await t.call(admin, {
      method: 'POST',
      url: '/api/rnotacredito',
      payload: { tipo: '07', idventa: factura!.idventa, codigo_motivo: '01', sustento: 'Prueba de alcance de datos' },
    });
    if (note.body.status !== 200) throw new Error(`credit note: ${JSON.stringify(note.body)}`);
    for (const [table, query] of Object.entries(DEMO_RECORD)) {
      const text = query.replaceAll('$u', String(demo.admin)).replaceAll('$b', String(demo.branch));
      const [row] = await queryRows<Record<string, number>>(t.db, sql.raw(`${text} order by 1 limit 1`));
      if (row) ids.set(table, Number(Object.values(row)[0]));
    }
    // Another user of the same branch, without grants; a user of another branch who sees his branch's
    // records of every user; a user of the branch who sees them too (in scope).
    sameBranch = await scopeUser(t, 'alcance.misma', demo.branch);
    otherBranch = await scopeUser(t, 'alcance.otra', demo.otherBranch, ['otros_usuarios']);
    allowed = await scopeUser(t, 'alcance.permitido', demo.branch, ['otros_usuarios']);
    for (const user of [sameBranch, otherBranch, allowed]) tokens.set(user, await user.token());
  });
  afterAll(() => t.close());

  /** `value` at a nested field ('facturacion/idproforma') of an object. */
  function setAt(target: Record<string, unknown>, field: string, value: unknown) {
    const keys = field.split('/');
    let at = target;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[keys.at(-1)!] = value;
  }

  /** A request of `e` naming record `id` through `ref` (and the values its `when` asks for). */
  function naming(e: Endpoint, ref: RecordRef, id: number) {
    const values = { params: {} as Record<string, unknown>, querystring: {} as Record<string, unknown> };
    const body: Record<string, unknown> = {};
    const place = (field: string, value: unknown) => {
      const top = field.split('/')[0]!;
      const schemaOf = (part: unknown) => (part as { properties?: Record<string, unknown> } | undefined)?.properties;
      if (schemaOf(e.params)?.[top]) values.params[field] = value;
      else if (schemaOf(e.querystring)?.[top]) values.querystring[field] = value;
      else setAt(body, field, value);
    };
    place(ref.field, id);
    for (const [field, value] of Object.entries(ref.when ?? {})) place(field, value);
    const base = request(e, values);
    return e.body ? { ...base, payload: mergeDeep((base as { payload?: object }).payload ?? {}, body) } : base;
  }

  const mergeDeep = (into: object, from: Record<string, unknown>): object => {
    const out: Record<string, unknown> = { ...(into as Record<string, unknown>) };
    for (const [key, value] of Object.entries(from))
      out[key] =
        value && typeof value === 'object' && out[key] && typeof out[key] === 'object'
          ? mergeDeep(out[key] as object, value as Record<string, unknown>)
          : value;
    return out;
  };

  const call = (user: ScopeUser, options: object) => t.call(tokens.get(user), options as never);
  const recordOf = (owner: Owner) => ids.get(owner.table === 'cpe_documento' ? 'cpe_documento' : owner.table);

  const CASES = NAMED.flatMap((e) => recordsOf(e).map((ref) => [`${name(e)} (${ref.field})`, e, ref] as const));

  test('the walk has calls of every kind: reads, prints, mails and changes', () => {
    const kinds = (pick: (e: Endpoint) => boolean) => NAMED.filter(pick).length;
    expect(kinds((e) => e.method === 'GET' && (e.response as { format?: string }).format === 'binary')).toBeGreaterThan(
      15,
    );
    expect(kinds((e) => /correo/.test(e.path))).toBeGreaterThanOrEqual(5);
    expect(kinds((e) => e.method === 'POST')).toBeGreaterThan(30);
    expect(kinds((e) => e.changesState === true)).toBeGreaterThanOrEqual(10);
  });

  describe.each(CASES)('%s', (_label, e, ref) => {
    const expectations = () => {
      const id = recordOf(ref.owner);
      if (id === undefined) throw new Error(`no demo record for ${ref.owner.table}`);
      return id;
    };

    // A call that changes data is sent for real only where it is refused (nothing runs); in scope, the
    // rule itself is asked (the one the route layer applies), so the walk changes no record.
    const reads = e.method === 'GET' && !e.changesState;
    const inScope = async (user: ScopeUser, id: number) => {
      if (reads) expect((await call(user, naming(e, ref, id))).res.statusCode).not.toBe(404);
      expect(await canSee(t.db, user, ref.owner, id)).toBe(true);
    };

    test('as a user of another branch: the same answer as a missing record', async () => {
      const id = expectations();
      const missing = await call(otherBranch, naming(e, ref, MAX_INT));
      expect([missing.res.statusCode, missing.body]).toEqual([
        404,
        { status: 400, mensaje: notFoundMessage(ref.owner.noun), detalles: null },
      ]);
      if (!hasBranch(ref.owner)) return inScope(otherBranch, id);
      const foreign = await call(otherBranch, naming(e, ref, id));
      expect([foreign.res.statusCode, foreign.body]).toEqual([404, missing.body]);
    });

    test('as another user of the same branch: refused as missing when the record is a user’s', async () => {
      const id = expectations();
      if (!hasUser(ref.owner)) return inScope(sameBranch, id);
      const missing = await call(sameBranch, naming(e, ref, MAX_INT));
      const foreign = await call(sameBranch, naming(e, ref, id));
      expect([foreign.res.statusCode, foreign.body]).toEqual([404, missing.body]);
    });

    // Reading calls run for real: a user whose scope holds the record is not refused.
    if (reads)
      test('a user who may see it (same branch, grant otros_usuarios) is answered', async () => {
        const answer = await call(allowed, naming(e, ref, expectations()));
        expect([answer.res.statusCode, answer.body?.mensaje]).not.toEqual([404, notFoundMessage(ref.owner.noun)]);
        expect(answer.res.statusCode).toBeLessThan(500);
      });
  });

  /** Fields that name an owned record: each must be declared by the calls that carry it. */
  const OWNED_KEYS = new Map<string, string>([
    ['idventa', 'venta'],
    ['idnota', 'nota_credito'],
    ['idguia', 'guia'],
    ['idpedido', 'pedido'],
    ['idproforma', 'proforma'],
    ['idapertura', 'caja_apertura'],
    ['idprestamo', 'prestamo'],
    ['identrada', 'entrada'],
    ['idsalida', 'salida'],
    ['idtransferencia', 'transferencia'],
    ['idcompra', 'compra'],
    ['idcredito', 'credito'],
    ['idreclamacion', 'reclamacion'],
    ['idestablecimiento', 'establecimiento_reclamo'],
  ]);
  /** Calls carrying such a field that do not name one record of it, and why. */
  const NOT_A_RECORD: Record<string, string> = {
    'GET /notacredito idventa': 'a filter of the notes list (the list itself is scoped)',
    'GET /guia idventa': 'a filter of the guides list (the list itself is scoped)',
    'GET /reclamacion idestablecimiento': 'a filter of the complaints list (the list itself is scoped)',
    'POST /libroreclamaciones idestablecimiento': 'the public form: a consumer files in any active establishment',
  };

  test('every call naming an owned record declares it (so the walk above covers it)', () => {
    const undeclared: string[] = [];
    for (const e of allEndpoints()) {
      const declared = new Set(recordsOf(e).map((r) => r.field.split('/').pop()));
      const fields = ['params', 'querystring', 'body'].flatMap((place) => {
        const props = (e[place as 'body'] as { properties?: Record<string, { properties?: object }> } | undefined)
          ?.properties;
        return Object.entries(props ?? {}).flatMap(([key, schema]) => [key, ...Object.keys(schema.properties ?? {})]);
      });
      for (const field of fields)
        if (OWNED_KEYS.has(field) && !declared.has(field) && !NOT_A_RECORD[`${name(e)} ${field}`])
          undeclared.push(`${name(e)} ${field}`);
      // A printable call by id prints a record: of an owner, or of the company (allowed below).
      const printable = e.method === 'GET' && (e.response as { format?: string }).format === 'binary';
      if (printable && /:id\b/.test(e.path) && declared.size === 0 && !COMPANY_FILES.includes(e.path))
        undeclared.push(`${name(e)} (impresión o archivo)`);
    }
    expect(undeclared).toEqual([]);
  });

  /** Printable calls of the company's own records (no user or branch): product files, branch logos, stored mails. */
  const COMPANY_FILES = [
    '/fotoproducto/:id',
    '/fichaproducto/:id',
    '/sucursallogo/:id',
    '/correo/:id/eml',
    // Service orders are the company's, like the vehicles they are about (docs/workshop.md, data scope).
    '/pdfordenservicioa4/:id',
    '/pdfinventarioordenservicioa4/:id',
  ];
}
