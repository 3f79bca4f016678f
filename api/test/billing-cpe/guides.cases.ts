import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { startTestWorker } from '../helpers/cpe-worker.js';
import { DEMO_WAREHOUSES } from '../../src/demo/inventory.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, demoIds, expectGuarded } from '../inventory/support.js';
import { day, freshPeople } from '../purchasing-credits/support.js';

/**
 * Guías de remisión remitente end to end: saved in one transaction, signed, sent by the worker to the
 * bundled SUNAT simulator (GRE REST) and answered; refusals write nothing and use no number; a rejected
 * guide is reverted, corrected and accepted under a new number; a transfer between branches becomes a
 * reason-04 guide with both establishment codes.
 */
export default function guidesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let client: number;

  beforeAll(async () => {
    t = await createTestApp({ sunatSimulatorAdmin: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    startTestWorker(t.app);
    admin = await t.login();
    api = caller(t);
    ids = await demoIds(t);
    ({ client } = await freshPeople(t, admin, '45678912', '20601030013'));
  });
  afterAll(() => t.close());

  const line = (codigo: string, cantidad: string, unit = 'UND') => ({
    producto_id: ids.product(codigo),
    unidad_medida_id: ids.unit(unit),
    cantidad,
  });
  const privateGuide = (extra: Record<string, unknown> = {}) => ({
    fecha_emision: day(0),
    fecha_traslado: day(1),
    motivo: '01',
    modalidad: '02',
    placas: ['abc-123'],
    conductores: [
      {
        tipo_documento: '1',
        numero_documento: '41234567',
        nombres: 'Juan',
        apellidos: 'Pérez Quispe',
        licencia: 'q41234567',
      },
    ],
    partida_ubigeo: '150122',
    partida_direccion: 'AV. LARCO 1150, MIRAFLORES',
    llegada_ubigeo: '150131',
    llegada_direccion: 'AV. JAVIER PRADO ESTE 4200, SAN ISIDRO',
    peso_bruto: '25.5',
    bultos: 3,
    idpersona: client,
    items: [line('FER-0016', '5'), line('FER-0017', '2')],
    ...extra,
  });

  /** Polls the guide until the engine reaches a final state (the worker runs every 20 ms). */
  async function settled(idguia: number) {
    for (let i = 0; i < 400; i++) {
      const { body } = await api.get(admin, `/consultaguia/${idguia}`);
      if (body.detalles.cpe?.final) return body.detalles;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`la guía ${idguia} no terminó`);
  }

  const correlativo = async (serie: string) =>
    (await queryRows<{ correlativo: number }>(t.db, sql`select correlativo from serie where serie = ${serie}`))[0]!
      .correlativo;
  const counts = async () => [
    await countRows(t, 'guia'),
    await countRows(t, 'guia_detalle'),
    await countRows(t, 'cpe_documento'),
    await correlativo('T001'),
  ];

  describe('gguia', () => {
    test('a guide with private transport is numbered from T001, signed, sent through GRE and accepted; the list, the detail and the A4 show it', async () => {
      const next = await correlativo('T001');
      const { body } = await api.post(admin, '/gguia', privateGuide());
      expect(body).toMatchObject({ status: 200, mensaje: 'Guía registrada correctamente' });
      const saved = body.detalles;
      expect(saved).toMatchObject({
        serie: 'T001',
        numero: next,
        documento: `T001-${String(next).padStart(8, '0')}`,
        motivo_nombre: 'Venta',
        modalidad: '02',
        estado: 1,
        placas: ['ABC123'],
        destinatario_numero_documento: '45678912',
      });
      expect(saved.conductores[0]).toMatchObject({ licencia: 'Q41234567', apellidos: 'Pérez Quispe' });
      expect(saved.items.map((i: any) => [i.descripcion, i.cantidad, i.unidad_sunat])).toEqual([
        [expect.stringContaining('Martillo'), '5.0000', 'NIU'],
        [expect.any(String), '2.0000', 'NIU'],
      ]);
      expect(saved.cpe).toMatchObject({
        estado: expect.stringMatching(/en_cola|enviando|enviado|aceptado/),
        hash: expect.any(String),
      });

      const done = await settled(saved.idguia);
      expect(done.cpe).toMatchObject({ estado: 'aceptado', codigo: 0, final: true });
      expect(done.estado_sunat).toBe('aceptado');
      expect(done.eventos.map((e: any) => e.estado)).toEqual(
        expect.arrayContaining(['firmado', 'en_cola', 'aceptado']),
      );
      const xml = await t.app.cpe.xml(done.cpe.id);
      expect(xml).toContain('<cbc:TransportModeCode listName="Modalidad de traslado"');
      expect(xml).toContain('<cbc:ID>ABC123</cbc:ID>');
      expect(xml).toContain('<cbc:JobTitle>Principal</cbc:JobTitle>');

      const list = (
        await api.get(
          admin,
          `/guia?page=1&pageSize=10&idusuario=0&idsucursal=0&estado_sunat=aceptado&q=${encodeURIComponent('cliente 45678912')}`,
        )
      ).body;
      expect(list.detalles.map((r: any) => r.idguia)).toContain(saved.idguia);
      expect((await api.get(admin, '/guia?page=1&estado_sunat=rechazado&q=45678912')).body.detalles).toEqual([]);

      const pdf = await t.call(admin, { method: 'GET', url: `/api/pdfguiaa4/${saved.idguia}` });
      expect(pdf.res.headers['content-type']).toBe('application/pdf');
      const dir = mkdtempSync(join(tmpdir(), 'guia-pdf-'));
      writeFileSync(join(dir, 'g.pdf'), pdf.res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'g.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('GUÍA DE REMISIÓN');
      expect(text).toContain(String(next).padStart(8, '0'));
      expect(text).toContain('ABC123');
      expect(text).toContain('Q41234567');
      expect(text).toContain(done.cpe.hash);
      expect(text).toMatch(/LIMA - LIMA - SAN ISIDRO/i);
    });

    test('public transport: the carrier with its RUC and MTC registration; enviaguiacorreo attaches PDF, XML and CDR and records the mail', async () => {
      const { body } = await api.post(
        admin,
        '/gguia',
        privateGuide({
          modalidad: '01',
          placas: [],
          conductores: [],
          transportista_ruc: '20100070970',
          transportista_razon_social: 'TRANSPORTES RÁPIDOS S.A.C.',
          transportista_mtc: '15123456CNG',
          fecha_traslado: day(0),
        }),
      );
      expect(body.status).toBe(200);
      const done = await settled(body.detalles.idguia);
      expect(done).toMatchObject({
        transportista_ruc: '20100070970',
        transportista_mtc: '15123456CNG',
        placas: [],
        conductores: [],
      });
      expect(done.cpe.estado).toBe('aceptado');
      expect(await t.app.cpe.xml(done.cpe.id)).toContain('<cbc:CompanyID>15123456CNG</cbc:CompanyID>');

      const mail = (await api.post(admin, '/enviaguiacorreo', { idguia: done.idguia, para: 'cliente@ejemplo.pe' }))
        .body;
      expect(mail).toMatchObject({
        status: 200,
        detalles: { estado: 'bandeja', origen: 'guia', idorigen: done.idguia },
      });
      expect(mail.mensaje).toMatch(/bandeja de salida/);
      expect(mail.detalles.adjuntos).toEqual([
        `${done.cpe.nombre}.pdf`,
        `${done.cpe.nombre}.xml`,
        `R-${done.cpe.nombre}.zip`,
      ]);
      expect(
        (await api.get(admin, `/consultaguia/${done.idguia}`)).body.detalles.correos.map((c: any) => c.idcorreo),
      ).toEqual([mail.detalles.idcorreo]);
      expect(
        (await api.post(admin, '/enviaguiacorreo', { idguia: done.idguia, para: 'no es un correo' })).body.status,
      ).toBe(400);
    });

    test.each([
      ['an ubigeo that does not exist', { llegada_ubigeo: '159999' }, 'El ubigeo de llegada 159999 no existe'],
      [
        'a plate that is not 6 to 8 letters or digits',
        { placas: ['ABCD-12345'] },
        'La placa ABCD12345 no es válida: debe tener de 6 a 8 letras o números',
      ],
      [
        'a carrier RUC with a wrong check digit',
        { modalidad: '01', transportista_ruc: '20100070971', transportista_razon_social: 'X S.A.C.' },
        /El RUC del transportista no es válido/,
      ],
      [
        'the company as its own carrier',
        { modalidad: '01', transportista_ruc: '20000000001', transportista_razon_social: 'X S.A.C.' },
        'El transportista no puede ser el remitente: use transporte privado',
      ],
      [
        'public transport without a carrier',
        { modalidad: '01' },
        'Para el transporte público indique el RUC del transportista',
      ],
      [
        'private transport without a driver',
        { conductores: [] },
        'Para el transporte privado indique el conductor del vehículo',
      ],
      [
        'a licence too short',
        {
          conductores: [
            {
              tipo_documento: '1',
              numero_documento: '41234567',
              nombres: 'A',
              apellidos: 'B',
              licencia: 'Q1234567X'.slice(0, 8),
            },
          ],
        },
        /Licencia de conducir/,
      ],
      [
        'a driver DNI of 7 digits',
        {
          conductores: [
            { tipo_documento: '1', numero_documento: '4123456', nombres: 'A', apellidos: 'B', licencia: 'Q41234567' },
          ],
        },
        'Conductor principal: el DNI debe tener 8 dígitos',
      ],
      ['a zero weight', { peso_bruto: '0' }, 'El peso bruto total debe ser mayor que cero'],
      [
        'a transfer starting before the issue date',
        { fecha_traslado: day(-1) },
        'La fecha de inicio del traslado no puede ser anterior a la fecha de emisión de la guía',
      ],
      [
        'an issue date in the future',
        { fecha_emision: day(1), fecha_traslado: day(2) },
        'La fecha de emisión no puede ser posterior a hoy',
      ],
      [
        'reason 04 without establishment codes',
        { motivo: '04', idpersona: null },
        'Para el motivo 04 (traslado entre establecimientos) indique el código de establecimiento del punto de partida',
      ],
      ['a sale without a recipient', { idpersona: null }, 'Indique el destinatario de la guía'],
      [
        'reason 04 to a third party',
        { motivo: '04', idpersona: 0, partida_codigo_local: '0000', llegada_codigo_local: '0001' },
        'Para el motivo 04 el destinatario debe ser la propia empresa',
      ],
      [
        'a zero quantity',
        { items: [{ producto_id: null, unidad_medida_id: 1, descripcion: 'Caja', cantidad: '0' }] },
        'Línea 1: la cantidad debe ser mayor que cero',
      ],
    ] as [string, Record<string, unknown>, string | RegExp][])(
      'refuses %s: nothing written, no number used',
      async (_label, change, mensaje) => {
        const payload = privateGuide(change.idpersona === 0 ? { ...change, idpersona: client } : change);
        const before = await counts();
        const { res, body } = await api.post(admin, '/gguia', payload);
        expect([res.statusCode, body.status]).toEqual([400, 400]);
        if (typeof mensaje === 'string') expect(body.mensaje).toBe(mensaje);
        else expect(body.mensaje).toMatch(mensaje);
        expect(await counts()).toEqual(before);
      },
    );
  });

  describe('reverceguia and the engine steps', () => {
    test('a guide SUNAT rejects goes back to be corrected and is accepted under a new number; an accepted one cannot be reverted', async () => {
      const [branch] = await queryRows<{ idsucursal: number; idcomprobante: number }>(
        t.db,
        sql`select s.idsucursal, s.idcomprobante from serie s where s.serie = 'T001'`,
      );
      const [created] = await queryRows<{ idserie: number }>(
        t.db,
        sql`insert into serie (idcomprobante, idsucursal, serie) values (${branch!.idcomprobante}, ${branch!.idsucursal}, 'T099') returning idserie`,
      );
      t.app.sunatSimulator!.setFaults({ rejectSeries: { T099: 2555 } });
      try {
        const first = (await api.post(admin, '/gguia', privateGuide({ idserie: created!.idserie }))).body.detalles;
        const rejected = await settled(first.idguia);
        expect(rejected.cpe).toMatchObject({
          estado: 'rechazado',
          codigo: 2555,
          descripcion: expect.stringMatching(/Destinatario no debe ser igual al remitente/),
        });
        const pdfText = await t.call(admin, { method: 'GET', url: `/api/pdfguiaa4/${first.idguia}` });
        expect(pdfText.res.statusCode).toBe(200);
        expect((await api.post(admin, '/enviaguia', { idguia: first.idguia })).body.mensaje).toMatch(
          /SUNAT rechazó la guía T099-1: reviértala/,
        );

        const reverted = (
          await api.post(admin, '/reverceguia', { idguia: first.idguia, motivo: 'Destinatario equivocado' })
        ).body;
        expect(reverted).toMatchObject({ status: 200, detalles: { estado: 2, cpe: null, estado_sunat: null } });
        expect(reverted.detalles.anteriores).toEqual([
          expect.objectContaining({ id: rejected.cpe.id, estado: 'rechazado' }),
        ]);
        expect((await t.app.cpe.eventos(rejected.cpe.id)).at(-1)).toMatchObject({
          detalle: 'Guía devuelta a corrección: Destinatario equivocado',
        });
        expect((await api.post(admin, '/reverceguia', { idguia: first.idguia })).body.mensaje).toBe(
          'La guía ya está en corrección',
        );
        expect((await api.post(admin, '/enviaguia', { idguia: first.idguia })).body.mensaje).toBe(
          'La guía está en corrección: guárdela corregida para enviarla',
        );

        t.app.sunatSimulator!.setFaults({});
        const corrected = (
          await api.post(
            admin,
            '/gguia',
            privateGuide({
              idguia: first.idguia,
              idserie: created!.idserie,
              llegada_direccion: 'CALLE LAS BEGONIAS 450, SAN ISIDRO',
            }),
          )
        ).body;
        expect(corrected).toMatchObject({
          status: 200,
          mensaje: 'Guía corregida y emitida correctamente',
          detalles: { idguia: first.idguia, serie: 'T099', numero: 2, estado: 1 },
        });
        const accepted = await settled(first.idguia);
        expect(accepted).toMatchObject({
          llegada_direccion: 'CALLE LAS BEGONIAS 450, SAN ISIDRO',
          cpe: { estado: 'aceptado' },
        });
        expect(accepted.anteriores.map((a: any) => a.nombre)).toEqual(['20000000001-09-T099-1']);

        // Steps on an accepted guide change nothing; reverting it is refused.
        for (const call of ['/generaguia', '/firmaguia', '/enviaguia']) {
          const again = (await api.post(admin, call, { idguia: first.idguia })).body;
          expect([call, again.status, again.detalles.cpe.id, again.detalles.cpe.estado]).toEqual([
            call,
            200,
            accepted.cpe.id,
            'aceptado',
          ]);
        }
        expect((await api.post(admin, '/reverceguia', { idguia: first.idguia })).body.mensaje).toBe(
          'SUNAT aceptó la guía T099-2: no se puede revertir; emita una nueva guía si necesita corregirla',
        );
        // A guide that is not being corrected cannot be saved over.
        expect((await api.post(admin, '/gguia', privateGuide({ idguia: first.idguia }))).body.mensaje).toBe(
          'Solo se corrige una guía devuelta a corrección (revertida)',
        );
      } finally {
        t.app.sunatSimulator!.setFaults({});
      }
    });
  });

  describe('guiatransferencia', () => {
    test('a transfer between the Lima and Arequipa branches becomes a reason-04 guide with both establishment codes, and only one', async () => {
      const principal = ids.store(DEMO_WAREHOUSES.principal);
      const arequipa = ids.store(DEMO_WAREHOUSES.arequipa);
      const transfer = (
        await api.post(admin, '/rtransferencia', {
          fecha: day(0),
          idalmacen_origen: principal,
          idalmacen_destino: arequipa,
          items: [line('FER-0016', '2')],
        })
      ).body.detalles;
      const draft = (await api.get(admin, `/guiatransferencia/${transfer.idtransferencia}`)).body;
      expect(draft).toMatchObject({
        status: 200,
        detalles: {
          motivo: '04',
          idpersona: null,
          idtransferencia: transfer.idtransferencia,
          partida_ubigeo: '150122',
          partida_codigo_local: '0000',
          partida_direccion: 'AV. LARCO 1150, MIRAFLORES',
          llegada_ubigeo: '040101',
          llegada_codigo_local: '0001',
          peso_bruto: null,
        },
      });
      expect(draft.detalles.items).toEqual([
        expect.objectContaining({ producto_id: ids.product('FER-0016'), cantidad: '2.0000', abreviatura: 'UND' }),
      ]);

      const { items, ...header } = draft.detalles;
      const body = {
        ...header,
        peso_bruto: '4.2',
        placas: ['XYZ987'],
        conductores: [
          {
            tipo_documento: '1',
            numero_documento: '41234567',
            nombres: 'Juan',
            apellidos: 'Pérez',
            licencia: 'Q41234567',
          },
        ],
        items: items.map(({ producto_id, unidad_medida_id, descripcion, cantidad }: any) => ({
          producto_id,
          unidad_medida_id,
          descripcion,
          cantidad,
        })),
      };
      const saved = (await api.post(admin, '/gguia', body)).body;
      expect(saved.status).toBe(200);
      const done = await settled(saved.detalles.idguia);
      expect(done).toMatchObject({
        destinatario_numero_documento: '20000000001',
        destinatario_tipo_documento: '6',
        transferencia: transfer.documento,
        cpe: { estado: 'aceptado' },
      });
      const xml = await t.app.cpe.xml(done.cpe.id);
      expect(xml).toMatch(/<cbc:AddressTypeCode listID="20000000001"[^>]*>0000<\/cbc:AddressTypeCode>/);
      expect(xml).toMatch(/<cbc:AddressTypeCode listID="20000000001"[^>]*>0001<\/cbc:AddressTypeCode>/);

      expect((await api.get(admin, `/guiatransferencia/${transfer.idtransferencia}`)).body.mensaje).toBe(
        `La transferencia ya tiene la guía ${done.documento}`,
      );
      const before = await counts();
      expect((await api.post(admin, '/gguia', body)).body.mensaje).toBe(
        `La transferencia ya tiene la guía ${done.documento}`,
      );
      expect(await counts()).toEqual(before);
    });
  });

  test('every guide call needs a session and the /electronic_guide menu', async () => {
    await expectGuarded(t, [
      { method: 'GET', url: '/guia?page=1' },
      { method: 'GET', url: '/consultaguia/1' },
      { method: 'POST', url: '/gguia', payload: privateGuide() },
      { method: 'POST', url: '/generaguia', payload: { idguia: 1 } },
      { method: 'POST', url: '/firmaguia', payload: { idguia: 1 } },
      { method: 'POST', url: '/enviaguia', payload: { idguia: 1 } },
      { method: 'POST', url: '/reverceguia', payload: { idguia: 1 } },
      { method: 'POST', url: '/enviaguiacorreo', payload: { idguia: 1, para: 'a@b.pe' } },
      { method: 'GET', url: '/guiatransferencia/1' },
    ]);
    expect((await api.get(admin, '/consultaguia/999999')).body).toMatchObject({
      status: 400,
      mensaje: 'La guía no existe o fue eliminada',
    });
    expect((await api.get(admin, '/tipoguia')).body.detalles).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: '09' })]),
    );
  });
}
