import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpStandIn } from '../helpers/smtp.js';
import { expectGuarded } from '../inventory/support.js';
import { day } from '../purchasing-credits/support.js';
import { cpeState, footprint, line, salesApp, type SalesApp } from './sales-support.js';

/** The other calls of spec 000 "Sales": afacturacion, the list filters, the report (JSON and PDF), dispatches, mail, detracción. */
export default function salesCallsCases() {
  let s: SalesApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    s = await salesApp();
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => {
    await smtp.close();
    await s.t.close();
  });

  const RUC = '20456789120';
  const post = (facturacion: Record<string, unknown>, detalles: object[], extra: Record<string, unknown> = {}) =>
    s.api.post(s.admin, '/rfacturacion', {
      facturacion: { idmoneda: 1, tipo_pago_id: 1, ...facturacion },
      detalles,
      ...extra,
    });

  describe('sales calls', () => {
    test('only the sales menus reach them', async () => {
      await expectGuarded(s.t, [
        { method: 'GET', url: '/facturacion?page=1' },
        { method: 'POST', url: '/rfacturacion', payload: {} },
        { method: 'POST', url: '/reporte_ventas', payload: { desde: day(0), hasta: day(0) } },
        { method: 'GET', url: '/ventasdespachar?page=1' },
      ]);
    });

    test('afacturacion changes only what is not fiscal once the CPE exists; a nota de venta may change its client', async () => {
      const factura = (
        await post({ idserie: s.serie('F001'), idpersona: s.person(RUC) }, [line(s, 'FER-0016', '1', '35.00')])
      ).body.detalles;
      const notes = await s.api.post(s.admin, '/afacturacion', {
        idventa: factura.idventa,
        observaciones: 'Entregar en obra',
        direccion_entrega: 'Av. Arequipa 100',
      });
      expect(notes.body).toMatchObject({
        status: 200,
        mensaje: 'Venta actualizada correctamente',
        detalles: { observaciones: 'Entregar en obra', direccion_entrega: 'Av. Arequipa 100' },
      });
      const fiscal = await s.api.post(s.admin, '/afacturacion', {
        idventa: factura.idventa,
        idpersona: s.person('20601234565'),
      });
      expect(fiscal.body.mensaje).toMatch(
        /^El comprobante ya fue emitido: el cliente y los importes no se modifican. Para corregirlos emita una nota de crédito/,
      );
      const nv = (await post({ idserie: s.serie('NV01') }, [line(s, 'FER-0016', '1', '35.00')])).body.detalles;
      const changed = await s.api.post(s.admin, '/afacturacion', {
        idventa: nv.idventa,
        idpersona: s.person('46027897'),
      });
      expect(changed.body.detalles.cliente_documento).toBe('46027897');
    });

    test('facturacion: pages from 1, user and branch 0 = all, filters by dates, voucher type, client and q', async () => {
      const page = (
        await s.api.get(
          s.admin,
          `/facturacion?page=1&pageSize=2&idusuario=0&idsucursal=0&desde=${day(0)}&hasta=${day(0)}`,
        )
      ).body;
      expect(page).toMatchObject({ status: 200, totalPaginas: Math.ceil(page.totalRegistros / 2) });
      expect(page.detalles).toHaveLength(2);
      expect(page.totales.total).toMatch(/^\d+\.\d{2}$/);
      const byClient = (
        await s.api.get(s.admin, `/facturacion?page=1&idpersona=${s.person(RUC)}&codigo_comprobante=01`)
      ).body.detalles;
      expect(byClient.every((r: any) => r.cliente_documento === RUC && r.codigo_comprobante === '01')).toBe(true);
      const q = (await s.api.get(s.admin, `/facturacion?page=1&q=${encodeURIComponent(byClient[0].documento)}`)).body
        .detalles;
      expect(q.map((r: any) => r.idventa)).toEqual([byClient[0].idventa]);
      const none = (await s.api.get(s.admin, '/facturacion?page=1&idusuario=999999')).body;
      expect(none).toMatchObject({ detalles: [], totalRegistros: 0 });
    });

    test('a factura with detracción: net payable in the cuotas, SPOT in the XML and the print', async () => {
      const { body } = await post(
        {
          idserie: s.serie('F001'),
          idpersona: s.person(RUC),
          tipo_pago_id: 2,
          detraccion: { codigo: '037', porcentaje: '12', cuenta: '00-000-123456' },
        },
        [line(s, 'FER-0002', '25', '42.90')],
      );
      expect(body.status).toBe(200);
      const v = body.detalles;
      // 25 × 42.90 = 1,072.50; 12 % = 128.70 → 129 soles; the client owes 943.50.
      expect(v).toMatchObject({
        total: '1072.50',
        detraccion: true,
        detraccion_monto: '129.00',
        saldo_credito: '943.50',
      });
      expect(v.cuotas.map((c: any) => c.monto)).toEqual(['943.50']);
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      expect(await s.t.app.cpe.xml(v.cpe.id)).toContain('00-000-123456');
      const small = await post(
        {
          idserie: s.serie('F001'),
          idpersona: s.person(RUC),
          detraccion: { codigo: '037', porcentaje: '12', cuenta: '1' },
        },
        [line(s, 'FER-0016', '1', '35.00')],
      );
      expect(small.body.mensaje).toBe('La detracción solo se aplica a operaciones mayores a S/ 700.00');
    });

    test('reporte_ventas: the register with totals by IGV type, payment form and voucher type; the PDF prints it', async () => {
      const cash = (
        await post({ idserie: s.serie('B001') }, [line(s, 'FER-0017', '2', '24.90')], {
          pagos: [
            { idformapago: 1, monto: '30.00' },
            { idformapago: 6, monto: '20.00', referencia: 'YP-1' },
          ],
        })
      ).body.detalles;
      expect(cash).toMatchObject({ total: '49.80', vuelto: '0.20' });
      const { body } = await s.api.post(s.admin, '/reporte_ventas', { desde: day(-1), hasta: day(0) });
      expect(body.status).toBe(200);
      const r = body.detalles;
      expect(r.filas.find((f: any) => f.idventa === cash.idventa)).toMatchObject({
        formas_pago: 'Efectivo, Yape',
        total_soles: '49.80',
        estado: 'Emitida',
        cliente: 'CLIENTES VARIOS',
      });
      const sum = (k: string) =>
        r.filas
          .filter((f: any) => f.estado_venta === 1)
          .reduce((a: number, f: any) => a + Number(f[k]) * Number(f.tipo_cambio), 0);
      expect(Number(r.totales.total)).toBeCloseTo(sum('total'), 2);
      expect(r.por_forma_pago.find((p: any) => p.nombre === 'Yape').monto).toBe('20.00');
      expect(r.por_comprobante.find((p: any) => p.codigo_comprobante === '03').ventas).toBeGreaterThan(0);
      const byForm = (await s.api.post(s.admin, '/reporte_ventas', { desde: day(-1), hasta: day(0), idformapago: 6 }))
        .body.detalles;
      expect(byForm.filas.map((f: any) => f.idventa)).toEqual([cash.idventa]);
      const wrong = await s.api.post(s.admin, '/reporte_ventas', { desde: day(0), hasta: day(-1) });
      expect(wrong.body.mensaje).toBe('La fecha Desde no puede ser posterior a la fecha Hasta');

      const pdf = await s.t.call(s.admin, {
        method: 'GET',
        url: `/api/pdfreporteventas?desde=${day(-1)}&hasta=${day(0)}`,
      });
      expect(pdf.res.headers['content-type']).toContain('application/pdf');
      const dir = mkdtempSync(join(tmpdir(), 'report-'));
      writeFileSync(join(dir, 'r.pdf'), pdf.res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('REGISTRO DE VENTAS');
      expect(text).toContain(cash.documento);
    });

    test('ventasdespachar and uventadespacho: pending → dispatched → delivered, one step at a time', async () => {
      const v = (
        await post({ idserie: s.serie('B001'), aplica_despacho: true, direccion_entrega: 'Jr. Junín 455' }, [
          line(s, 'FER-0016', '1', '35.00'),
        ])
      ).body.detalles;
      expect(v).toMatchObject({ aplica_despacho: true, despacho_estado: 1 });
      const pending = (await s.api.get(s.admin, '/ventasdespachar?page=1')).body;
      expect(pending.detalles.map((r: any) => r.idventa)).toContain(v.idventa);
      expect(pending.detalles.find((r: any) => r.idventa === v.idventa)).toMatchObject({
        direccion_entrega: 'Jr. Junín 455',
        despacho_usuario: 'admin',
      });
      const skip = await s.api.post(s.admin, '/uventadespacho', { idventa: v.idventa, estado: 3 });
      expect(skip.body.mensaje).toBe(
        'El despacho avanza o retrocede un paso a la vez: pendiente, despachado, entregado',
      );
      const dispatched = await s.api.post(s.admin, '/uventadespacho', {
        idventa: v.idventa,
        estado: 2,
        observacion: 'Salió en la camioneta',
      });
      expect(dispatched.body).toMatchObject({
        status: 200,
        mensaje: 'Venta despachada',
        detalles: { despacho_estado: 2, despacho_observacion: 'Salió en la camioneta' },
      });
      expect(
        (await s.api.get(s.admin, '/ventasdespachar?page=1&estado=2')).body.detalles.map((r: any) => r.idventa),
      ).toContain(v.idventa);
      expect((await s.api.post(s.admin, '/uventadespacho', { idventa: v.idventa, estado: 3 })).body.mensaje).toBe(
        'Venta entregada',
      );
      const plain = (await post({ idserie: s.serie('B001') }, [line(s, 'FER-0016', '1', '35.00')])).body.detalles;
      expect((await s.api.post(s.admin, '/uventadespacho', { idventa: plain.idventa, estado: 2 })).body.mensaje).toBe(
        'La venta no tiene despacho',
      );
    });

    test('enviaventacorreo: PDF, XML and CDR of an accepted sale, recorded on the sale', async () => {
      await s.api.post(s.admin, '/aconfiguracioncorreo', {
        host: '127.0.0.1',
        puerto: smtp.port,
        seguro: false,
        usuario: null,
        clave: null,
        remitenteNombre: 'Trade Demo',
        remitenteCorreo: 'ventas@demo.pe',
      });
      const v = (
        await post({ idserie: s.serie('F001'), idpersona: s.person(RUC) }, [line(s, 'FER-0016', '1', '35.00')])
      ).body.detalles;
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const { body } = await s.api.post(s.admin, '/enviaventacorreo', {
        idventa: v.idventa,
        correo: 'cliente@empresa.pe',
      });
      expect(body).toMatchObject({ status: 200, detalles: { estado: 'enviado', para: 'cliente@empresa.pe' } });
      const read = (await s.api.get(s.admin, `/consultaventa/${v.idventa}`)).body.detalles;
      const names = smtp.received.at(-1)!.parsed.attachments.map((a) => a.filename);
      expect(names).toEqual([`${read.cpe.nombre}.pdf`, `${read.cpe.nombre}.xml`, `R-${read.cpe.nombre}.zip`]);
      expect(read.correos).toEqual([expect.objectContaining({ estado: 'enviado', para: 'cliente@empresa.pe' })]);
      const anonymous = (await post({ idserie: s.serie('B001') }, [line(s, 'FER-0016', '1', '35.00')])).body.detalles;
      const before = await footprint(s.t);
      const nobody = await s.api.post(s.admin, '/enviaventacorreo', { idventa: anonymous.idventa });
      expect(nobody.body.mensaje).toMatch(/no tiene correo registrado/);
      expect(await footprint(s.t)).toEqual(before);
    });
  });
}
