import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { expectConsistent, stockAndLedger } from '../inventory/support.js';
import { day } from '../purchasing-credits/support.js';
import { cpeState, footprint, line, salesApp, type SalesApp } from './sales-support.js';

export default function salesCases() {
  let s: SalesApp;
  beforeAll(async () => {
    s = await salesApp();
  });
  afterAll(() => s.t.close());

  const RUC_CLIENT = '20456789120';
  const pdfText = (pdf: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), 'sale-pdf-'));
    writeFileSync(join(dir, 'v.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'v.pdf'), '-'], { encoding: 'utf8' });
  };
  const sale = (facturacion: Record<string, unknown>, detalles: object[], extra: Record<string, unknown> = {}) => ({
    facturacion: { idmoneda: 1, tipo_pago_id: 1, ...facturacion },
    detalles,
    ...extra,
  });

  describe('rfacturacion', () => {
    test('a cash factura end to end: one transaction, stock out, cash in, CPE accepted by the simulator, printed with QR and hash', async () => {
      const martillo = s.ids.product('FER-0016');
      const before = await stockAndLedger(s.t, martillo, s.principal);
      const { body } = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale(
          { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), a4: true },
          [line(s, 'FER-0016', '2', '35.40'), line(s, 'FER-0017', '1', '24.90', { descuento: '1.10' })],
          {
            pagos: [{ idformapago: 1, monto: '100.00' }],
          },
        ),
      );
      expect(body).toMatchObject({ status: 200 });
      const v = body.detalles;
      // 2 × 35.40 = 70.80 (value 60.00) + 24.90 (value 21.10 − 1.10 = 20.00): gravadas 80.00, IGV 14.40, total 94.40; change 5.60.
      expect(v).toMatchObject({
        codigo_comprobante: '01',
        serie: 'F001',
        gravadas: '80.00',
        igv: '14.40',
        total: '94.40',
        pagado: '100.00',
        vuelto: '5.60',
        estado_venta: 1,
        tipo_pago_id: 1,
      });
      expect(body.mensaje).toBe(`Venta ${v.documento} registrada correctamente`);
      expect(v.monto_letras).toBe('NOVENTA Y CUATRO Y 40/100 SOLES');
      expect(v.detalles.map((l: any) => [l.item, l.valor_venta, l.igv, l.importe])).toEqual([
        [1, '60.00', '10.80', '70.80'],
        [2, '20.00', '3.60', '23.60'],
      ]);
      const after = await expectConsistent(s.t, martillo, s.principal);
      expect(Number(before.cantidad) - Number(after.cantidad)).toBe(2);
      const [cash] = await queryRows<{ monto: string }>(
        s.t.db,
        sql`select sum(monto)::text as monto from caja_movimiento where origen_tipo = 'venta' and origen_id = ${v.idventa} and estado = 1`,
      );
      expect(cash!.monto).toBe('94.40');

      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const read = (await s.api.get(s.admin, `/consultaventa/${v.idventa}`)).body.detalles;
      expect(read.cpe).toMatchObject({ estado: 'aceptado', codigo_respuesta: 0, final: true });
      expect(read.cpe.hash).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      // The XML carries the sale's own figures (same tax engine).
      const xml = await s.t.app.cpe.xml(read.cpe.id);
      expect(xml).toContain('<cbc:PayableAmount currencyID="PEN">94.40</cbc:PayableAmount>');

      const a4 = await s.t.call(s.admin, { method: 'GET', url: `/api/pdfventaa4/${v.idventa}` });
      expect(a4.res.headers['content-type']).toContain('application/pdf');
      const text = pdfText(a4.res.rawPayload);
      expect(text).toContain('FACTURA ELECTRÓNICA');
      expect(text).toContain(v.documento);
      expect(text).toContain(read.cpe.hash);
      expect(text).toContain('94.40');
      const ticket = await s.t.call(s.admin, { method: 'GET', url: `/api/ticketventa/${v.idventa}` });
      expect(pdfText(ticket.res.rawPayload)).toContain(read.cpe.hash);

      const lines = (await s.api.get(s.admin, `/facturadetalle/${v.idventa}`)).body.detalles;
      expect(lines).toHaveLength(2);
      const list = (
        await s.api.get(
          s.admin,
          `/facturacion?page=1&idusuario=0&idsucursal=0&codigo_comprobante=01&cpe_estado=aceptado`,
        )
      ).body;
      expect(list).toMatchObject({ status: 200, totalPaginas: Math.ceil(list.totalRegistros / 10) });
      expect(list.detalles.map((r: any) => r.idventa)).toContain(v.idventa);
    });

    test('a credit factura opens the client receivable with its cuotas (adding up to the net payable) and no cash movement', async () => {
      const cuotas = [
        { monto: '100.00', fecha_vencimiento: day(15) },
        { monto: '136.00', fecha_vencimiento: day(30) },
      ];
      const { body } = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale(
          { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), tipo_pago_id: 2 },
          [line(s, 'FER-0013', '10', '23.60')],
          { cuotas },
        ),
      );
      expect(body.status).toBe(200);
      const v = body.detalles;
      expect(v.total).toBe('236.00');
      expect(body.mensaje).toBe(`Venta ${v.documento} registrada al crédito: 2 cuotas`);
      expect(v.cuotas.map((c: any) => [c.numero, c.monto, c.fecha_vencimiento])).toEqual([
        [1, '100.00', day(15)],
        [2, '136.00', day(30)],
      ]);
      expect(v.saldo_credito).toBe('236.00');
      const [credit] = await queryRows<{ tipo: string; idventa: number; total: string }>(
        s.t.db,
        sql`select tipo, idventa, total::text from credito where idcredito = ${v.idcredito}`,
      );
      expect(credit).toEqual({ tipo: 'cliente', idventa: v.idventa, total: '236.00' });
      expect(
        await queryRows(
          s.t.db,
          sql`select 1 from caja_movimiento where origen_tipo = 'venta' and origen_id = ${v.idventa}`,
        ),
      ).toHaveLength(0);
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      expect(await s.t.app.cpe.xml(v.cpe.id)).toContain('Credito');

      const wrong = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale(
          { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), tipo_pago_id: 2 },
          [line(s, 'FER-0013', '1', '23.60')],
          { cuotas: [{ monto: '20.00', fecha_vencimiento: day(10) }] },
        ),
      );
      expect(wrong.body.mensaje).toBe(
        'Las cuotas suman S/ 20.00 y el total del crédito es S/ 23.60: deben ser iguales',
      );
    });

    test('a boleta to CLIENTES VARIOS in USD with a free item and a bag (ICBPER) and a global discount', async () => {
      const { body } = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('B001'), idmoneda: 2, tipo_cambio: '3.7000', descuento_global: '1.00' }, [
          line(s, 'FER-0018', '3', '8.26'),
          line(s, 'FER-0020', '1', '6.50', { gratuito: true }),
          line(s, 'ABA-0016', '2', '0.10'),
        ]),
      );
      expect(body.status).toBe(200);
      const v = body.detalles;
      expect(v).toMatchObject({
        moneda: 'USD',
        tipo_cambio: '3.7000',
        cliente: 'CLIENTES VARIOS',
        descuento_global: '1.00',
      });
      expect(v.detalles[1]).toMatchObject({ gratuito: true, tipo_afectacion: '15' });
      expect(Number(v.gratuitas)).toBeGreaterThan(0);
      expect(Number(v.icbper)).toBeGreaterThan(0);
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'observado', 'rechazado', 'error'])).toMatch(
        /aceptado|observado/,
      );
    });

    test('refusals change nothing: no number consumed, no stock moved, no credit, no cash, no CPE row', async () => {
      const before = await footprint(s.t);
      const taladro = s.ids.product('FER-0014');
      const refusals: [object, string | RegExp][] = [
        [
          sale({ idserie: s.serie('F001') }, [line(s, 'FER-0016', '1', '35.00')]),
          /Una factura se emite a un cliente con RUC/,
        ],
        [
          sale({ idserie: s.serie('B001') }, [
            line(s, 'FER-0014', '3', '289.90', { series: ['BOS-TP-240101', 'BOS-TP-240102', 'BOS-TP-240103'] }),
          ]),
          'Una boleta de más de S/ 700.00 debe identificar al comprador (DNI, RUC u otro documento): elija el cliente',
        ],
        [
          sale({ idserie: s.serie('B001'), idpersona: s.person('46027897') }, [line(s, 'FER-0016', '100000', '35.00')]),
          /^Martillo de carpintero 16 oz Stanley: disponible/,
        ],
        [
          sale({ idserie: s.serie('B001') }, [line(s, 'FER-0014', '1', '289.90', { series: ['NO-EXISTE'] })]),
          'La serie NO-EXISTE de Taladro percutor 13 mm 650 W Bosch no está en stock en el almacén',
        ],
        [
          sale({ idserie: s.serie('B001') }, [line(s, 'FER-0016', '1', '35.00')], {
            pagos: [{ idformapago: 1, monto: '10.00' }],
          }),
          'Los pagos suman S/ 10.00 y el total es S/ 35.00: falta S/ 25.00',
        ],
        [
          sale({ idserie: s.serie('B001'), tipo_pago_id: 2 }, [line(s, 'FER-0016', '1', '35.00')]),
          'Una venta al crédito necesita un cliente identificado',
        ],
        [
          sale({ idserie: s.serie('FC01') }, [line(s, 'FER-0016', '1', '35.00')]),
          'La serie FC01 no es de facturas, boletas ni notas de venta',
        ],
      ];
      for (const [payload, mensaje] of refusals) {
        const { res, body } = await s.api.post(s.admin, '/rfacturacion', payload);
        expect([res.statusCode, body.status]).toEqual([400, 400]);
        if (typeof mensaje === 'string') expect(body.mensaje).toBe(mensaje);
        else expect(body.mensaje).toMatch(mensaje);
      }
      // Two short items at once: info no_stock, items separated by '|' (spec 000 section 8).
      const short = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('B001'), idpersona: s.person('46027897') }, [
          line(s, 'FER-0016', '100000', '35.00'),
          line(s, 'FER-0017', '100000', '24.90'),
        ]),
      );
      expect(short.body.info).toBe('no_stock');
      expect(short.body.mensaje.split('|')).toHaveLength(2);
      // An inactive series.
      await s.t.db.execute(sql`update serie set estado = 0 where serie = 'NV02'`);
      const inactive = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('NV02') }, [line(s, 'FER-0016', '1', '35.00')]),
      );
      expect(inactive.body.mensaje).toBe('La serie NV02 está desactivada');
      expect(await footprint(s.t)).toEqual(before);
      expect(taladro).toBeGreaterThan(0);
    });
  });

  describe('notas de venta and their annulment', () => {
    test('cfacturacion annuls a nota de venta: stock and serials back, cash reversed; an electronic document is refused', async () => {
      const taladro = s.ids.product('FER-0014');
      const before = await stockAndLedger(s.t, taladro, s.principal);
      const { body } = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('NV01') }, [line(s, 'FER-0014', '1', '289.90', { series: ['BOS-TP-240104'] })]),
      );
      expect(body.status).toBe(200);
      const v = body.detalles;
      expect(v).toMatchObject({ codigo_comprobante: 'NV', con_series: true, cpe: null, cpe_documento_id: null });
      expect(v.detalles[0].series).toEqual(['BOS-TP-240104']);
      const annulled = await s.api.post(s.admin, '/cfacturacion', {
        idventa: v.idventa,
        estado_venta: 0,
        motivo: 'Cliente desistió',
      });
      expect(annulled.body).toMatchObject({
        status: 200,
        mensaje: 'Venta anulada: su stock volvió al almacén',
        detalles: { estado_venta: 0, motivo_anulacion: 'Cliente desistió' },
      });
      const after = await expectConsistent(s.t, taladro, s.principal);
      expect(after.cantidad).toBe(before.cantidad);
      const [serial] = await queryRows<{ disponible: boolean }>(
        s.t.db,
        sql`select disponible from producto_serie where serie = 'BOS-TP-240104'`,
      );
      expect(serial!.disponible).toBe(true);
      expect(
        await queryRows(
          s.t.db,
          sql`select 1 from caja_movimiento where origen_tipo = 'venta' and origen_id = ${v.idventa} and estado = 1`,
        ),
      ).toHaveLength(0);
      const again = await s.api.post(s.admin, '/cfacturacion', { idventa: v.idventa, estado_venta: 0 });
      expect(again.body.mensaje).toBe('La venta ya está anulada');

      const [factura] = await queryRows<{ idventa: number; serie: string; numero: number }>(
        s.t.db,
        sql`select idventa, serie, numero from venta where codigo_comprobante = '01' order by idventa limit 1`,
      );
      const refused = await s.api.post(s.admin, '/cfacturacion', { idventa: factura!.idventa, estado_venta: 0 });
      expect(refused.body.mensaje).toMatch(/es un comprobante electrónico: se anula ante SUNAT/);
    });
  });
}
