import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { dec } from '@trade/money';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { cpeState, line, salesApp, type SalesApp } from './sales-support.js';

/**
 * The sale's follow-ups (docs/sales.md, "From a sale"): a dispatch guide proposed from a sale and
 * saved with its link, boletas informed only through the daily summary when the company chooses it,
 * and the credits service's reduce (what a credit note on a credit sale calls). Bundled simulator.
 */
export default function salesMoreCases() {
  let s: SalesApp;
  beforeAll(async () => {
    s = await salesApp();
  });
  afterAll(() => s.t.close());

  const RUC_CLIENT = '20456789120';

  async function accepted(
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
    expect(await cpeState(s.t, body.detalles.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
    return body.detalles;
  }

  async function settledGuide(idguia: number) {
    for (let i = 0; i < 400; i++) {
      const { body } = await s.api.get(s.admin, `/consultaguia/${idguia}`);
      if (body.detalles.cpe?.final) return body.detalles;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`guide ${idguia} never settled`);
  }

  type DraftItem = { producto_id: number; unidad_medida_id: number; descripcion: string; cantidad: string };
  /** Saves a proposed guide as the user completes it: arrival ubigeo, vehicle, driver and weight. */
  function saveGuide(draft: any, items: DraftItem[]) {
    const { destinatario_numero_documento: _d, destinatario_nombre: _n, ...header } = draft;
    return s.api.post(s.admin, '/gguia', {
      ...header,
      llegada_ubigeo: '150131',
      placas: ['ABC-123'],
      conductores: [
        {
          tipo_documento: '1',
          numero_documento: '41234567',
          nombres: 'Juan',
          apellidos: 'Pérez Quispe',
          licencia: 'Q41234567',
        },
      ],
      peso_bruto: '12.5',
      items: items.map((i) => ({
        producto_id: i.producto_id,
        unidad_medida_id: i.unidad_medida_id,
        descripcion: i.descripcion,
        cantidad: i.cantidad,
      })),
    });
  }

  describe('a guide from a sale', () => {
    test('guiaventa proposes reason 01, the client, the branch as departure with its establishment, the sale as related document and its goods; saved, it keeps idventa', async () => {
      const v = await accepted(
        {
          idserie: s.serie('F001'),
          idpersona: s.person(RUC_CLIENT),
          direccion_entrega: 'Jr. Las Begonias 450, San Isidro',
        },
        [line(s, 'FER-0016', '3', '35.40'), line(s, 'FER-0017', '1', '24.90')],
      );
      const [branch] = await queryRows<{ direccion: string; ubigeo: string; codigo_sunat: string }>(
        s.t.db,
        sql`select s.direccion, s.ubigeo, s.codigo_sunat from venta v join sucursal s on s.idsucursal = v.idsucursal where v.idventa = ${v.idventa}`,
      );
      const { body } = await s.api.get(s.admin, `/guiaventa/${v.idventa}`);
      expect(body).toMatchObject({ status: 200, mensaje: 'Guía propuesta desde la venta' });
      const draft = body.detalles;
      expect(draft).toMatchObject({
        motivo: '01',
        idventa: v.idventa,
        idpersona: s.person(RUC_CLIENT),
        destinatario_numero_documento: RUC_CLIENT,
        partida_direccion: branch!.direccion,
        partida_ubigeo: branch!.ubigeo,
        partida_codigo_local: branch!.codigo_sunat,
        llegada_direccion: 'Jr. Las Begonias 450, San Isidro',
        documento_relacionado_tipo: '01',
        documento_relacionado_numero: v.documento,
        peso_bruto: null,
        fecha_emision: todayLima(),
      });
      expect(draft.items.map((i: any) => [i.producto_id, i.cantidad, i.abreviatura])).toEqual([
        [s.ids.product('FER-0016'), '3.0000', expect.any(String)],
        [s.ids.product('FER-0017'), '1.0000', expect.any(String)],
      ]);

      // The user completes the transport and the weight, and saves it.
      const saved = await saveGuide(draft, draft.items);
      expect(saved.body).toMatchObject({ status: 200, detalles: { idventa: v.idventa, motivo: '01' } });
      const guide = await settledGuide(saved.body.detalles.idguia);
      expect(guide.cpe.estado).toBe('aceptado');
      expect(guide.documento_relacionado_numero).toBe(v.documento);

      // The sale's view lists its guides through the guide list filtered by the sale.
      const list = await s.api.get(s.admin, `/guia?page=1&idventa=${v.idventa}`);
      expect(list.body.detalles.map((g: any) => g.idguia)).toEqual([saved.body.detalles.idguia]);
    });

    test("guiaventa proposes only the goods left to deliver (less a credit note's return and earlier guides) and the client's ubigeo, never the branch's", async () => {
      const v = await accepted({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT) }, [
        line(s, 'FER-0016', '3', '35.40'),
        line(s, 'FER-0017', '1', '24.90'),
      ]);
      const view = (await s.api.get(s.admin, `/notaventa/${v.idventa}`)).body.detalles;
      const note = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '07',
        sustento: 'Devolución de una unidad',
        detalles: [{ iddetalle: view.lineas[0].iddetalle, cantidad: '1' }],
      });
      expect(note.body).toMatchObject({ status: 200, detalles: { devuelve_stock: true } });
      const proposed = async () => (await s.api.get(s.admin, `/guiaventa/${v.idventa}`)).body;
      const goods = (draft: any) => draft.items.map((i: any) => [i.producto_id, i.cantidad]);

      const [client] = await queryRows<{ ubigeo: string | null }>(
        s.t.db,
        sql`select ubigeo from persona where numero_documento = ${RUC_CLIENT}`,
      );
      const first = (await proposed()).detalles;
      expect(first.llegada_ubigeo).toBe(client!.ubigeo ?? '');
      expect(goods(first)).toEqual([
        [s.ids.product('FER-0016'), '2.0000'],
        [s.ids.product('FER-0017'), '1.0000'],
      ]);

      // A first guide carries one of the two hammers left.
      const one = await saveGuide(first, [{ ...first.items[0], cantidad: '1' }]);
      expect(one.body.status).toBe(200);
      const second = (await proposed()).detalles;
      expect(goods(second)).toEqual([
        [s.ids.product('FER-0016'), '1.0000'],
        [s.ids.product('FER-0017'), '1.0000'],
      ]);
      expect((await saveGuide(second, second.items)).body.status).toBe(200);
      expect(await proposed()).toMatchObject({
        status: 400,
        mensaje: `Los bienes de la venta ${v.documento} ya están en sus guías o fueron devueltos: no queda nada por trasladar`,
      });

      // A client without ubigeo: the arrival's is left for the user, not taken from the branch.
      await s.t.db.execute(sql`update persona set ubigeo = null where numero_documento = ${RUC_CLIENT}`);
      const other = await accepted({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT) }, [
        line(s, 'FER-0017', '1', '24.90'),
      ]);
      expect((await s.api.get(s.admin, `/guiaventa/${other.idventa}`)).body.detalles.llegada_ubigeo).toBe('');
      await s.t.db.execute(sql`update persona set ubigeo = ${client!.ubigeo} where numero_documento = ${RUC_CLIENT}`);
    });

    test('an annulled sale and a missing sale are refused; a nota de venta names itself in the observation; gguia with an annulled sale writes nothing', async () => {
      const nv = await s.api.post(s.admin, '/rfacturacion', {
        facturacion: { idserie: s.serie('NV01'), idmoneda: 1, tipo_pago_id: 1 },
        detalles: [line(s, 'FER-0016', '1', '35.40')],
      });
      expect(nv.body.status).toBe(200);
      const ok = await s.api.get(s.admin, `/guiaventa/${nv.body.detalles.idventa}`);
      expect(ok.body.detalles).toMatchObject({
        documento_relacionado_tipo: null,
        observacion: `Nota de venta ${nv.body.detalles.documento}`,
      });
      expect(
        (
          await s.api.post(s.admin, '/cfacturacion', {
            idventa: nv.body.detalles.idventa,
            estado_venta: 0,
            motivo: 'Prueba de guía',
          })
        ).body.status,
      ).toBe(200);
      const annulled = await s.api.get(s.admin, `/guiaventa/${nv.body.detalles.idventa}`);
      expect(annulled.body).toMatchObject({
        status: 400,
        mensaje: `La venta ${nv.body.detalles.documento} está anulada: no se emite su guía`,
      });
      expect((await s.api.get(s.admin, '/guiaventa/999999')).body).toMatchObject({
        status: 400,
        mensaje: 'La venta no existe o fue eliminada',
      });

      const [before] = await queryRows<{ n: number; c: number }>(
        s.t.db,
        sql`select (select count(*)::int from guia) as n, (select count(*)::int from cpe_documento) as c`,
      );
      const draft = ok.body.detalles;
      const refused = await s.api.post(s.admin, '/gguia', {
        fecha_emision: draft.fecha_emision,
        fecha_traslado: draft.fecha_traslado,
        motivo: '01',
        modalidad: '02',
        placas: ['ABC-123'],
        conductores: [
          {
            tipo_documento: '1',
            numero_documento: '41234567',
            nombres: 'Juan',
            apellidos: 'Pérez',
            licencia: 'Q41234567',
          },
        ],
        partida_ubigeo: draft.partida_ubigeo,
        partida_direccion: draft.partida_direccion,
        llegada_ubigeo: '150131',
        llegada_direccion: 'Av. Javier Prado 4200',
        peso_bruto: '3',
        idpersona: s.person(RUC_CLIENT),
        idventa: nv.body.detalles.idventa,
        items: [{ producto_id: s.ids.product('FER-0016'), unidad_medida_id: s.ids.unit('UND'), cantidad: '1' }],
      });
      expect(refused.body.mensaje).toBe(`La venta ${nv.body.detalles.documento} está anulada: no se emite su guía`);
      const [after] = await queryRows<{ n: number; c: number }>(
        s.t.db,
        sql`select (select count(*)::int from guia) as n, (select count(*)::int from cpe_documento) as c`,
      );
      expect(after).toEqual(before);
    });
  });

  describe('boletas only through the daily summary', () => {
    const setMode = async (on: boolean) => {
      const current = (await s.api.get(s.admin, '/configuracionsunat')).body.detalles;
      const { body } = await s.api.post(s.admin, '/aconfiguracionsunat', {
        destino: current.destino,
        solUsuario: current.solUsuario,
        boletasPorResumen: on,
      });
      expect(body).toMatchObject({ status: 200, detalles: { boletasPorResumen: on } });
    };
    const stateOf = async (id: number) =>
      (await queryRows<{ estado: string }>(s.t.db, sql`select estado from cpe_documento where id = ${id}`))[0]!.estado;
    async function until(id: number, states: string[]) {
      for (let i = 0; i < 800; i++) {
        const estado = await stateOf(id);
        if (states.includes(estado)) return estado;
        await new Promise((r) => setTimeout(r, 25));
      }
      return stateOf(id);
    }

    test('a boleta and its credit note wait signed for the resumen diario; sending one alone is refused; the summary gets them accepted; facturas still go alone', async () => {
      await setMode(true);
      try {
        const boleta = await s.api.post(s.admin, '/rfacturacion', {
          facturacion: { idserie: s.serie('B001'), idmoneda: 1, tipo_pago_id: 1 },
          detalles: [line(s, 'FER-0016', '2', '35.40')],
        });
        expect(boleta.body.status).toBe(200);
        const idcpe = (
          await queryRows<{ id: number }>(
            s.t.db,
            sql`select cpe_documento_id as id from venta where idventa = ${boleta.body.detalles.idventa}`,
          )
        )[0]!.id;
        expect(await stateOf(idcpe)).toBe('firmado');
        const alone = await s.api.post(s.admin, '/enviaventa', { idventa: boleta.body.detalles.idventa });
        expect(alone.body.mensaje).toBe(
          `${boleta.body.detalles.serie}-${boleta.body.detalles.numero} se informa a SUNAT en el resumen diario: envíe el resumen del día desde Gestión CPE (Resúmenes pendientes)`,
        );
        expect(await stateOf(idcpe)).toBe('firmado');
        // The sale view is told, so it offers no "Enviar a SUNAT".
        expect(
          (await s.api.get(s.admin, `/consultaventa/${boleta.body.detalles.idventa}`)).body.detalles.cpe,
        ).toMatchObject({ estado: 'firmado', resumen: true });

        // A factura is never summarised.
        await accepted({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT) }, [
          line(s, 'FER-0017', '1', '24.90'),
        ]);

        const pending = (await s.api.get(s.admin, '/cperesumenespendientes')).body.detalles;
        expect(pending.find((p: any) => p.fecha === todayLima())).toBeTruthy();
        const summary = await s.api.post(s.admin, '/cperesumen', { fecha: todayLima() });
        expect(summary.body.status).toBe(200);
        expect(await until(idcpe, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');

        // Its credit note (BC01) also waits for the next summary.
        const note = await s.api.post(s.admin, '/rnotacredito', {
          tipo: '07',
          idventa: boleta.body.detalles.idventa,
          codigo_motivo: '01',
          sustento: 'El cliente devolvió todo',
        });
        expect(note.body.status).toBe(200);
        const noteCpe = (
          await queryRows<{ id: number }>(
            s.t.db,
            sql`select cpe_documento_id as id from nota_credito where idnota = ${note.body.detalles.idnota}`,
          )
        )[0]!.id;
        expect(await stateOf(noteCpe)).toBe('firmado');
        expect(
          (await s.api.post(s.admin, '/envianotacredito', { idnota: note.body.detalles.idnota })).body.mensaje,
        ).toMatch(/se informa a SUNAT en el resumen diario/);
        expect((await s.api.get(s.admin, `/consultanota/${note.body.detalles.idnota}`)).body.detalles.cpe.resumen).toBe(
          true,
        );
        expect((await s.api.post(s.admin, '/cperesumen', { fecha: todayLima() })).body.status).toBe(200);
        expect(await until(noteCpe, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      } finally {
        await setMode(false);
      }
      // Back to one by one: a boleta is queued and accepted alone.
      const alone = await s.api.post(s.admin, '/rfacturacion', {
        facturacion: { idserie: s.serie('B001'), idmoneda: 1, tipo_pago_id: 1 },
        detalles: [line(s, 'FER-0016', '1', '35.40')],
      });
      expect(await cpeState(s.t, alone.body.detalles.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      expect(
        (await s.api.get(s.admin, `/consultaventa/${alone.body.detalles.idventa}`)).body.detalles.cpe.resumen,
      ).toBe(false);
    });
  });

  describe('credits.reduce (purchasing-credits), called by credit notes', () => {
    test('takes the amount from the last pending cuota back, never more than the balance; a credit reduced to zero is annulled', async () => {
      const v = await accepted(
        { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), tipo_pago_id: 2 },
        [line(s, 'FER-0016', '3', '35.40')],
        {
          cuotas: [
            { monto: '60.00', fecha_vencimiento: '2099-01-10' },
            { monto: '46.20', fecha_vencimiento: '2099-02-10' },
          ],
        },
      );
      const credits = s.t.app.purchasingCredits.credits;
      const cuotas = () =>
        queryRows<{ numero: number; monto: string }>(
          s.t.db,
          sql`select numero, monto::text as monto from credito_cuota where idcredito = ${v.idcredito} order by numero`,
        );
      const credit = async () =>
        (
          await queryRows<{ total: string; saldo: string; estado: number }>(
            s.t.db,
            sql`select total::text, saldo::text, estado from credito where idcredito = ${v.idcredito}`,
          )
        )[0]!;

      // 50.00 off: the second cuota (46.20) goes, 3.80 comes off the first.
      const first = await s.t.db.transaction((tx) => credits.reduce('cliente', v.idcredito, dec('50'), tx));
      expect(first).toEqual({ reducido: '50.00', saldo: '56.20', anulado: false });
      expect(await cuotas()).toEqual([{ numero: 1, monto: '56.20' }]);
      expect(await credit()).toEqual({ total: '56.20', saldo: '56.20', estado: 1 });

      // More than the balance: only the balance; the credit reaches zero and is annulled.
      const second = await s.t.db.transaction((tx) => credits.reduce('cliente', v.idcredito, '80.00', tx));
      expect(second).toEqual({ reducido: '56.20', saldo: '0.00', anulado: true });
      expect(await credit()).toMatchObject({ saldo: '0.00', estado: 0 });
      // An annulled credit takes nothing more.
      expect(await s.t.db.transaction((tx) => credits.reduce('cliente', v.idcredito, '1', tx))).toEqual({
        reducido: '0.00',
        saldo: '0.00',
        anulado: true,
      });
    });
  });

  describe('lists by user and branch (spec 001 section 6)', () => {
    test('an administrator filters by any user (0 = all); a seller only ever sees their own sales, in the list and the report', async () => {
      const [seller] = await queryRows<{ idusuario: number }>(
        s.t.db,
        sql`select idusuario from usuario where usuario = 'vendedor'`,
      );
      const [adminRow] = await queryRows<{ idusuario: number }>(
        s.t.db,
        sql`select idusuario from usuario where usuario = 'admin'`,
      );
      await s.t.db.execute(
        sql`insert into menu_usuario (idusuario, idmenu) select ${seller!.idusuario}, idmenu from menu where ruta in ('/sales', '/report_sales') on conflict do nothing`,
      );
      const token = await s.t.login('vendedor', 'Vendedor2026');
      const [own] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from venta where idusuario = ${seller!.idusuario}`,
      );
      // The admin has sales (this file's); the seller asks for everyone's, then for the admin's.
      const all = (await s.api.get(s.admin, '/facturacion?page=1&idusuario=0&idsucursal=0')).body;
      expect(all.detalles.some((r: any) => r.idusuario === adminRow!.idusuario)).toBe(true);
      const byAdmin = (await s.api.get(s.admin, `/facturacion?page=1&idusuario=${adminRow!.idusuario}`)).body.detalles;
      expect(byAdmin.every((r: any) => r.idusuario === adminRow!.idusuario)).toBe(true);
      for (const url of ['/facturacion?page=1&idusuario=0', `/facturacion?page=1&idusuario=${adminRow!.idusuario}`]) {
        const { body } = await s.api.get(token, url);
        expect(body.status).toBe(200);
        expect(body.detalles.every((r: any) => r.idusuario === seller!.idusuario)).toBe(true);
        expect(body.totalRegistros).toBe(own!.n);
      }
      expect(all.totalRegistros).toBeGreaterThan(own!.n);
      const report = (
        await s.api.post(token, '/reporte_ventas', {
          desde: todayLima(),
          hasta: todayLima(),
          idusuario: adminRow!.idusuario,
        })
      ).body;
      expect(report.status).toBe(200);
      const [ownToday] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from venta where idusuario = ${seller!.idusuario} and fecha = ${todayLima()}::date and estado_venta = 1`,
      );
      expect(report.detalles.filas).toHaveLength(ownToday!.n);
      const adminReport = (await s.api.post(s.admin, '/reporte_ventas', { desde: todayLima(), hasta: todayLima() }))
        .body;
      expect(adminReport.detalles.filas.some((r: any) => r.usuario === 'admin')).toBe(true);
    });
  });
}
