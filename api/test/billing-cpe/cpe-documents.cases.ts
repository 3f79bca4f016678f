import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createCpeWorker, type CpeWorker } from '../../src/cpe/queue/worker.js';
import { limaDate, unzipXml } from '../../src/cpe/zip.js';
import type { Comprobante } from '../../src/cpe/types.js';
import { addDays } from '../../src/areas/billing-cpe/cpe-documents.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { boletaDe, facturaDe, notaCreditoDe } from '../cpe/helpers.js';
import { caller, expectGuarded } from '../organization/support.js';

/**
 * /manage_cpe over the real engine: documents issued through app.cpe, sent by a worker this test
 * drives round by round to the simulator mounted on the API (so "consultar" reaches it as well).
 */
export default function cpeDocumentsCases() {
  const RUC = '20000000001';
  let t: TestApp;
  let worker: CpeWorker;
  let token: string;
  let api: ReturnType<typeof caller>;
  const today = limaDate();
  /** The API's clock starts at Lima noon of `today` and runs: a run across midnight keeps one "today". */
  const started = Date.now();
  const clock = () => new Date(Date.parse(`${today}T17:00:00Z`) + (Date.now() - started));

  beforeAll(async () => {
    t = await createTestApp({ sunatSimulatorAdmin: true }, { clock });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    worker = createCpeWorker({
      db: t.db,
      settings: t.app.cpeSettings,
      simulatorBaseUrl: `${address}/sunat-simulator`,
      backoffBaseMs: 20,
      backoffMaxMs: 60,
      ticketPollMs: 10,
      maxIntentos: 2,
      leaseMs: 30_000,
    });
    token = await t.login();
    api = caller(t);
    // This file counts and numbers its own documents: the demo's sales, notes and guides keep theirs
    // elsewhere (their links are cut and their documents removed from this test's database).
    await t.db.execute(sql`update venta set cpe_documento_id = null`);
    await t.db.execute(sql`delete from venta_cpe`);
    await t.db.execute(sql`update guia set cpe_documento_id = null`);
    await t.db.execute(sql`update nota_credito set cpe_documento_id = null`);
    await t.db.execute(sql`update encomienda set idguiatransportista = null`);
    await t.db.execute(sql`delete from guia_transportista`);
    await t.db.execute(sql`delete from cpe_documento`);
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.sunatSimulator!.setFaults({}));

  /** Runs the worker until every document is in a final state. */
  async function settle(ids: number[]) {
    const until = Date.now() + 20_000;
    for (;;) {
      await worker.runOnce();
      const infos = await Promise.all(ids.map((id) => t.app.cpe.obtener(id)));
      if (infos.every((i) => i.final)) return infos;
      if (Date.now() > until) throw new Error(`not final: ${infos.map((i) => `${i.nombre}=${i.estado}`).join(', ')}`);
      await new Promise((r) => setTimeout(r, 15));
    }
  }

  const factura = (serie: string, numero: number, fecha = today): Comprobante => ({
    ...facturaDe(numero, 2, serie),
    fechaEmision: fecha,
  });
  const boleta = (serie: string, numero: number, fecha = today): Comprobante => ({
    ...boletaDe(numero, serie),
    fechaEmision: fecha,
  });
  const counts = async () => {
    const [row] = await queryRows<{ docs: number; eventos: number }>(
      t.db,
      sql`select (select count(*) from cpe_documento)::int as docs, (select count(*) from cpe_evento)::int as eventos`,
    );
    return { docs: Number(row!.docs), eventos: Number(row!.eventos) };
  };
  /** A refusal: 400 with this mensaje (a missing document: HTTP 404), and not a document nor an event written. */
  async function refused(url: string, payload: object, mensaje: string | RegExp, status = 400) {
    const before = await counts();
    const { res, body } = await api.post(token, url, payload);
    expect([res.statusCode, body.status]).toEqual([status, 400]);
    if (typeof mensaje === 'string') expect(body.mensaje).toBe(mensaje);
    else expect(body.mensaje).toMatch(mensaje);
    expect(await counts()).toEqual(before);
  }
  const detail = async (id: number) => (await api.get(token, `/cpedocumento/${id}`)).body.detalles;

  describe('list, counters and detail', () => {
    let accepted: number;
    let rejected: number;
    let late: number;
    let due: number;
    let arequipa: number;

    beforeAll(async () => {
      t.app.sunatSimulator!.setFaults({ rejectSeries: { F901: 2800 } });
      accepted = (
        await t.app.cpe.emitirComprobante(RUC, {
          ...factura('F001', 1),
          cliente: { tipoDoc: '6', numDoc: '20601234567', razonSocial: 'FERRETERÍA LOS ÁLAMOS S.A.C.' },
        })
      ).id;
      rejected = (await t.app.cpe.emitirComprobante(RUC, factura('F901', 1))).id;
      arequipa = (await t.app.cpe.emitirComprobante(RUC, factura('F002', 1))).id;
      // Never sent: one whose last day is today (por vencer), one past it (vencido).
      due = (await t.app.cpe.emitirComprobante(RUC, factura('F001', 2, addDays(today, -3)), { enviar: false })).id;
      late = (await t.app.cpe.emitirComprobante(RUC, factura('F001', 3, addDays(today, -5)), { enviar: false })).id;
      await settle([accepted, rejected, arequipa]);
    });

    test('pages with the deadline marks, the client and the SUNAT code in Spanish', async () => {
      const { res, body } = await api.get(token, '/cpedocumentos?page=1&pageSize=2');
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({ status: 200, totalRegistros: 5, totalPaginas: 3 });
      expect(body.detalles).toHaveLength(2);

      const all = (await api.get(token, '/cpedocumentos?pageSize=50')).body.detalles as any[];
      const byId = new Map(all.map((r) => [r.id, r]));
      expect(byId.get(accepted)).toMatchObject({
        tipo_doc: '01',
        tipo: 'Factura',
        serie_numero: 'F001-1',
        cliente_nombre: 'FERRETERÍA LOS ÁLAMOS S.A.C.',
        cliente_num_doc: '20601234567',
        estado: 'aceptado',
        codigo_respuesta: 0,
        sucursal: 'Lima - Miraflores',
        intentos: 1,
        envios: 1,
        plazo: null,
        plazo_baja: addDays(today, 7),
        anulable: true,
        reintentable: false,
        final: true,
      });
      expect(byId.get(rejected)).toMatchObject({
        estado: 'rechazado',
        codigo_respuesta: 2800,
        codigo_descripcion: 'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
        anulable: false,
      });
      expect(byId.get(due)).toMatchObject({ estado: 'firmado', plazo_envio: today, plazo: 'por_vencer' });
      expect(byId.get(late)).toMatchObject({ estado: 'firmado', plazo_envio: addDays(today, -2), plazo: 'vencido' });
      expect(byId.get(arequipa)!.sucursal).toMatch(/Arequipa/);
    });

    test('filters: state, deadline, type, branch, text (accents ignored) and dates', async () => {
      const ids = async (query: string) =>
        ((await api.get(token, `/cpedocumentos?pageSize=50&${query}`)).body.detalles as any[])
          .map((r) => r.id)
          .sort((a, b) => a - b);
      expect(await ids('estado=aceptado')).toEqual([accepted, arequipa].sort((a, b) => a - b));
      expect(await ids('plazo=por_vencer')).toEqual([due]);
      expect(await ids('plazo=vencido')).toEqual([late]);
      expect(await ids('tipo_doc=03')).toEqual([]);
      expect(await ids(`q=${encodeURIComponent('ferreteria alamos')}`)).toEqual([accepted]);
      expect(await ids('q=F901-1')).toEqual([rejected]);
      expect(await ids(`desde=${addDays(today, -4)}&hasta=${addDays(today, -1)}`)).toEqual([due]);
      const branches = (await api.get(token, '/esucursal?pageSize=10')).body.detalles as {
        idsucursal: number;
        nombre: string;
      }[];
      const areq = branches.find((b) => /Arequipa/.test(b.nombre))!;
      expect(await ids(`idsucursal=${areq.idsucursal}`)).toEqual([arequipa]);
      const refusedQuery = await api.get(token, '/cpedocumentos?estado=borrado');
      expect(refusedQuery.res.statusCode).toBe(400);
    });

    test('counters by state and deadline follow the same filters, whatever the state filter', async () => {
      const { body } = await api.get(token, '/cpecontadores');
      expect(body.detalles).toMatchObject({
        total: 5,
        por_vencer: 1,
        vencido: 1,
        estados: { aceptado: 2, rechazado: 1, firmado: 2, anulado: 0, error: 0 },
      });
      const fdos = (await api.get(token, '/cpecontadores?q=F002')).body.detalles;
      expect(fdos).toMatchObject({ total: 1, por_vencer: 0, estados: { aceptado: 1 } });
    });

    test('the detail has the state history, the observations, the errors and which files exist', async () => {
      const d = await detail(accepted);
      expect(d.documento.id).toBe(accepted);
      expect(d.eventos.map((e: any) => e.estado)).toEqual(['generado', 'firmado', 'en_cola', 'enviando', 'aceptado']);
      expect(d).toMatchObject({
        tiene_xml: true,
        tiene_zip: true,
        tiene_cdr: true,
        observaciones: [],
        errores: [],
        referencias: [],
        incluido_en: [],
      });
      expect(d.hash).toMatch(/=$/);
      expect(await detail(due)).toMatchObject({ tiene_cdr: false });
      const missing = await api.get(token, '/cpedocumento/999999');
      expect([missing.res.statusCode, missing.body]).toEqual([
        404,
        { status: 400, mensaje: 'El comprobante electrónico no existe o fue eliminado', detalles: null },
      ]);
    });

    test('consultar asks SUNAT (getStatusCdr) and keeps the answer in the history, without changing the state', async () => {
      const { res, body } = await api.post(token, '/cpeconsultar', { id: accepted });
      expect(res.statusCode).toBe(200);
      expect(body.detalles).toMatchObject({
        codigo: '0004',
        con_cdr: true,
        cdr_codigo: 0,
        documento: { estado: 'aceptado' },
      });
      expect(body.mensaje).toBe(`SUNAT: 0004 - ${body.detalles.mensaje}`);
      const unknown = (await api.post(token, '/cpeconsultar', { id: due })).body.detalles;
      expect(unknown).toMatchObject({ codigo: '0011', con_cdr: false, documento: { estado: 'firmado' } });
      const history = (await detail(due)).eventos;
      expect(history.at(-1)).toMatchObject({
        estado: 'consulta',
        detalle: expect.stringMatching(/^Consulta en SUNAT: 0011 - /),
      });
    });

    test('downloads: the signed XML, the zip and the CDR with their names and types', async () => {
      const name = `${RUC}-01-F001-1`;
      const xml = await t.call(token, { method: 'GET', url: `/api/cpexml/${accepted}` });
      expect(xml.res.statusCode).toBe(200);
      expect(xml.res.headers['content-type']).toBe('application/xml');
      expect(xml.res.headers['content-disposition']).toBe(
        `attachment; filename="${name}.xml"; filename*=UTF-8''${name}.xml`,
      );
      expect(xml.res.body).toContain('<ds:Signature');
      const zip = await t.call(token, { method: 'GET', url: `/api/cpezip/${accepted}` });
      expect([zip.res.statusCode, zip.res.headers['content-type']]).toEqual([200, 'application/zip']);
      expect(Buffer.from(unzipXml(zip.res.rawPayload).xml).toString('utf8')).toBe(xml.res.body);
      const cdr = await t.call(token, { method: 'GET', url: `/api/cpecdr/${accepted}` });
      expect([cdr.res.statusCode, cdr.res.headers['content-type']]).toEqual([200, 'application/zip']);
      expect(cdr.res.headers['content-disposition']).toContain(`filename="R-${name}.zip"`);
      const none = await t.call(token, { method: 'GET', url: `/api/cpecdr/${due}` });
      expect([none.res.statusCode, none.body.mensaje]).toEqual([
        400,
        'SUNAT aún no devolvió la constancia de recepción (CDR) de Factura F001-2',
      ]);
    });
  });

  describe('actions', () => {
    test('retry: a document in error goes back to the queue and is accepted; a final one is refused and nothing changes', async () => {
      t.app.sunatSimulator!.setFaults({ exception: { code: 109, count: 10 } });
      const f = await t.app.cpe.emitirComprobante(RUC, factura('F010', 1));
      const [failed] = await settle([f.id]);
      expect(failed!.estado).toBe('error');
      const row = (await api.get(token, `/cpedocumentos?q=F010-1`)).body.detalles[0];
      expect(row).toMatchObject({ estado: 'error', reintentable: true, intentos: 2 });
      t.app.sunatSimulator!.setFaults({});

      const { res, body } = await api.post(token, '/cpereintentar', { id: f.id });
      expect([res.statusCode, body.mensaje, body.detalles.estado]).toEqual([
        200,
        'Comprobante puesto nuevamente en cola de envío',
        'en_cola',
      ]);
      const [done] = await settle([f.id]);
      expect(done!.estado).toBe('aceptado');
      await refused(
        '/cpereintentar',
        { id: f.id },
        'Solo se reintentan comprobantes en estado error (Factura F010-1 está aceptado)',
      );
    });

    test('void a factura by comunicación de baja (RA); again, or while in progress, is refused', async () => {
      const f = await t.app.cpe.emitirComprobante(RUC, factura('F020', 1));
      const nc = await t.app.cpe.emitirNota(RUC, {
        ...notaCreditoDe(2, 1),
        serie: 'F020',
        fechaEmision: today,
        documentoAfectado: { tipoDoc: '01', serie: 'F020', numero: 1 },
      });
      await settle([f.id, nc.id]);

      await refused('/cpeanular', { id: f.id, motivo: '  ' }, /Motivo de baja/);
      const { res, body } = await api.post(token, '/cpeanular', { id: f.id, motivo: 'Error en el RUC del cliente' });
      expect(res.statusCode).toBe(200);
      expect(body.detalles.baja).toMatchObject({ tipo_doc: 'RA', estado: 'en_cola' });
      expect(body.mensaje).toBe(`Comunicación de baja ${body.detalles.baja.serie_numero} enviada a SUNAT`);
      expect(body.detalles.documento).toMatchObject({ estado: 'aceptado', anulable: false });
      await refused(
        '/cpeanular',
        { id: f.id, motivo: 'Otra vez' },
        'La baja de Factura F020-1 ya fue solicitada y está en curso',
      );

      await settle([body.detalles.baja.id]);
      const d = await detail(f.id);
      expect(d.documento.estado).toBe('anulado');
      expect(d.incluido_en).toEqual([
        {
          id: body.detalles.baja.id,
          tipo_doc: 'RA',
          serie_numero: body.detalles.baja.serie_numero,
          estado: 'aceptado',
          accion: 'anular',
        },
      ]);
      expect(d.eventos.at(-1)).toMatchObject({ estado: 'anulado' });
      expect((await detail(body.detalles.baja.id)).referencias).toEqual([
        { id: f.id, tipo_doc: '01', serie_numero: 'F020-1', estado: 'anulado', accion: 'anular' },
      ]);
      await refused('/cpeanular', { id: f.id, motivo: 'Otra vez' }, 'Factura F020-1 ya está anulado');

      // Its credit note is voided the same way.
      const nota = (await api.post(token, '/cpeanular', { id: nc.id, motivo: 'Nota emitida por error' })).body.detalles;
      expect(nota.baja.tipo_doc).toBe('RA');
    });

    test('void a boleta by resumen diario with estado 3 (RC)', async () => {
      const b = await t.app.cpe.emitirComprobante(RUC, boleta('B020', 1));
      await settle([b.id]);
      const { body } = await api.post(token, '/cpeanular', { id: b.id, motivo: 'Boleta duplicada' });
      expect(body.detalles.baja.tipo_doc).toBe('RC');
      expect(body.mensaje).toBe(`Resumen diario de anulación ${body.detalles.baja.serie_numero} enviada a SUNAT`);
      await settle([body.detalles.baja.id]);
      expect((await t.app.cpe.obtener(b.id)).estado).toBe('anulado');
    });

    test("void outside SUNAT's window, a rejected, an unsent document or a summary: refused and nothing written", async () => {
      t.app.sunatSimulator!.setFaults({ rejectSeries: { F031: 2800 } });
      const old = await t.app.cpe.emitirComprobante(RUC, factura('F030', 1, addDays(today, -8)));
      const edge = await t.app.cpe.emitirComprobante(RUC, factura('F030', 2, addDays(today, -7)));
      const bad = await t.app.cpe.emitirComprobante(RUC, factura('F031', 1));
      const unsent = await t.app.cpe.emitirComprobante(RUC, factura('F030', 3), { enviar: false });
      await settle([old.id, edge.id, bad.id]);
      const lastDay = addDays(today, -1).split('-').reverse().join('/');
      await refused(
        '/cpeanular',
        { id: old.id, motivo: 'Fuera de plazo' },
        `El plazo para anular Factura F030-1 venció el ${lastDay} (7 días calendario desde el día siguiente a su emisión): emita una nota de crédito`,
      );
      await refused(
        '/cpeanular',
        { id: bad.id, motivo: 'Rechazado' },
        'Factura F031-1 fue rechazado por SUNAT y no tiene validez: no se anula, se corrige y se emite uno nuevo',
      );
      await refused(
        '/cpeanular',
        { id: unsent.id, motivo: 'No enviado' },
        'Solo se anulan comprobantes aceptados por SUNAT (Factura F030-3 está firmado)',
      );
      await refused(
        '/cpeanular',
        { id: 999999, motivo: 'No existe' },
        'El comprobante electrónico no existe o fue eliminado',
        404,
      );
      // The seventh day after the issue is still inside the window.
      const { res } = await api.post(token, '/cpeanular', { id: edge.id, motivo: 'Último día' });
      expect(res.statusCode).toBe(200);
    });

    test('boletas pending to be informed: listed by day, sent in one resumen diario, then accepted', async () => {
      const yesterday = addDays(today, -1);
      const b1 = await t.app.cpe.emitirComprobante(RUC, boleta('B040', 1, yesterday), { enviar: false });
      const b2 = await t.app.cpe.emitirComprobante(RUC, boleta('B040', 2, yesterday), { enviar: false });
      const pending = (await api.get(token, '/cperesumenespendientes')).body.detalles as any[];
      expect(pending.find((p) => p.fecha === yesterday)).toMatchObject({
        cantidad: 2,
        plazo_envio: addDays(yesterday, 3),
        plazo: null,
      });

      await refused('/cperesumen', { fecha: addDays(today, 1) }, 'La fecha del resumen no puede ser posterior a hoy');
      await refused('/cperesumen', { fecha: '2020-01-01' }, 'No hay boletas pendientes de informar del 01/01/2020');
      const { res, body } = await api.post(token, '/cperesumen', { fecha: yesterday });
      expect(res.statusCode).toBe(200);
      expect(body.detalles).toHaveLength(1);
      expect(body.detalles[0]).toMatchObject({ tipo_doc: 'RC', estado: 'en_cola' });
      // Already in a live summary: not pending any more, a second click sends nothing.
      expect(
        ((await api.get(token, '/cperesumenespendientes')).body.detalles as any[]).find((p) => p.fecha === yesterday),
      ).toBeUndefined();
      await refused(
        '/cperesumen',
        { fecha: yesterday },
        `No hay boletas pendientes de informar del ${yesterday.split('-').reverse().join('/')}`,
      );

      await settle([body.detalles[0].id]);
      expect((await t.app.cpe.obtener(b1.id)).estado).toBe('aceptado');
      expect((await t.app.cpe.obtener(b2.id)).estado).toBe('aceptado');
      const consult = (await api.post(token, '/cpeconsultar', { id: body.detalles[0].id })).body.detalles;
      expect(consult).toMatchObject({ codigo: '0', con_cdr: true, cdr_codigo: 0 });
      // A boleta of the summary is answered by the summary's ticket (it has no CDR of its own).
      const boletaAnswer = (await api.post(token, '/cpeconsultar', { id: b1.id })).body.detalles;
      expect(boletaAnswer).toMatchObject({
        codigo: '0',
        mensaje: `Resumen ${body.detalles[0].serie_numero}: Procesado correctamente`,
        con_cdr: true,
        documento: { estado: 'aceptado' },
      });
    });
  });

  test('every call needs a session and the /manage_cpe menu (the seller has none: 403)', async () => {
    await expectGuarded(t, [
      { method: 'GET', url: '/cpedocumentos' },
      { method: 'GET', url: '/cpecontadores' },
      { method: 'GET', url: '/cpedocumento/1' },
      { method: 'POST', url: '/cpeconsultar', payload: { id: 1 } },
      { method: 'POST', url: '/cpereintentar', payload: { id: 1 } },
      { method: 'POST', url: '/cpeanular', payload: { id: 1, motivo: 'Prueba de acceso' } },
      { method: 'GET', url: '/cperesumenespendientes' },
      { method: 'POST', url: '/cperesumen', payload: { fecha: today } },
      { method: 'GET', url: '/cpexml/1' },
      { method: 'GET', url: '/cpezip/1' },
      { method: 'GET', url: '/cpecdr/1' },
    ]);
  });
}
