import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { stockAndLedger } from '../inventory/support.js';
import { cpeState, line, salesApp, type SalesApp } from './sales-support.js';
import { startTestWorker } from '../helpers/cpe-worker.js';

/** Credit and debit notes end to end with the bundled SUNAT simulator (docs/credit-notes.md). */
export default function creditNotesCases() {
  let s: SalesApp;
  beforeAll(async () => {
    s = await salesApp();
  });
  afterAll(() => s.t.close());

  const RUC_CLIENT = '20456789120';
  const pdfText = (pdf: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), 'note-pdf-'));
    writeFileSync(join(dir, 'n.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'n.pdf'), '-'], { encoding: 'utf8' });
  };

  /** An accepted sale (waits for the simulator's answer). */
  async function acceptedSale(
    facturacion: Record<string, unknown>,
    detalles: object[],
    extra: Record<string, unknown> = {},
  ) {
    const { body } = await s.api.post(s.admin, '/rfacturacion', {
      facturacion: { idmoneda: 1, tipo_pago_id: 1, ...facturacion },
      detalles,
      ...extra,
    });
    expect(body).toMatchObject({ status: 200 });
    if (body.detalles.codigo_comprobante !== 'NV')
      expect(await cpeState(s.t, body.detalles.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
    return body.detalles;
  }
  const factura = (detalles: object[], extra: Record<string, unknown> = {}) =>
    acceptedSale({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), ...extra }, detalles);

  /** Waits (polling, never a fixed sleep) until the note's CPE reaches one of the states. */
  async function noteState(idnota: number, states: string[], timeoutMs = 20_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await queryRows<{ estado: string | null }>(
        s.t.db,
        sql`select c.estado from nota_credito n left join cpe_documento c on c.id = n.cpe_documento_id where n.idnota = ${idnota}`,
      );
      if (row?.estado && states.includes(row.estado)) return row.estado;
      if (Date.now() > until) throw new Error(`The CPE of note ${idnota} stayed ${row?.estado}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Everything a refused note must leave untouched. */
  async function footprint() {
    const [row] = await queryRows<Record<string, unknown>>(
      s.t.db,
      sql`select (select count(*)::int from nota_credito) as notas, (select count(*)::int from nota_credito_detalle) as lineas, (select count(*)::int from kardex) as kardex,
               (select coalesce(sum(cantidad), 0)::text from stock) as stock, (select coalesce(sum(saldo), 0)::text || '/' || coalesce(sum(total), 0)::text from credito) as creditos,
               (select count(*)::int from credito_cuota) as cuotas, (select count(*)::int from caja_movimiento) as caja, (select count(*)::int from cpe_documento) as cpes,
               (select coalesce(sum(correlativo), 0)::int from serie) as correlativos`,
    );
    return row!;
  }
  const kardexOf = (idnota: number) =>
    queryRows<{ producto_id: number; entrada: string; salida: string; anulacion: boolean }>(
      s.t.db,
      sql`select producto_id, cantidad_entrada::text as entrada, cantidad_salida::text as salida, anulacion from kardex where documento_tipo = 'NOTA' and iddocumento = ${idnota} order by idkardex`,
    );

  describe('tdiscrepancias', () => {
    test('catálogo 09 for credit notes, catálogo 10 with tipo=08', async () => {
      const credit = (await s.api.get(s.admin, '/tdiscrepancias')).body;
      expect(credit.status).toBe(200);
      expect(credit.detalles.map((r: any) => r.codigo)).toEqual([
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '10',
        '11',
        '12',
        '13',
      ]);
      expect(credit.detalles[0]).toEqual({
        codigo: '01',
        descripcion: 'Anulación de la operación',
        efecto: 'anulacion',
        disponible: true,
      });
      const debit = (await s.api.get(s.admin, '/tdiscrepancias?tipo=08')).body.detalles;
      expect(debit.map((r: any) => [r.codigo, r.descripcion])).toEqual([
        ['01', 'Intereses por mora'],
        ['02', 'Aumento en el valor'],
        ['03', 'Penalidades / otros conceptos'],
        ['11', 'Ajustes de operaciones de exportación'],
        ['12', 'Ajustes afectos al IVAP'],
      ]);
    });
  });

  describe('rnotacredito on a cash factura', () => {
    test('an annulment (01) is accepted, returns the stock in the ledger, refunds the cash; prints with QR and hash; mailed with PDF, XML and CDR', async () => {
      const martillo = s.ids.product('FER-0016');
      const v = await factura([line(s, 'FER-0016', '2', '35.40'), line(s, 'FER-0017', '1', '24.90')]);
      const before = await stockAndLedger(s.t, martillo, s.principal);
      const { body } = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '01',
        sustento: 'El cliente desistió de la compra',
      });
      expect(body).toMatchObject({ status: 200, mensaje: 'Nota de crédito guardada' });
      const n = body.detalles;
      expect(n).toMatchObject({
        tipo: '07',
        serie: 'FC01',
        venta_documento: v.documento,
        total: '95.70',
        igv: '14.60',
        gravadas: '81.10',
        devuelve_stock: true,
        estado: 1,
        motivo: 'Anulación de la operación',
      });
      expect(n.detalles.map((l: any) => [l.cantidad, l.importe, l.devuelve])).toEqual([
        ['2.0000', '70.80', true],
        ['1.0000', '24.90', true],
      ]);
      expect(n.cpe.estado).toMatch(/en_cola|enviando|aceptado/);
      expect(await noteState(n.idnota, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');

      const after = await stockAndLedger(s.t, martillo, s.principal);
      expect(Number(after.cantidad) - Number(before.cantidad)).toBe(2);
      expect(await kardexOf(n.idnota)).toEqual([
        { producto_id: martillo, entrada: '2.0000', salida: '0.0000', anulacion: false },
        { producto_id: s.ids.product('FER-0017'), entrada: '1.0000', salida: '0.0000', anulacion: false },
      ]);
      const [cash] = await queryRows<{ tipo: string; monto: string }>(
        s.t.db,
        sql`select tipo, monto::text as monto from caja_movimiento where origen_tipo = 'nota_credito' and origen_id = ${n.idnota}`,
      );
      expect(cash).toEqual({ tipo: 'E', monto: '95.70' });

      const read = (await s.api.get(s.admin, `/consultanota/${n.idnota}`)).body.detalles;
      expect(read).toMatchObject({
        idnota: n.idnota,
        nota_id: n.idnota,
        cpe: { estado: 'aceptado' },
        monto_caja: '-95.70',
        monto_letras: 'NOVENTA Y CINCO Y 70/100 SOLES',
      });
      const list = (await s.api.get(s.admin, `/notacredito?page=1&idusuario=0&idsucursal=0&idventa=${v.idventa}`)).body;
      expect(list).toMatchObject({
        status: 200,
        totalRegistros: 1,
        detalles: [{ idnota: n.idnota, cpe_estado: 'aceptado', documento: n.documento }],
      });
      expect(
        (await s.api.get(s.admin, `/notacredito?page=1&q=${encodeURIComponent(v.documento)}`)).body.totalRegistros,
      ).toBe(1);

      const pdf = await s.t.call(s.admin, { method: 'GET', url: `/api/pdfnotacredito/${n.idnota}` });
      expect(pdf.res.headers['content-type']).toContain('application/pdf');
      const text = pdfText(pdf.res.rawPayload);
      expect(text).toContain('NOTA DE CRÉDITO ELECTRÓNICA');
      expect(text).toContain(v.documento);
      expect(text).toContain(read.cpe.hash);
      expect(text).toContain('El cliente desistió de la compra');

      // The engine steps are idempotent on an accepted note.
      for (const step of ['/generanotacredito', '/firmanotacredito', '/envianotacredito']) {
        const answer = await s.api.post(s.admin, step, { idnota: n.idnota });
        expect(answer.body).toMatchObject({
          status: 200,
          mensaje: 'Nota aceptada por SUNAT',
          detalles: { cpe: { id: read.cpe.id, estado: 'aceptado' } },
        });
      }
      const mail = (
        await s.api.post(s.admin, '/envianotacreditocorreo', { idnota: n.idnota, correo: 'cliente@ejemplo.pe' })
      ).body;
      expect(mail.status).toBe(200);
      expect(mail.detalles.adjuntos).toEqual([
        `${read.cpe.nombre}.pdf`,
        `${read.cpe.nombre}.xml`,
        `R-${read.cpe.nombre}.zip`,
      ]);
      expect((await s.api.get(s.admin, `/consultanota/${n.idnota}`)).body.detalles.correos).toHaveLength(1);

      // Nothing is left of the sale: any other credit note is refused.
      const more = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '09',
        sustento: 'Rebaja',
        detalles: [{ cantidad: '1', precio_unitario: '1.00', descripcion: 'Rebaja' }],
      });
      expect(more.body.mensaje).toMatch(/supera lo que queda de la venta .* \(S\/ 0\.00/);
    });

    test('a partial return (07) brings back only what is returned; a line never comes back twice', async () => {
      const martillo = s.ids.product('FER-0016');
      const v = await factura([line(s, 'FER-0016', '3', '35.40'), line(s, 'FER-0017', '1', '24.90')]);
      const saleView = (await s.api.get(s.admin, `/notaventa/${v.idventa}`)).body.detalles;
      expect(saleView).toMatchObject({
        saldo: '131.10',
        impedimento: null,
        lineas: [{ cantidad: '3.0000', disponible: '3.0000' }, { disponible: '1.0000' }],
      });
      const before = await stockAndLedger(s.t, martillo, s.principal);
      const first = (cantidad: string) => ({
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '07',
        sustento: 'Devolución de un martillo fallado',
        detalles: [{ iddetalle: saleView.lineas[0].iddetalle, cantidad }],
      });
      const { body } = await s.api.post(s.admin, '/rnotacredito', first('1'));
      expect(body.detalles).toMatchObject({ total: '35.40', devuelve_stock: true, codigo_motivo: '07' });
      expect(await noteState(body.detalles.idnota, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const after = await stockAndLedger(s.t, martillo, s.principal);
      expect(Number(after.cantidad) - Number(before.cantidad)).toBe(1);
      const left = (await s.api.get(s.admin, `/notaventa/${v.idventa}`)).body.detalles;
      expect(left).toMatchObject({
        saldo: '95.70',
        lineas: [{ devuelto: '1.0000', disponible: '2.0000' }, { disponible: '1.0000' }],
      });

      const snapshot = await footprint();
      const tooMany = await s.api.post(s.admin, '/rnotacredito', first('3'));
      expect(tooMany.body).toMatchObject({
        status: 400,
        mensaje:
          'Línea 1: de Martillo de carpintero 16 oz Stanley se vendieron 3.00 y quedan 2.00 por devolver; no se devuelven 3.00',
      });
      expect(await footprint()).toEqual(snapshot);
    });

    test('a discount note (09) never exceeds what is left of the sale; an amount note moves no stock', async () => {
      const v = await factura([line(s, 'FER-0016', '1', '35.40')]);
      const snapshot = await footprint();
      const over = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '09',
        sustento: 'Rebaja acordada',
        detalles: [{ cantidad: '1', precio_unitario: '40.00', descripcion: 'Rebaja' }],
      });
      expect(over.body).toMatchObject({
        status: 400,
        mensaje: `La nota (S/ 40.00) supera lo que queda de la venta ${v.documento} (S/ 35.40, descontadas las notas anteriores)`,
      });
      expect(await footprint()).toEqual(snapshot);
      const ok = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '09',
        sustento: 'Rebaja acordada',
        detalles: [{ cantidad: '1', precio_unitario: '11.80', descripcion: 'Rebaja por pago adelantado' }],
      });
      expect(ok.body.detalles).toMatchObject({ total: '11.80', igv: '1.80', devuelve_stock: false });
      expect(await kardexOf(ok.body.detalles.idnota)).toEqual([]);
      expect((await s.api.get(s.admin, `/notaventa/${v.idventa}`)).body.detalles.saldo).toBe('23.60');
    });
  });

  describe('a boleta and concurrency', () => {
    test('a note on a boleta takes a B series (BC01); two notes at once never both fit in what is left of the sale', async () => {
      const b = await acceptedSale({ idserie: s.serie('B001') }, [line(s, 'FER-0017', '2', '24.90')]);
      const answers = await Promise.all(
        [1, 2].map(() =>
          s.api.post(s.admin, '/rnotacredito', {
            tipo: '07',
            idventa: b.idventa,
            codigo_motivo: '09',
            sustento: 'Rebaja por defecto',
            detalles: [{ cantidad: '1', precio_unitario: '30.00', descripcion: 'Rebaja' }],
          }),
        ),
      );
      expect(answers.map((a) => a.body.status).sort()).toEqual([200, 400]);
      const saved = answers.find((a) => a.body.status === 200)!.body.detalles;
      expect(saved).toMatchObject({ serie: 'BC01', venta_documento: b.documento, total: '30.00' });
      expect(answers.find((a) => a.body.status === 400)!.body.mensaje).toMatch(
        /supera lo que queda de la venta .*S\/ 19\.80/,
      );
      expect(await noteState(saved.idnota, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const [count] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from nota_credito where idventa = ${b.idventa}`,
      );
      expect(count!.n).toBe(1);
    });
  });

  describe('notes on a credit factura', () => {
    test('a credit note reduces the receivable; a type 13 note rewrites the cuotas; a debit note adds interest to it', async () => {
      const v = await factura([line(s, 'FER-0016', '4', '35.40')], {
        tipo_pago_id: 2,
      });
      const cuotasOf = async () => (await s.api.get(s.admin, `/consultaventa/${v.idventa}`)).body.detalles;
      const sold = await cuotasOf();
      expect(sold.saldo_credito).toBe('141.60');
      const credit = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '07',
        sustento: 'Devolución de un martillo',
        detalles: [{ iddetalle: sold.detalles[0].iddetalle, cantidad: '1' }],
      });
      expect(credit.body.detalles).toMatchObject({
        total: '35.40',
        monto_credito: '35.40',
        monto_caja: '0.00',
        idcredito: v.idcredito,
      });
      const reduced = await cuotasOf();
      expect(reduced.saldo_credito).toBe('106.20');
      expect(reduced.cuotas.map((c: any) => c.monto)).toEqual(['106.20']);
      expect(await noteState(credit.body.detalles.idnota, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');

      // 13: the pending 106.20 in two cuotas; the note is 0.00 and carries them as Credito.
      const due = (days: number) => new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
      const bad = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '13',
        sustento: 'Nuevo cronograma',
        cuotas: [{ monto: '50.00', fecha_vencimiento: due(30) }],
      });
      expect(bad.body).toMatchObject({
        status: 400,
        mensaje: 'Las cuotas suman 50.00 y el saldo pendiente del crédito es 106.20: deben ser iguales',
      });
      const thirteen = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '13',
        sustento: 'Nuevo cronograma de pagos',
        cuotas: [
          { monto: '60.00', fecha_vencimiento: due(30) },
          { monto: '46.20', fecha_vencimiento: due(60) },
        ],
      });
      expect(thirteen.body.detalles).toMatchObject({ total: '0.00', cuotas: [{ monto: '60.00' }, { monto: '46.20' }] });
      expect(await noteState(thirteen.body.detalles.idnota, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const xml = await s.t.app.cpe.xml(thirteen.body.detalles.cpe.id);
      expect(xml).toContain(
        '<cbc:PaymentMeansID>Cuota002</cbc:PaymentMeansID><cbc:Amount currencyID="PEN">46.20</cbc:Amount>',
      );
      const rescheduled = await cuotasOf();
      expect(rescheduled.saldo_credito).toBe('106.20');
      expect(rescheduled.cuotas.map((c: any) => [c.monto, c.fecha_vencimiento])).toEqual([
        ['60.00', due(30)],
        ['46.20', due(60)],
      ]);

      // 08: interest added to the receivable as a new cuota.
      const debit = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '08',
        idventa: v.idventa,
        codigo_motivo: '01',
        sustento: 'Intereses por pago fuera de fecha',
        detalles: [{ descripcion: 'Intereses moratorios', cantidad: '1', precio_unitario: '11.80' }],
      });
      expect(debit.body).toMatchObject({
        status: 200,
        mensaje: `Nota de débito ${debit.body.detalles.documento} guardada`,
      });
      expect(debit.body.detalles).toMatchObject({
        tipo: '08',
        serie: 'FD01',
        total: '11.80',
        monto_credito: '11.80',
        motivo: 'Intereses por mora',
      });
      expect(await noteState(debit.body.detalles.idnota, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const raised = await cuotasOf();
      expect(raised.saldo_credito).toBe('118.00');
      expect(raised.cuotas.map((c: any) => c.monto)).toEqual(['60.00', '46.20', '11.80']);
      // What a credit note may take grows with the debit note: 141.60 − 35.40 + 11.80.
      expect((await s.api.get(s.admin, `/notaventa/${v.idventa}`)).body.detalles.saldo).toBe('118.00');
    });
  });

  describe('refusals change nothing', () => {
    test('nota de venta, unaccepted sale, reason not of the catalogue, 13 on a cash sale, annulment after a note, a debit note of 0', async () => {
      const nv = await acceptedSale({ idserie: s.serie('NV01') }, [line(s, 'FER-0017', '1', '24.90')]);
      const v = await factura([line(s, 'FER-0017', '1', '24.90')]);
      const cases: [object, string | RegExp][] = [
        [
          { tipo: '07', idventa: nv.idventa, codigo_motivo: '01', sustento: 'Anular' },
          /es un documento interno: no admite notas/,
        ],
        [
          { tipo: '08', idventa: v.idventa, codigo_motivo: '13', sustento: 'Interés' },
          'El motivo 13 no es del catálogo 10 (notas de débito)',
        ],
        [
          { tipo: '07', idventa: v.idventa, codigo_motivo: '03', sustento: 'Corregir' },
          'El motivo 03 (Corrección por error en la descripción) no se emite desde una venta',
        ],
        [
          {
            tipo: '07',
            idventa: v.idventa,
            codigo_motivo: '13',
            sustento: 'Cuotas',
            cuotas: [{ monto: '24.90', fecha_vencimiento: '2099-01-01' }],
          },
          'La nota de crédito 13 solo corrige las cuotas de una factura al crédito',
        ],
        [{ tipo: '08', idventa: v.idventa, codigo_motivo: '01', sustento: 'Interés' }, 'Indique las líneas de la nota'],
        [
          { tipo: '07', idventa: v.idventa, codigo_motivo: '07', sustento: 'Devolver', detalles: [{ cantidad: '1' }] },
          'Línea 1: indique la línea de la venta que se devuelve',
        ],
        [
          { tipo: '07', idventa: v.idventa, codigo_motivo: '01', sustento: 'Anular', fecha: '2001-01-01' },
          /no puede tener fecha anterior a la venta/,
        ],
        [{ tipo: '07', idventa: 999999, codigo_motivo: '01', sustento: 'Anular' }, /La venta no existe/],
        [
          { tipo: '07', idventa: v.idventa, codigo_motivo: '01', sustento: 'Anular', idserie: s.serie('FD01') },
          'La serie no es de notas de crédito',
        ],
        [
          { tipo: '07', idventa: v.idventa, codigo_motivo: '01', sustento: 'Anular', idserie: s.serie('BC01') },
          'La serie BC01 no corresponde: una nota de una factura usa una serie que empieza con F',
        ],
      ];
      const snapshot = await footprint();
      for (const [body, mensaje] of cases) {
        const answer = await s.api.post(s.admin, '/rnotacredito', body);
        // The sale a note names is checked first: a missing one answers 404 (docs/security.md).
        expect(answer.res.statusCode).toBe((body as { idventa: number }).idventa === 999999 ? 404 : 400);
        expect(answer.body.status).toBe(400);
        expect(answer.body.mensaje).toEqual(typeof mensaje === 'string' ? mensaje : expect.stringMatching(mensaje));
      }
      const invalid = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '09',
        idventa: v.idventa,
        codigo_motivo: '01',
        sustento: 'x',
      });
      expect(invalid.body.status).toBe(400);
      expect(await footprint()).toEqual(snapshot);

      // An annulment after another note: what is left is returned by item.
      await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '09',
        sustento: 'Rebaja',
        detalles: [{ cantidad: '1', precio_unitario: '1.18', descripcion: 'Rebaja' }],
      });
      const after = await footprint();
      const annul = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '06',
        sustento: 'Devolución total',
      });
      expect(annul.body.mensaje).toMatch(/ya tiene notas de crédito o débito/);
      expect(await footprint()).toEqual(after);
    });

    test('a sale SUNAT has not accepted yet takes no note', async () => {
      await s.t.app.cpeWorker!.stop();
      try {
        const { body } = await s.api.post(s.admin, '/rfacturacion', {
          facturacion: { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), idmoneda: 1, tipo_pago_id: 1 },
          detalles: [line(s, 'FER-0017', '1', '24.90')],
        });
        const snapshot = await footprint();
        const refused = await s.api.post(s.admin, '/rnotacredito', {
          tipo: '07',
          idventa: body.detalles.idventa,
          codigo_motivo: '01',
          sustento: 'Anular',
        });
        expect(refused.body.mensaje).toBe(
          `El comprobante ${body.detalles.documento} aún no fue aceptado por SUNAT (en_cola): emita la nota cuando SUNAT lo acepte`,
        );
        expect(await footprint()).toEqual(snapshot);
      } finally {
        startTestWorker(s.t.app);
      }
    });
  });

  describe('revercecpe tipo_documento 2', () => {
    test('a note SUNAT rejected is withdrawn: stock taken back, cash restored, the sale gets its balance back; an accepted note is refused', async () => {
      const martillo = s.ids.product('FER-0016');
      const v = await factura([line(s, 'FER-0016', '2', '35.40')]);
      const before = await stockAndLedger(s.t, martillo, s.principal);
      s.t.app.sunatSimulator!.setFaults({ rejectSeries: { FC01: 2800 } });
      const { body } = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '06',
        sustento: 'Devolución total',
      });
      const n = body.detalles;
      expect(await noteState(n.idnota, ['aceptado', 'rechazado', 'error'])).toBe('rechazado');
      s.t.app.sunatSimulator!.setFaults({});
      const rejected = (await s.api.get(s.admin, `/consultanota/${n.idnota}`)).body.detalles;
      expect(rejected.cpe).toMatchObject({ estado: 'rechazado', codigo_respuesta: 2800 });
      expect((await s.api.post(s.admin, '/envianotacredito', { idnota: n.idnota })).body.detalles.cpe.estado).toBe(
        'rechazado',
      );

      const reverted = await s.api.post(s.admin, '/revercecpe', {
        id: n.idnota,
        tipo_documento: 2,
        motivo: 'Cliente corregido',
      });
      expect(reverted.body).toMatchObject({ status: 200, detalles: { estado: 'rechazado' } });
      const withdrawn = (await s.api.get(s.admin, `/consultanota/${n.idnota}`)).body.detalles;
      expect(withdrawn).toMatchObject({ estado: 0, motivo_reversion: 'Cliente corregido' });
      expect(await stockAndLedger(s.t, martillo, s.principal)).toMatchObject({ cantidad: before.cantidad });
      expect((await kardexOf(n.idnota)).map((k) => k.anulacion)).toEqual([false, true]);
      const [cash] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from caja_movimiento where origen_tipo = 'nota_credito' and origen_id = ${n.idnota} and estado = 1`,
      );
      expect(cash!.n).toBe(0);
      expect((await s.api.get(s.admin, `/notaventa/${v.idventa}`)).body.detalles.saldo).toBe('70.80');
      expect((await s.api.post(s.admin, '/revercecpe', { id: n.idnota, tipo_documento: 2 })).body.mensaje).toBe(
        `La nota ${n.documento} ya fue revertida`,
      );
      expect((await s.api.post(s.admin, '/generanotacredito', { idnota: n.idnota })).body.mensaje).toBe(
        'La nota fue revertida: emita una nueva',
      );

      // The corrected note is issued and accepted; an accepted note is only voided.
      const again = (
        await s.api.post(s.admin, '/rnotacredito', {
          tipo: '07',
          idventa: v.idventa,
          codigo_motivo: '06',
          sustento: 'Devolución total',
        })
      ).body.detalles;
      expect(await noteState(again.idnota, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const refused = await s.api.post(s.admin, '/revercecpe', { id: again.idnota, tipo_documento: 2 });
      expect(refused.body.mensaje).toBe(
        `La nota ${again.documento} fue aceptada por SUNAT: no se revierte. Anúlela con una comunicación de baja o resumen diario (Gestión CPE)`,
      );
    });
  });
}
