import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { SELLER } from '../helpers/app.js';
import { expectGuarded } from '../inventory/support.js';
import { day } from '../purchasing-credits/support.js';
import { footprint, line, salesApp, type SalesApp } from './sales-support.js';

/**
 * Proformas (spec 001 "Proformas"): every call, figures against hand-computed sums, states (abierta,
 * vencida, convertida), the sale made from a proforma in ONE transaction, refusals that change
 * nothing, the mail to the outbox with its PDF, both prints read back, and the per-menu access.
 */
export default function proformasCases() {
  let s: SalesApp;
  beforeAll(async () => {
    // No worker: the sales made here are notas de venta (no CPE to send).
    s = await salesApp({ worker: false });
  });
  afterAll(() => s.t.close());

  const RUC = '20456789120';
  const pdfText = (pdf: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), 'proforma-pdf-'));
    writeFileSync(join(dir, 'p.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
  };
  const quote = (proforma: Record<string, unknown>, detalles: object[]) =>
    s.api.post(s.admin, '/rproformaform', { proforma: { idmoneda: 1, ...proforma }, detalles });
  /** What a refused proforma call must leave untouched: proformas, their lines, the series' numbers, stock and sales. */
  async function quoteFootprint() {
    const [row] = await queryRows<Record<string, number>>(
      s.t.db,
      sql`select (select count(*)::int from proforma) as proformas, (select count(*)::int from proforma_detalle) as lineas,
               (select coalesce(sum(estado * 1000 + coalesce(idventa, 0)), 0)::int from proforma) as estados,
               (select coalesce(string_agg(total::text || fecha_validez::text, ',' order by idproforma), '') from proforma) as totales`,
    );
    return { ...row!, ...(await footprint(s.t)) };
  }
  /** Hand-computed: 2 × 35.00 + 1 × 289.90 + 1 × 15.00, prices with IGV 18%. */
  const THREE_LINES = () => [
    line(s, 'FER-0016', '2', '35.00'),
    line(s, 'FER-0014', '1', '289.90'),
    line(s, 'SER-0002', '1', '15.00', { unidad_medida_id: s.ids.unit('SERV') }),
  ];

  describe('proformas', () => {
    test('the demo seed has proformas in every state; the converted one links to its sale', async () => {
      for (const estado of ['abierta', 'vencida', 'convertida']) {
        const rows = (await s.api.get(s.admin, `/proforma?page=1&estado=${estado}`)).body.detalles;
        expect([estado, rows.length > 0]).toEqual([estado, true]);
      }
      const [sold] = (await s.api.get(s.admin, '/proforma?page=1&estado=convertida')).body.detalles;
      expect(sold.venta_documento).toMatch(/^NV01-\d{8}$/);
    });

    test('only the proforma menus reach the calls', async () => {
      await expectGuarded(s.t, [
        { method: 'GET', url: '/proforma?page=1' },
        { method: 'GET', url: '/cproforma/1' },
        { method: 'POST', url: '/rproformaform', payload: {} },
        { method: 'POST', url: '/aproformaform', payload: {} },
        { method: 'POST', url: '/eproforma', payload: { idproforma: 1 } },
        { method: 'POST', url: '/enviaproformacorreo', payload: { idproforma: 1 } },
        { method: 'GET', url: '/pproforma/1' },
        { method: 'GET', url: '/pproformaa4/1' },
      ]);
    });

    test('rproformaform numbers it in PR01 and computes it like a sale; nothing leaves the warehouse (a serial product needs no serials)', async () => {
      const before = await footprint(s.t);
      const { body } = await quote(
        {
          idpersona: s.person(RUC),
          forma_pago: 'Contado',
          tiempo_entrega: '48 horas',
          condiciones: 'Precios incluyen IGV.\nFlete a cargo del cliente.',
        },
        THREE_LINES(),
      );
      expect(body).toMatchObject({
        status: 200,
        mensaje: expect.stringMatching(/^Proforma PR01-\d{8} registrada correctamente$/),
      });
      const p = body.detalles;
      // Lines: 70.00 → 59.32 + 10.68; 289.90 → 245.68 + 44.22; 15.00 → 12.71 + 2.29.
      expect(p.detalles.map((l: any) => [l.item, l.valor_venta, l.igv, l.importe])).toEqual([
        [1, '59.32', '10.68', '70.00'],
        [2, '245.68', '44.22', '289.90'],
        [3, '12.71', '2.29', '15.00'],
      ]);
      // 59.32 + 245.68 + 12.71 = 317.71; IGV 10.68 + 44.22 + 2.29 = 57.19; 317.71 + 57.19 = 374.90.
      expect(p).toMatchObject({
        gravadas: '317.71',
        igv: '57.19',
        total: '374.90',
        estado: 1,
        situacion: 'abierta',
        fecha: day(0),
        fecha_validez: day(15),
        cliente_documento: RUC,
        moneda: 'PEN',
        idventa: null,
        idpedido: null,
      });
      expect(p.documento).toBe(`PR01-${String(p.numero).padStart(8, '0')}`);
      expect(p.monto_letras).toMatch(/TRESCIENTOS SETENTA Y CUATRO Y 90\/100 SOLES$/);
      const after = await footprint(s.t);
      expect({ ...after, correlativos: before.correlativos }).toEqual(before);
      expect(after.correlativos).toBe(before.correlativos! + 1);
      const read = (await s.api.get(s.admin, `/cproforma/${p.idproforma}`)).body;
      expect(read).toMatchObject({
        status: 200,
        detalles: {
          idproforma: p.idproforma,
          total: '374.90',
          condiciones: 'Precios incluyen IGV.\nFlete a cargo del cliente.',
          correos: [],
        },
      });
    });

    test('a USD proforma with a line discount and a global discount', async () => {
      const { body } = await quote({ idmoneda: 2, tipo_cambio: '3.7500', descuento_global: '10.00' }, [
        line(s, 'FER-0022', '2', '65.00', { descuento: '5.00' }),
      ]);
      // 2 × 65.00 = 130.00 with IGV → 110.17 without; less 5.00 (line) = 105.17; less 10.00 (global) = 95.17; IGV 17.13; total 112.30.
      expect(body.detalles).toMatchObject({
        moneda: 'USD',
        tipo_cambio: '3.7500',
        descuentos: '15.00',
        gravadas: '95.17',
        igv: '17.13',
        total: '112.30',
        cliente: 'CLIENTES VARIOS',
      });
    });

    test('proforma: pages from 1; user and branch 0 = all; filters by dates, state, client and q; the total of the filter', async () => {
      const a = (await quote({ idpersona: s.person(RUC) }, [line(s, 'FER-0017', '1', '24.90')])).body.detalles;
      const old = (await quote({ fecha: day(-20), fecha_validez: day(-5) }, [line(s, 'FER-0020', '3', '6.50')])).body
        .detalles;
      // As a sale computes it: the customer pays the price typed, 3 × 6.50 = 19.50 (value 19.50 / 1.18 = 16.53, IGV what is left: 2.97).
      expect(old).toMatchObject({ situacion: 'vencida', estado: 1, gravadas: '16.53', igv: '2.97', total: '19.50' });
      const all = (await s.api.get(s.admin, '/proforma?page=1&pageSize=500&idusuario=0&idsucursal=0')).body;
      expect(all.status).toBe(200);
      const sum = all.detalles.reduce((acc: number, r: any) => acc + Math.round(Number(r.total) * 100), 0);
      expect(all.totales.total).toBe((sum / 100).toFixed(2));
      expect(all.totalRegistros).toBe(all.detalles.length);
      const expired = (await s.api.get(s.admin, '/proforma?page=1&pageSize=500&estado=vencida')).body.detalles;
      expect(expired.map((r: any) => r.idproforma)).toContain(old.idproforma);
      expect(expired.every((r: any) => r.situacion === 'vencida' && r.fecha_validez < day(0))).toBe(true);
      const open = (await s.api.get(s.admin, '/proforma?page=1&pageSize=500&estado=abierta')).body.detalles;
      expect(open.every((r: any) => r.situacion === 'abierta')).toBe(true);
      expect(open.map((r: any) => r.idproforma)).toContain(a.idproforma);
      const ranged = (await s.api.get(s.admin, `/proforma?page=1&desde=${day(-21)}&hasta=${day(-19)}`)).body.detalles;
      expect(ranged.map((r: any) => r.idproforma)).toEqual([old.idproforma]);
      const byQ = (await s.api.get(s.admin, `/proforma?page=1&q=${encodeURIComponent(a.documento)}`)).body.detalles;
      expect(byQ.map((r: any) => r.idproforma)).toEqual([a.idproforma]);
      const byClient = (await s.api.get(s.admin, `/proforma?page=1&pageSize=500&idpersona=${s.person(RUC)}`)).body
        .detalles;
      expect(byClient.length).toBeGreaterThan(0);
      expect(byClient.every((r: any) => r.cliente_documento === RUC)).toBe(true);
      expect((await s.api.get(s.admin, '/proforma?page=1&idusuario=999999')).body).toMatchObject({
        detalles: [],
        totalRegistros: 0,
        totales: { total: '0.00' },
      });
      expect((await s.api.get(s.admin, '/proforma?page=1&pageSize=2')).body.detalles).toHaveLength(2);
    });

    test('aproformaform replaces header and lines and keeps the number; an expired one gets a new validity date', async () => {
      const p = (await quote({ fecha: day(-10), fecha_validez: day(-1) }, [line(s, 'FER-0016', '1', '35.00')])).body
        .detalles;
      expect(p.situacion).toBe('vencida');
      const { body } = await s.api.post(s.admin, '/aproformaform', {
        idproforma: p.idproforma,
        proforma: { idmoneda: 1, fecha: day(-10), fecha_validez: day(5), idpersona: s.person(RUC) },
        detalles: [line(s, 'FER-0001', '4', '32.50', { unidad_medida_id: s.ids.unit('BOLSA') })],
      });
      // 4 × 32.50 = 130.00 → 110.17 + 19.83.
      expect(body).toMatchObject({
        status: 200,
        mensaje: `Proforma ${p.documento} actualizada correctamente`,
        detalles: {
          numero: p.numero,
          situacion: 'abierta',
          gravadas: '110.17',
          igv: '19.83',
          total: '130.00',
          cliente_documento: RUC,
        },
      });
      expect(body.detalles.detalles).toHaveLength(1);
    });

    test('bad input is refused in Spanish and changes nothing', async () => {
      const p = (await quote({}, [line(s, 'FER-0016', '1', '35.00')])).body.detalles;
      const cases: [object, string | RegExp][] = [
        [{ proforma: { idmoneda: 1 }, detalles: [] }, /Detalles/],
        [
          {
            proforma: { idmoneda: 1, fecha: day(0), fecha_validez: day(-1) },
            detalles: [line(s, 'FER-0016', '1', '35.00')],
          },
          'La fecha de validez no puede ser anterior a la fecha de emisión',
        ],
        [
          { proforma: { idmoneda: 1, fecha: day(1) }, detalles: [line(s, 'FER-0016', '1', '35.00')] },
          'La fecha no puede ser posterior a hoy',
        ],
        [
          { proforma: { idmoneda: 1, idserie: s.serie('F001') }, detalles: [line(s, 'FER-0016', '1', '35.00')] },
          'La serie F001 no es de proformas',
        ],
        [
          { proforma: { idmoneda: 1 }, detalles: [line(s, 'FER-0016', '0', '35.00')] },
          'Línea 1: la cantidad debe ser mayor que cero',
        ],
        [
          { proforma: { idmoneda: 1 }, detalles: [line(s, 'FER-0016', '1', '0')] },
          /^Línea 1: el precio debe ser mayor que cero/,
        ],
        [
          { proforma: { idmoneda: 1 }, detalles: [{ ...line(s, 'FER-0016', '1', '35.00'), producto_id: 999999 }] },
          'Línea 1: el producto no existe o fue eliminado',
        ],
        [
          { proforma: { idmoneda: 1, idpersona: 999999 }, detalles: [line(s, 'FER-0016', '1', '35.00')] },
          'El cliente no existe o fue eliminado',
        ],
        [
          { proforma: { idmoneda: 3 }, detalles: [line(s, 'FER-0016', '1', '35.00')] },
          'Las proformas se emiten en soles o en dólares',
        ],
        [{ proforma: { idmoneda: 1 }, detalles: [line(s, 'FER-0016', '1', '35.00', { series: ['X'] })] }, /series/i],
      ];
      for (const [payload, mensaje] of cases) {
        const before = await quoteFootprint();
        const { res, body } = await s.api.post(s.admin, '/rproformaform', payload);
        expect([JSON.stringify(payload), res.statusCode, body.status]).toEqual([JSON.stringify(payload), 400, 400]);
        if (typeof mensaje === 'string') expect(body.mensaje).toBe(mensaje);
        else expect(body.mensaje).toMatch(mensaje);
        expect(await quoteFootprint()).toEqual(before);
      }
      const before = await quoteFootprint();
      const update = await s.api.post(s.admin, '/aproformaform', {
        idproforma: p.idproforma,
        proforma: { idmoneda: 1, fecha_validez: day(-30) },
        detalles: [line(s, 'FER-0001', '1', '32.50', { unidad_medida_id: s.ids.unit('BOLSA') })],
      });
      expect(update.body.mensaje).toBe('La fecha de validez no puede ser anterior a la fecha de emisión');
      expect(
        (
          await s.api.post(s.admin, '/aproformaform', {
            idproforma: 999999,
            proforma: { idmoneda: 1 },
            detalles: [line(s, 'FER-0001', '1', '32.50', { unidad_medida_id: s.ids.unit('BOLSA') })],
          })
        ).body.mensaje,
      ).toBe('La proforma no existe o fue eliminada');
      expect((await s.api.post(s.admin, '/eproforma', { idproforma: 999999 })).body.mensaje).toBe(
        'La proforma no existe o fue eliminada',
      );
      expect((await s.api.get(s.admin, '/cproforma/999999')).body).toMatchObject({
        status: 400,
        mensaje: 'La proforma no existe o fue eliminada',
      });
      expect((await s.api.get(s.admin, '/proforma?page=1&estado=cerrada')).res.statusCode).toBe(400);
      expect(await quoteFootprint()).toEqual(before);
    });

    test('a sale saved with idproforma converts it in the same transaction; a converted or expired proforma refuses the sale, the edit and the delete', async () => {
      const p = (await quote({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '2', '35.00')])).body.detalles;
      const sale = await s.api.post(s.admin, '/rfacturacion', {
        facturacion: {
          idserie: s.serie('NV01'),
          idmoneda: 1,
          tipo_pago_id: 1,
          idpersona: p.idpersona,
          idproforma: p.idproforma,
        },
        detalles: [line(s, 'FER-0016', '2', '35.00')],
      });
      expect(sale.body).toMatchObject({ status: 200, detalles: { total: '70.00' } });
      const converted = (await s.api.get(s.admin, `/cproforma/${p.idproforma}`)).body.detalles;
      expect(converted).toMatchObject({
        estado: 2,
        situacion: 'convertida',
        idventa: sale.body.detalles.idventa,
        venta_documento: sale.body.detalles.documento,
      });
      expect(converted.convertido).not.toBeNull();
      expect(
        (await s.api.get(s.admin, '/proforma?page=1&pageSize=500&estado=convertida')).body.detalles.map(
          (r: any) => r.idproforma,
        ),
      ).toContain(p.idproforma);

      const expired = (await quote({ fecha: day(-30), fecha_validez: day(-2) }, [line(s, 'FER-0016', '1', '35.00')]))
        .body.detalles;
      const refusals: [number, RegExp][] = [
        [p.idproforma, new RegExp(`^La proforma ${p.documento} ya fue convertida en una venta$`)],
        [
          expired.idproforma,
          new RegExp(
            `^La proforma ${expired.documento} venció el \\d{2}/\\d{2}/\\d{4}: actualice su fecha de validez antes de convertirla$`,
          ),
        ],
        [999999, /^La proforma no existe o fue eliminada$/],
      ];
      for (const [idproforma, mensaje] of refusals) {
        const before = await quoteFootprint();
        const again = await s.api.post(s.admin, '/rfacturacion', {
          facturacion: { idserie: s.serie('NV01'), idmoneda: 1, tipo_pago_id: 1, idproforma },
          detalles: [line(s, 'FER-0016', '1', '35.00')],
        });
        expect(again.body.status).toBe(400);
        expect(again.body.mensaje).toMatch(mensaje);
        expect(await quoteFootprint()).toEqual(before);
      }
      const before = await quoteFootprint();
      const edit = await s.api.post(s.admin, '/aproformaform', {
        idproforma: p.idproforma,
        proforma: { idmoneda: 1 },
        detalles: [line(s, 'FER-0016', '1', '35.00')],
      });
      expect(edit.body.mensaje).toBe(`La proforma ${p.documento} ya fue convertida en una venta: no se modifica`);
      const remove = await s.api.post(s.admin, '/eproforma', { idproforma: p.idproforma });
      expect(remove.body.mensaje).toBe(`La proforma ${p.documento} ya fue convertida en una venta: no se elimina`);
      expect(await quoteFootprint()).toEqual(before);
    });

    test('eproforma deletes an open proforma with its lines', async () => {
      const p = (await quote({}, [line(s, 'FER-0016', '1', '35.00'), line(s, 'FER-0017', '1', '24.90')])).body.detalles;
      const { body } = await s.api.post(s.admin, '/eproforma', { idproforma: p.idproforma });
      expect(body).toEqual({ status: 200, mensaje: `Proforma ${p.documento} eliminada correctamente`, detalles: null });
      const [left] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select (select count(*)::int from proforma where idproforma = ${p.idproforma}) + (select count(*)::int from proforma_detalle where idproforma = ${p.idproforma}) as n`,
      );
      expect(left!.n).toBe(0);
    });

    test('enviaproformacorreo: without SMTP the mail stays in the outbox with the A4 PDF, recorded on the proforma', async () => {
      const p = (await quote({ idpersona: s.person(RUC) }, THREE_LINES())).body.detalles;
      const { body } = await s.api.post(s.admin, '/enviaproformacorreo', {
        idproforma: p.idproforma,
        correo: 'compras@cliente.pe',
        mensaje: 'Según lo conversado.',
      });
      expect(body).toMatchObject({
        status: 200,
        detalles: { estado: 'bandeja', para: 'compras@cliente.pe', adjuntos: [`Proforma ${p.documento}.pdf`] },
      });
      const read = (await s.api.get(s.admin, `/cproforma/${p.idproforma}`)).body.detalles;
      expect(read.correos).toEqual([
        expect.objectContaining({
          estado: 'bandeja',
          para: 'compras@cliente.pe',
          adjuntos: [`Proforma ${p.documento}.pdf`],
        }),
      ]);
      const anonymous = (await quote({}, [line(s, 'FER-0016', '1', '35.00')])).body.detalles;
      const before = await quoteFootprint();
      const nobody = await s.api.post(s.admin, '/enviaproformacorreo', { idproforma: anonymous.idproforma });
      expect(nobody.body).toMatchObject({
        status: 400,
        mensaje: 'CLIENTES VARIOS no tiene correo registrado; indique el correo de destino',
      });
      expect(await quoteFootprint()).toEqual(before);
    });

    test('a quote of a product with ISC carries it like a sale: its line, its total and the A4 print', async () => {
      // Pisco (ISC 01 at 25 %) at 45.00: value 30.51, ISC 7.63, IGV 6.86; the customer pays 45.00.
      const p = (
        await quote({ idpersona: s.person(RUC) }, [
          line(s, 'ABA-0018', '1', '45.00', { unidad_medida_id: s.ids.unit('BOT') }),
        ])
      ).body.detalles;
      expect(p).toMatchObject({ total: '45.00', isc: '7.63', gravadas: '30.51', igv: '6.86' });
      expect(p.detalles[0]).toMatchObject({ isc_sistema: '01', isc_tasa: '25.0000', monto_isc: '7.63' });
      const a4 = await s.t.call(s.admin, { method: 'GET', url: `/api/pproformaa4/${p.idproforma}` });
      expect(pdfText(a4.res.rawPayload)).toMatch(/ISC:? +S\/ 7\.63/);
    });

    test('pproformaa4 and pproforma print the saved record', async () => {
      const p = (
        await quote(
          {
            idpersona: s.person(RUC),
            forma_pago: 'Crédito a 30 días',
            tiempo_entrega: '48 horas',
            condiciones: 'Precios incluyen IGV.',
          },
          THREE_LINES(),
        )
      ).body.detalles;
      const a4 = await s.t.call(s.admin, { method: 'GET', url: `/api/pproformaa4/${p.idproforma}` });
      expect(a4.res.headers['content-type']).toContain('application/pdf');
      const text = pdfText(a4.res.rawPayload);
      for (const expected of [
        'PROFORMA',
        p.documento,
        RUC,
        p.cliente,
        'Válida hasta',
        'Crédito a 30 días',
        '48 horas',
        'Precios incluyen IGV.',
        'Martillo de carpintero',
        '374.90',
        '57.19',
        '317.71',
        'TRESCIENTOS SETENTA Y CUATRO',
      ]) {
        expect([expected, text.includes(expected)]).toEqual([expected, true]);
      }
      const ticket = await s.t.call(s.admin, { method: 'GET', url: `/api/pproforma/${p.idproforma}` });
      expect(ticket.res.headers['content-type']).toContain('application/pdf');
      const ticketText = pdfText(ticket.res.rawPayload);
      expect(ticketText).toContain('PROFORMA');
      expect(ticketText).toContain('374.90');
      const missing = await s.t.call(s.admin, { method: 'GET', url: '/api/pproforma/999999' });
      expect(missing.body).toMatchObject({ status: 400, mensaje: 'La proforma no existe o fue eliminada' });
    });

    test('per-menu access: /proformas writes; /sales only reads (the sale prefilled from a proforma)', async () => {
      const menus = await queryRows<{ idmenu: number; ruta: string }>(
        s.t.db,
        sql`select idmenu, ruta from menu where ruta in ('/proformas', '/sales')`,
      );
      const [seller] = await queryRows<{ idusuario: number }>(
        s.t.db,
        sql`select idusuario from usuario where usuario = ${SELLER.usuario}`,
      );
      const grant = (ruta: string) =>
        s.t.db.execute(
          sql`insert into menu_usuario (idusuario, idmenu) values (${seller!.idusuario}, ${menus.find((m) => m.ruta === ruta)!.idmenu}) on conflict do nothing`,
        );
      const revoke = () => s.t.db.execute(sql`delete from menu_usuario where idusuario = ${seller!.idusuario}`);
      await revoke();
      await grant('/sales');
      let token = await s.t.login(SELLER.usuario, SELLER.password);
      const p = (await quote({}, [line(s, 'FER-0016', '1', '35.00')])).body.detalles;
      expect((await s.api.get(token, `/cproforma/${p.idproforma}`)).body.status).toBe(200);
      expect((await s.api.get(token, '/proforma?page=1')).body.status).toBe(200);
      const refused = await s.api.post(token, '/rproformaform', {
        proforma: { idmoneda: 1 },
        detalles: [line(s, 'FER-0016', '1', '35.00')],
      });
      expect([refused.res.statusCode, refused.body.status]).toEqual([403, 403]);
      expect((await s.api.post(token, '/eproforma', { idproforma: p.idproforma })).res.statusCode).toBe(403);

      await revoke();
      await grant('/proformas');
      token = await s.t.login(SELLER.usuario, SELLER.password);
      const own = await s.api.post(token, '/rproformaform', {
        proforma: { idmoneda: 1 },
        detalles: [line(s, 'FER-0016', '1', '35.00')],
      });
      expect(own.body).toMatchObject({ status: 200, detalles: { usuario: SELLER.usuario, serie: 'PR01' } });
      const mine = (await s.api.get(token, `/proforma?page=1&idusuario=${seller!.idusuario}`)).body.detalles;
      expect(mine.map((r: any) => r.idproforma)).toEqual([own.body.detalles.idproforma]);
      expect((await s.api.get(token, `/facturacion?page=1`)).res.statusCode).toBe(403);
    });
  });
}
