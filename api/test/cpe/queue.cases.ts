import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { cpeDocumento } from '../../src/db/schema/index.js';
import { createCpeService, type CpeService } from '../../src/cpe/service.js';
import { createCpeWorker, type CpeWorker } from '../../src/cpe/queue/worker.js';
import { demoCpeSettings, type CpeSettings } from '../../src/cpe/settings.js';
import { startSunatSimulator, type RunningSimulator } from '../../src/cpe/simulator/plugin.js';
import { readCdr } from '../../src/cpe/cdr/reader.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { CLIENTE_RUC, boletaDe, facturaDe, notaCreditoDe, xmlsecVerify } from './helpers.js';
import type { GuiaRemision } from '../../src/cpe/types.js';

export default function queueCases() {
  const RUC = '20000000001';
  let t: TestApp;
  let sim: RunningSimulator;
  let settings: CpeSettings;
  let cpe: CpeService;
  let worker: CpeWorker;
  // Series the demo data never issues (its sales use F001/F002, B001/B002).
  let serie = 100;

  beforeAll(async () => {
    t = await createTestApp();
    sim = await startSunatSimulator();
    settings = demoCpeSettings({ timeoutMs: 15_000 });
    const provider = async () => settings;
    worker = createCpeWorker({
      db: t.db,
      settings: provider,
      simulatorBaseUrl: sim.url,
      backoffBaseMs: 20,
      backoffMaxMs: 100,
      ticketPollMs: 10,
      maxIntentos: 4,
      leaseMs: 30_000,
    });
    cpe = createCpeService({ db: t.db, settings: provider });
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });
  beforeEach(() => sim.setFaults({}));

  /** A fresh factura series per test keeps the documents apart. */
  const nextSerie = () => `F${String(++serie).padStart(3, '0')}`;

  async function settle(ids: number[], timeoutMs = 15_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      await worker.runOnce();
      const infos = await Promise.all(ids.map((id) => cpe.obtener(id)));
      if (infos.every((i) => i.final)) return infos;
      if (Date.now() > until) throw new Error(`not final: ${infos.map((i) => `${i.nombre}=${i.estado}`).join(', ')}`);
      await new Promise((r) => setTimeout(r, 15));
    }
  }

  const estados = async (id: number) => (await cpe.eventos(id)).map((e) => e.estado);

  describe('issue -> queue -> SUNAT (simulator) -> final state', () => {
    test('a factura is accepted; XML, zip, CDR, events and QR are kept', async () => {
      const s = nextSerie();
      const info = await cpe.emitirComprobante(RUC, facturaDe(1, 10, s));
      expect(info).toMatchObject({
        estado: 'en_cola',
        nombre: `${RUC}-01-${s}-1`,
        total: expect.stringMatching(/^\d+\.\d{2}$/),
      });
      const [done] = await settle([info.id]);
      expect(done).toMatchObject({
        estado: 'aceptado',
        codigoRespuesta: 0,
        descripcionRespuesta: `La Factura numero ${s}-1, ha sido aceptada`,
        envios: 1,
      });
      expect(await estados(info.id)).toEqual(['generado', 'firmado', 'en_cola', 'enviando', 'aceptado']);
      const xml = await cpe.xml(info.id);
      expect(xmlsecVerify(xml).ok).toBe(true);
      expect((await cpe.zip(info.id)).nombre).toBe(`${RUC}-01-${s}-1.zip`);
      const cdr = await cpe.cdr(info.id);
      expect(cdr?.nombre).toBe(`R-${RUC}-01-${s}-1.zip`);
      expect(cdr?.cdr.documentHash).toBe(info.hash);
      expect(await cpe.qr(info.id)).toBe(
        `${RUC}|01|${s}|1|${info.igv}|${info.total}|2024-05-10|6|${CLIENTE_RUC.numDoc}|${info.hash}`,
      );
      await expect(cpe.emitirComprobante(RUC, facturaDe(1, 10, s))).rejects.toThrow(
        `El comprobante ${s}-1 ya fue registrado`,
      );
    });

    test('boletas informed by a resumen diario (ticket 98 then 0) become accepted; a boleta voided by RC status 3', async () => {
      const b1 = await cpe.emitirComprobante(RUC, boletaDe(1, 'B101'), { enviar: false });
      const b2 = await cpe.emitirComprobante(RUC, boletaDe(2, 'B101'), { enviar: false });
      expect(b1.estado).toBe('firmado');
      const rc = await cpe.resumenDiario(RUC, '2024-05-10', [b1.id, b2.id]);
      expect(rc.nombre).toMatch(new RegExp(`^${RUC}-RC-\\d{8}-\\d+$`));
      const [done] = await settle([rc.id]);
      expect(done).toMatchObject({ estado: 'aceptado', ticket: expect.any(String) });
      expect((await cpe.obtener(b1.id)).estado).toBe('aceptado');
      expect((await cpe.obtener(b2.id)).estado).toBe('aceptado');

      const [baja] = await cpe.anular(RUC, [{ id: b2.id, motivo: 'Error en el monto' }]);
      expect(baja!.tipoDoc).toBe('RC');
      expect(baja!.numero).toBe(rc.numero + 1);
      await settle([baja!.id]);
      expect((await cpe.obtener(b2.id)).estado).toBe('anulado');
      expect(await estados(b2.id)).toContain('anulado');
    });

    test('a factura and its credit note voided by comunicación de baja (RA)', async () => {
      const s = nextSerie();
      const f = await cpe.emitirComprobante(RUC, facturaDe(1, 2, s));
      const nc = await cpe.emitirNota(RUC, {
        ...notaCreditoDe(2, 1),
        serie: s,
        documentoAfectado: { tipoDoc: '01', serie: s, numero: 1 },
      });
      await settle([f.id, nc.id]);
      await expect(cpe.anular(RUC, [{ id: 999999, motivo: 'x' }])).rejects.toThrow(
        'Alguno de los comprobantes no existe',
      );
      const [ra] = await cpe.anular(RUC, [
        { id: f.id, motivo: 'Error en el RUC' },
        { id: nc.id, motivo: 'Error en el RUC' },
      ]);
      expect(ra!.tipoDoc).toBe('RA');
      const [done] = await settle([ra!.id]);
      expect(done!.estado).toBe('aceptado');
      expect((await cpe.obtener(f.id)).estado).toBe('anulado');
      expect((await cpe.obtener(nc.id)).estado).toBe('anulado');
      await expect(cpe.anular(RUC, [{ id: f.id, motivo: 'otra vez' }])).rejects.toThrow(
        'Solo se anulan comprobantes aceptados',
      );
    });

    test('a guía goes through the GRE REST API', async () => {
      const guia: GuiaRemision = {
        tipoDoc: '09',
        serie: 'T010',
        numero: 1,
        fechaEmision: '2024-05-10',
        destinatario: CLIENTE_RUC,
        envio: {
          motivoTraslado: '01',
          modalidad: '02',
          fechaTraslado: '2024-05-10',
          pesoTotal: '10',
          vehiculo: { placa: 'ABC123' },
          conductores: [
            { tipoDoc: '1', numDoc: '46027896', nombres: 'Ana', apellidos: 'Pérez', licencia: 'Q46027896' },
          ],
          partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
          llegada: { ubigeo: '150101', direccion: 'Jr. Lampa 1' },
        },
        lineas: [{ descripcion: 'Caja', cantidad: 5 }],
      };
      const g = await cpe.emitirGuia(RUC, guia);
      const [done] = await settle([g.id]);
      expect(done).toMatchObject({ estado: 'aceptado', tipoDoc: '09' });
      expect(await estados(g.id)).toEqual(['generado', 'firmado', 'en_cola', 'enviando', 'enviado', 'aceptado']);
    });

    test("a carrier's guide (31) goes through the same GRE REST API", async () => {
      const g = await cpe.emitirGuiaTransportista(RUC, {
        tipoDoc: '31',
        serie: 'V010',
        numero: 1,
        fechaEmision: '2024-05-10',
        registroMtc: '0153220AB',
        remitente: { tipoDoc: '1', numDoc: '46027896', razonSocial: 'Ana Pérez' },
        destinatario: CLIENTE_RUC,
        pagadorFlete: { tipo: 'Remitente' },
        envio: {
          fechaTraslado: '2024-05-10',
          pesoTotal: '10',
          vehiculo: { placa: 'ABC123', tuc: '15M22024281E' },
          conductores: [
            { tipoDoc: '1', numDoc: '41234567', nombres: 'Luis', apellidos: 'Quispe', licencia: 'Q41234567' },
          ],
          partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
          llegada: { ubigeo: '040101', direccion: 'Calle Mercaderes 300' },
        },
        lineas: [{ descripcion: 'Encomienda', cantidad: 1 }],
      });
      const [done] = await settle([g.id]);
      expect(done).toMatchObject({ estado: 'aceptado', tipoDoc: '31', serie: 'V010' });
      expect(readCdr((await cpe.cdr(g.id))!.zip).description).toBe(
        'La Guia de Remision Transportista numero V010-1, ha sido aceptada',
      );
    });
  });

  describe('failures go through the right states', () => {
    test('a rejection code for a series ends in "rechazado" with SUNAT\'s code and text', async () => {
      sim.setFaults({ rejectSeries: { F900: 2800 } });
      const f = await cpe.emitirComprobante(RUC, facturaDe(1, 1, 'F900'));
      const [done] = await settle([f.id]);
      expect(done).toMatchObject({
        estado: 'rechazado',
        codigoRespuesta: 2800,
        descripcionRespuesta: 'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
      });
      expect(await estados(f.id)).toEqual(['generado', 'firmado', 'en_cola', 'enviando', 'rechazado']);
    });

    test('a time-out: verified with getStatusCdr (never received), resent once, accepted', async () => {
      sim.setFaults({ timeouts: 1, hangMs: 3000 });
      const f = await cpe.emitirComprobante(RUC, facturaDe(1, 1, nextSerie()));
      settings.timeoutMs = 300;
      try {
        await worker.runOnce();
      } finally {
        settings.timeoutMs = 15_000;
      }
      const after = await cpe.obtener(f.id);
      expect(after).toMatchObject({ estado: 'enviando', intentos: 1, ultimoError: 'SUNAT no respondió en 0 s' });
      const [done] = await settle([f.id]);
      expect(done).toMatchObject({ estado: 'aceptado', envios: 2 });
      const ev = await cpe.eventos(f.id);
      expect(ev.map((e) => e.estado)).toEqual([
        'generado',
        'firmado',
        'en_cola',
        'enviando',
        'reintento',
        'enviando',
        'enviando',
        'aceptado',
      ]);
      expect(ev[5]!.detalle).toMatch(/^SUNAT no recibió el envío anterior \(0011/);
      expect((await sim.store.getDocument(f.nombre))?.recepciones).toBe(1);
    });

    test('a lost answer after SUNAT processed it: the CDR is recovered without resending', async () => {
      sim.setFaults({ lostAnswers: 1 });
      const f = await cpe.emitirComprobante(RUC, facturaDe(1, 1, nextSerie()));
      const [done] = await settle([f.id]);
      expect(done).toMatchObject({ estado: 'aceptado', envios: 1 });
      const ev = await cpe.eventos(f.id);
      expect(ev.at(-1)!.detalle).toMatch(/^CDR recuperado con getStatusCdr \(sin reenviar\): Aceptado/);
      expect((await sim.store.getDocument(f.nombre))?.recepciones).toBe(1);
    });

    test('exceptions retry with backoff; after the last attempt "error"; reintentar finishes it', async () => {
      sim.setFaults({ exception: { code: 109, count: 2 } });
      const a = await cpe.emitirComprobante(RUC, facturaDe(1, 1, nextSerie()));
      const [ok] = await settle([a.id]);
      expect(ok).toMatchObject({ estado: 'aceptado', envios: 3 });
      expect((await estados(a.id)).filter((e) => e === 'reintento')).toHaveLength(2);

      sim.setFaults({ exception: { code: 130, count: 100 } });
      const b = await cpe.emitirComprobante(RUC, facturaDe(1, 1, nextSerie()));
      const [failed] = await settle([b.id]);
      expect(failed).toMatchObject({
        estado: 'error',
        intentos: 4,
        ultimoError: '0130 - El sistema no puede responder su solicitud. (No se pudo obtener el ticket de proceso)',
      });
      sim.setFaults({});
      await cpe.reintentar(b.id);
      const [again] = await settle([b.id]);
      expect(again!.estado).toBe('aceptado');
    });

    test('SUNAT down, then back', async () => {
      sim.setFaults({ down: true });
      const f = await cpe.emitirComprobante(RUC, facturaDe(1, 1, nextSerie()));
      await worker.runOnce();
      expect((await cpe.obtener(f.id)).estado).not.toBe('aceptado');
      sim.setFaults({});
      const [done] = await settle([f.id]);
      expect(done!.estado).toBe('aceptado');
    });

    test('an invalid document is never stored nor sent, and its schema errors are reported', async () => {
      const doc = { ...facturaDe(1, 1, nextSerie()), fechaEmision: '2024-02-30' };
      const err = await cpe.emitirComprobante(RUC, doc).catch((e) => e);
      expect(err.message).toMatch(/^El XML no cumple el esquema de SUNAT \(\d+ error\(es\)\): línea \d+: .*IssueDate/);
      expect(err.extra.detalles.length).toBeGreaterThan(0);
      expect(await cpe.buscar(RUC, '01', doc.serie, 1)).toBeUndefined();
    });

    test('a stored XML corrupted before sending is marked "invalido" and never reaches SUNAT', async () => {
      const f = await cpe.emitirComprobante(RUC, facturaDe(1, 1, nextSerie()), { enviar: false });
      const xml = await cpe.xml(f.id);
      await t.db
        .update(cpeDocumento)
        .set({ xml: xml.replace('<cbc:IssueDate>', '<cbc:Otro>1</cbc:Otro><cbc:IssueDate>') })
        .where(eq(cpeDocumento.id, f.id));
      await cpe.enviar(f.id);
      const [done] = await settle([f.id]);
      expect(done!.estado).toBe('invalido');
      expect(done!.errores[0]!.message).toContain('Otro');
      expect(await sim.store.getDocument(f.nombre)).toBeUndefined();
    });
  });

  describe('several workers', () => {
    test('two workers draining the same queue send each document exactly once', async () => {
      const s = nextSerie();
      const ids: number[] = [];
      for (let n = 1; n <= 12; n++) ids.push((await cpe.emitirComprobante(RUC, facturaDe(n, 1, s))).id);
      const provider = async () => settings;
      const other = createCpeWorker({ db: t.db, settings: provider, simulatorBaseUrl: sim.url, concurrency: 3 });
      const mine = createCpeWorker({ db: t.db, settings: provider, simulatorBaseUrl: sim.url, concurrency: 3 });
      const drain = async (w: CpeWorker) => {
        while ((await w.runOnce()) > 0);
      };
      await Promise.all([drain(other), drain(mine), drain(other), drain(mine)]);
      expect(new Set([other.id, mine.id]).size).toBe(2);
      const infos = await Promise.all(ids.map((id) => cpe.obtener(id)));
      expect(infos.map((i) => i.estado)).toEqual(ids.map(() => 'aceptado'));
      expect(infos.map((i) => i.envios)).toEqual(ids.map(() => 1));
      for (const i of infos) expect((await sim.store.getDocument(i.nombre))?.recepciones).toBe(1);
    });
  });

  describe('the simulator mounted in the API', () => {
    test('answers getStatusCdr on /sunat-simulator with its SOAP protocol', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sunat-simulator/ol-it-wsconscpegem/billConsultService',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        payload: `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ser="http://service.sunat.gob.pe" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"><soapenv:Header><wsse:Security><wsse:UsernameToken><wsse:Username>${RUC}MODDATOS</wsse:Username><wsse:Password>moddatos</wsse:Password></wsse:UsernameToken></wsse:Security></soapenv:Header><soapenv:Body><ser:getStatusCdr><rucComprobante>${RUC}</rucComprobante><tipoComprobante>01</tipoComprobante><serieComprobante>F001</serieComprobante><numeroComprobante>1</numeroComprobante></ser:getStatusCdr></soapenv:Body></soapenv:Envelope>`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<statusCode>0011</statusCode>');
    });

    test("the app's own CPE service queues in the app's database", async () => {
      const issued = await t.app.cpe.emitirComprobante(RUC, facturaDe(1, 2, nextSerie()));
      const [row] = await t.db.select().from(cpeDocumento).where(eq(cpeDocumento.id, issued.id));
      expect(row).toMatchObject({ id: issued.id, nombre: (await cpe.obtener(issued.id)).nombre });
      expect((await t.app.cpe.obtener(issued.id)).estado).toBe('en_cola');
    });

    test('the CDR of an accepted document reads back from the database', async () => {
      const f = await cpe.emitirComprobante(RUC, facturaDe(1, 3, nextSerie()));
      await settle([f.id]);
      const [row] = await t.db.select().from(cpeDocumento).where(eq(cpeDocumento.id, f.id));
      expect(readCdr(row!.cdrZip!).resultado).toBe('aceptado');
    });
  });
}
