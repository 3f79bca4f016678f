import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { revisarReglas } from '../../src/cpe/rules/index.js';
import { cpeState, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';
import { demoRooms, inDays } from './support.js';

/**
 * Export of lodging to a non-domiciled foreigner (0202) and of a tourist package (0205) at the
 * check-out (docs/hospitality.md "Tourist packages and exports"): our pre-send rules, the XSD and the
 * SUNAT simulator accept them; each failed condition is refused in Spanish and changes nothing.
 */
export default function exportsCases() {
  let s: SalesApp;
  let rooms: Awaited<ReturnType<typeof demoRooms>>;
  let tourist: number;
  let escapada: { idpaquete: number; precio: string };

  beforeAll(async () => {
    s = await salesApp();
    rooms = await demoRooms(s.t);
    const [p] = await queryRows<{ idpersona: number }>(
      s.t.db,
      sql`insert into persona (idtipodocumento, numero_documento, nombres, direccion, ubica_persona)
        values ((select idtipodocumento from tipo_documento where codigo = '7'), 'X9F41255', 'EMMA SCHULZ', 'Hauptstraße 5, Berlín', 1)
        returning idpersona`,
    );
    tourist = p!.idpersona;
    const list = await s.api.get(s.admin, '/paquetes?q=escapada');
    escapada = list.body.detalles[0];
  }, 120_000);
  afterAll(() => s.t.close());

  const post = (url: string, body: object) => s.api.post(s.admin, url, body);
  const GERMAN = {
    tipo_documento: '7',
    numero_documento: 'X9F41255',
    nombres: 'Emma Schulz',
    nacionalidad: 'DE',
    pais_emision: 'DE',
    pais_residencia: 'DE',
    fecha_ingreso_pais: inDays(-3),
  };

  /** A stay from today for `nights` nights, its main guest registered, checked in. */
  async function lodgedStay(numero: string, nights: number, guest: object = GERMAN) {
    const booked = await post('/reserva', {
      idsucursal: rooms.idsucursal,
      titular: 'Emma Schulz',
      telefono: null,
      observacion: null,
      estancias: [{ idhabitacion: rooms.room(numero), idclasehabitacion: null, f1: inDays(0), f2: inDays(nights) }],
    });
    const id: number = booked.body.detalles[0].reserva_estancia_id;
    await setGuest(id, guest);
    expect((await post('/checkin', { reserva_estancia_id: id })).body.status).toBe(200);
    return id;
  }
  const setGuest = async (id: number, guest: object) =>
    expect(
      (
        await post('/rhuespedr', {
          reserva_estancia_id: id,
          idprofesion: null,
          procedencia: 'Berlín',
          principal: true,
          ...GERMAN,
          ...guest,
        })
      ).body.status,
    ).toBe(200);
  const exportOut = (id: number, extra: object = {}) =>
    post('/checkout', {
      reserva_estancia_id: id,
      idserie: s.serie('F001'),
      idpersona: tourist,
      idformapago: null,
      exportacion: true,
      ...extra,
    });
  async function xmlOf(idventa: number) {
    const [row] = await queryRows<{ xml: string }>(
      s.t.db,
      sql`select c.xml from venta v join cpe_documento c on c.id = v.cpe_documento_id where v.idventa = ${idventa}`,
    );
    return row!.xml;
  }
  const propertyCodes = (xml: string) => [...xml.matchAll(/catalogo55">(\d{4})</g)].map((m) => m[1]);

  describe('export of lodging to a non-domiciled foreigner', () => {
    it('issues the check-out as a 0202 factura without IGV, each line naming the guest (catálogo 55); SUNAT accepts it', async () => {
      const id = await lodgedStay('103', 2);
      const out = await exportOut(id);
      expect(out.body.status).toBe(200);
      const idventa: number = out.body.detalles.idventa;
      expect(await cpeState(s.t, idventa, ['aceptado', 'observado', 'rechazado', 'error', 'invalido'])).toBe(
        'aceptado',
      );
      const [sale] = await queryRows<{ igv: string; total: string }>(
        s.t.db,
        sql`select igv::text as igv, total::text as total from venta where idventa = ${idventa}`,
      );
      expect(Number(sale!.igv)).toBe(0);
      const lines = await queryRows<{ tipo_afectacion: string }>(
        s.t.db,
        sql`select tipo_afectacion from venta_detalle where idventa = ${idventa}`,
      );
      expect(lines.map((l) => l.tipo_afectacion)).toEqual(lines.map(() => '40'));
      const xml = await xmlOf(idventa);
      expect(xml).toMatch(/listID="0202"/);
      expect(propertyCodes(xml).slice(0, 9)).toEqual([
        '4000',
        '4001',
        '4002',
        '4003',
        '4004',
        '4005',
        '4007',
        '4008',
        '4009',
      ]);
      expect(xml).toContain(`<cbc:StartDate>${inDays(-3)}</cbc:StartDate>`);
      expect(xml).toContain(`<cbc:EndDate>${inDays(2)}</cbc:EndDate>`);
      expect(xml).toContain('<cbc:DurationMeasure unitCode="DAY">2</cbc:DurationMeasure>');
      expect(xml).toContain('<cbc:Value>Emma Schulz</cbc:Value>');
      // Our pre-send rules (cpe/rules/hospedaje.ts) refuse the same document without the passport's country.
      expect(revisarReglas(xml).rechazos).toEqual([]);
      const without4000 = xml.replace(
        /<cac:AdditionalItemProperty>(?:(?!<\/cac:AdditionalItemProperty>).)*?>4000<\/cbc:NameCode>.*?<\/cac:AdditionalItemProperty>/gs,
        '',
      );
      expect(revisarReglas(without4000).rechazos.map((r) => r.codigo)).toContain(3138);
    });

    it('a rejected 0202 made again from the sale (revercecpe, generaventa) is still the export with its properties', async () => {
      const id = await lodgedStay('301', 1);
      s.t.app.sunatSimulator!.setFaults({ rejectSeries: { F001: 2800 } });
      let idventa: number;
      try {
        const out = await exportOut(id);
        expect(out.body.status).toBe(200);
        idventa = out.body.detalles.idventa;
        expect(await cpeState(s.t, idventa, ['aceptado', 'rechazado', 'error'])).toBe('rechazado');
      } finally {
        s.t.app.sunatSimulator!.setFaults({});
      }
      const reverted = await post('/revercecpe', { id: idventa, tipo_documento: 1, motivo: 'Reenvío' });
      expect(reverted.body.status).toBe(200);
      const generated = await post('/generaventa', { idventa });
      expect(generated.body.detalles.estado).toBe('firmado');
      const xml = await xmlOf(idventa);
      expect(xml).toMatch(/listID="0202"/);
      expect(propertyCodes(xml).slice(0, 9)).toEqual([
        '4000',
        '4001',
        '4002',
        '4003',
        '4004',
        '4005',
        '4007',
        '4008',
        '4009',
      ]);
      expect(xml).toContain('<cbc:Value>Emma Schulz</cbc:Value>');
      expect((await post('/enviaventa', { idventa })).body.status).toBe(200);
      expect(await cpeState(s.t, idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
    });

    it('sells a tourist package at the check-out as 0205; a sold package cannot be deleted', async () => {
      const id = await lodgedStay('201', 1);
      const out = await exportOut(id, { idpaquete: escapada.idpaquete });
      expect(out.body.status).toBe(200);
      const idventa: number = out.body.detalles.idventa;
      expect(await cpeState(s.t, idventa, ['aceptado', 'observado', 'rechazado', 'error', 'invalido'])).toBe(
        'aceptado',
      );
      const lines = await queryRows<{ descripcion: string; precio_unitario: string }>(
        s.t.db,
        sql`select descripcion, precio_unitario::numeric(14, 2)::text as precio_unitario from venta_detalle where idventa = ${idventa} order by item`,
      );
      expect(lines).toContainEqual({
        descripcion: 'PAQUETE TURÍSTICO ESCAPADA ROMÁNTICA 2D/1N HAB. 201',
        precio_unitario: Number(escapada.precio).toFixed(2),
      });
      expect(await xmlOf(idventa)).toMatch(/listID="0205"/);

      const removed = await post('/epaquetes', { idpaquete: escapada.idpaquete });
      expect(removed.body.mensaje).toBe(
        'El paquete Escapada romántica 2D/1N ya se vendió (1 venta); no se puede eliminar: desactívelo en su lugar',
      );
      const listed = await s.api.get(s.admin, '/paquetes?q=escapada');
      expect(listed.body.detalles[0].ventas).toBe(1);
    });

    it('sells a package from the sale screen like any product (its own PAQ-<id> service product)', async () => {
      const [cusco] = (await s.api.get(s.admin, '/paquetes?q=cusco')).body.detalles;
      const [unit] = await queryRows<{ unidad_medida_id: number }>(
        s.t.db,
        sql`select unidad_medida_id from producto where producto_id = ${cusco.producto_id}`,
      );
      const sold = await post('/rfacturacion', {
        facturacion: { idserie: s.serie('B001'), idmoneda: 1, tipo_pago_id: 1, idpersona: null },
        detalles: [
          {
            producto_id: cusco.producto_id,
            unidad_medida_id: unit!.unidad_medida_id,
            cantidad: '1',
            precio_unitario: cusco.precio,
          },
        ],
      });
      expect(sold.body.status).toBe(200);
      expect(sold.body.detalles.total).toBe(cusco.precio);
      expect((await s.api.get(s.admin, '/paquetes?q=cusco')).body.detalles[0].ventas).toBe(1);
      expect((await post('/epaquetes', { idpaquete: cusco.idpaquete })).body.status).toBe(400);
    });

    it('refuses an export of several rooms in one document: it names one guest', async () => {
      const booked = await post('/reserva', {
        idsucursal: rooms.idsucursal,
        titular: 'Emma Schulz',
        telefono: null,
        observacion: null,
        estancias: ['203', '204'].map((numero) => ({
          idhabitacion: rooms.room(numero),
          idclasehabitacion: null,
          f1: inDays(0),
          f2: inDays(1),
        })),
      });
      const [first, second] = booked.body.detalles.map((d: { reserva_estancia_id: number }) => d.reserva_estancia_id);
      for (const id of [first, second]) {
        await setGuest(id, GERMAN);
        expect((await post('/checkin', { reserva_estancia_id: id })).body.status).toBe(200);
      }
      const joint = await exportOut(first, { estancias: [second] });
      expect(joint.body).toMatchObject({
        status: 400,
        mensaje:
          'La exportación de servicios nombra a un huésped por comprobante: haga el check-out de cada habitación por separado',
      });
      const [states] = await queryRows<{ lodged: number }>(
        s.t.db,
        sql`select count(*)::int as lodged from reserva_estancia where reserva_estancia_id in (${first}, ${second}) and estado = 2 and idventa is null`,
      );
      expect(states!.lodged).toBe(2);
    });

    it('refuses the export with its reason when a condition fails, leaving the stay lodged and no sale', async () => {
      const id = await lodgedStay('304', 1);
      const sales = async () =>
        Number((await queryRows<{ n: number }>(s.t.db, sql`select count(*)::int as n from venta`))[0]!.n);
      const before = await sales();
      const OTHERWISE = '; el check-out puede emitirse como venta gravada con IGV (sin marcar exportación)';
      const refused = async (guest: object, reason: string) => {
        await setGuest(id, guest);
        const out = await exportOut(id);
        expect([out.body.status, out.body.mensaje]).toEqual([
          400,
          `No es una exportación de servicios: ${reason}${OTHERWISE}`,
        ]);
      };
      await refused(
        { tipo_documento: '4', numero_documento: 'CE001234' },
        'Emma Schulz no se identifica con pasaporte (un DNI o carné de extranjería es de un domiciliado)',
      );
      await refused({ pais_emision: null }, 'falta el país de emisión del pasaporte de Emma Schulz');
      await refused({ pais_residencia: 'PE' }, 'Emma Schulz reside en el Perú (es domiciliado)');
      await refused(
        { fecha_ingreso_pais: null },
        'falta la fecha de ingreso al país de Emma Schulz (sello del pasaporte o Tarjeta Andina de Migración)',
      );
      await refused(
        { fecha_ingreso_pais: inDays(0).replace(/^(\d{4})/, (y) => String(Number(y) + 1)) },
        `Emma Schulz ingresó al país el ${inDays(0)
          .replace(/^(\d{4})/, (y) => String(Number(y) + 1))
          .split('-')
          .reverse()
          .join('/')}, después de su llegada al hotel`,
      );
      await refused(
        { fecha_ingreso_pais: inDays(-60) },
        `desde el ingreso al país (${inDays(-60).split('-').reverse().join('/')}) hasta la salida pasan 61 días; el beneficio alcanza 60 días calendario`,
      );
      // A boleta is no export document; and a client with RUC is no non-domiciled buyer (billing's rules).
      await setGuest(id, {});
      const boleta = await exportOut(id, { idserie: s.serie('B001'), idpersona: null });
      expect(boleta.body.mensaje).toBe(
        'Una exportación se emite con una factura de exportación: elija una serie de facturas',
      );
      expect(await sales()).toBe(before);
      const [stay] = await queryRows<{ estado: number }>(
        s.t.db,
        sql`select estado from reserva_estancia where reserva_estancia_id = ${id}`,
      );
      expect(stay!.estado).toBe(2);
      // Without the export the same stay checks out as a taxed sale.
      const taxed = await exportOut(id, { exportacion: false, idserie: s.serie('B001'), idpersona: null });
      expect(taxed.body.status).toBe(200);
    });
  });
}
