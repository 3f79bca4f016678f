import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SELLER, createTestApp, type TestApp } from '../helpers/app.js';
import { caller } from '../organization/support.js';

export default function referenceCases() {
  let t: TestApp;
  let admin: string;
  let seller: string;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    seller = await t.login(SELLER.usuario, SELLER.password);
  });
  afterAll(() => t.close());

  describe('reference lists (any signed-in user, even without menus)', () => {
    test('currencies, payment types and channels', async () => {
      expect((await api.get(seller, '/tipomoneda')).body).toEqual({
        status: 200,
        mensaje: 'Monedas',
        detalles: [
          { idmoneda: 1, codigo: 'PEN', nombre: 'Soles', simbolo: 'S/' },
          { idmoneda: 2, codigo: 'USD', nombre: 'Dólares americanos', simbolo: 'US$' },
        ],
      });
      expect((await api.get(seller, '/tipopago')).body.detalles).toEqual([
        { idtipopago: 1, nombre: 'Contado' },
        { idtipopago: 2, nombre: 'Crédito' },
      ]);
      const channels = (await api.get(seller, '/canales')).body.detalles.map((c: any) => c.nombre);
      expect(channels).toEqual(
        expect.arrayContaining(['Tienda física', 'Teléfono', 'WhatsApp', 'Página web', 'Redes sociales', 'Delivery']),
      );
    });

    test('payment forms of a payment type (0 = all)', async () => {
      const contado = (await api.get(seller, '/tipoformapago/1')).body.detalles;
      expect(contado.map((f: any) => f.nombre)).toEqual([
        'Efectivo',
        'Tarjeta de débito',
        'Tarjeta de crédito',
        'Transferencia bancaria',
        'Depósito en cuenta',
        'Yape',
        'Plin',
        'Cheque',
      ]);
      expect(contado.every((f: any) => f.idtipopago === 1 && f.dias === null)).toBe(true);
      const credito = (await api.get(seller, '/tipoformapago/2')).body.detalles;
      expect(credito.map((f: any) => [f.nombre, f.dias])).toEqual([
        ['Crédito a 7 días', 7],
        ['Crédito a 15 días', 15],
        ['Crédito a 30 días', 30],
        ['Crédito a 45 días', 45],
        ['Crédito a 60 días', 60],
        ['Crédito a 90 días', 90],
        ['Letra de cambio', null],
      ]);
      expect((await api.get(seller, '/tipoformapago/0')).body.detalles).toHaveLength(contado.length + credito.length);
      expect((await api.get(seller, '/tipoformapago/3')).body).toEqual({
        status: 400,
        mensaje: 'El tipo de pago no existe o fue eliminado',
        detalles: null,
      });
      expect((await api.get(seller, '/tipoformapago/x')).body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Tipo de pago debe ser un número',
        detalles: expect.any(Array),
      });
    });

    test('banks operating in Peru', async () => {
      const banks = (await api.get(seller, '/bancos')).body.detalles.map((b: any) => b.abreviatura);
      expect(banks.slice(0, 4)).toEqual(['BCP', 'BBVA', 'Interbank', 'Scotiabank']);
      expect(banks).toEqual(
        expect.arrayContaining([
          'BanBif',
          'Pichincha',
          'Banco de la Nación',
          'GNB',
          'Falabella',
          'Ripley',
          'Santander',
          'Mibanco',
          'Alfin',
          'ICBC',
          'Bank of China',
          'Citibank',
          'Caja Arequipa',
        ]),
      );
    });

    test('SUNAT catálogo 06 and guide types', async () => {
      const types = (await api.get(seller, '/tipodocumento')).body.detalles;
      expect(types.slice(0, 4).map((d: any) => [d.codigo, d.abreviatura])).toEqual([
        ['1', 'DNI'],
        ['6', 'RUC'],
        ['4', 'CARNÉ EXT.'],
        ['7', 'PASAPORTE'],
      ]);
      expect(types.map((d: any) => d.codigo).sort()).toEqual([
        '-',
        '0',
        '1',
        '4',
        '6',
        '7',
        'A',
        'B',
        'C',
        'D',
        'E',
        'F',
        'G',
        'H',
      ]);
      expect((await api.get(seller, '/tipoguia')).body.detalles).toEqual([
        { idtipoguia: 1, codigo: '09', nombre: 'Guía de remisión remitente' },
        { idtipoguia: 2, codigo: '31', nombre: 'Guía de remisión transportista' },
      ]);
    });

    test('ubigeo: 25 departments, every province and district, lookups and filters', async () => {
      const deps = (await api.get(seller, '/departamentos')).body.detalles;
      expect(deps).toHaveLength(25);
      expect(deps[0]).toEqual({ iddepartamento: '01', nombre: 'AMAZONAS' });
      expect((await api.get(seller, '/provincias')).body.detalles).toHaveLength(196);
      const lima = (await api.get(seller, '/provincias?iddepartamento=15')).body.detalles;
      expect(lima).toHaveLength(10);
      expect(lima.map((p: any) => p.nombre)).toContain('HUAROCHIRI');
      const all = (await api.get(seller, '/distritos')).body.detalles;
      expect(all).toHaveLength(1893);
      expect(new Set(all.map((d: any) => d.iddistrito)).size).toBe(1893);
      const limaLima = (await api.get(seller, '/distritos?idprovincia=1501')).body.detalles;
      expect(limaLima).toHaveLength(44); // with Santa María de Huachipa (2024)
      expect(limaLima.find((d: any) => d.iddistrito === '150122')).toEqual({
        iddistrito: '150122',
        idprovincia: '1501',
        iddepartamento: '15',
        nombre: 'MIRAFLORES',
      });
      expect(
        (await api.get(seller, '/distritos?q=san%20juan%20lurigancho')).body.detalles.map((d: any) => d.iddistrito),
      ).toEqual(['150132']);
      expect((await api.get(seller, '/distritos?iddepartamento=18&q=san%20antonio')).body.detalles).toEqual([
        { iddistrito: '180107', idprovincia: '1801', iddepartamento: '18', nombre: 'SAN ANTONIO' },
      ]);
      expect((await api.get(seller, '/ubigeo/040101')).body.detalles).toEqual({
        ubigeo: '040101',
        departamento: 'AREQUIPA',
        provincia: 'AREQUIPA',
        distrito: 'AREQUIPA',
      });
      expect((await api.get(seller, '/ubigeo/999999')).body).toEqual({
        status: 400,
        mensaje: 'El ubigeo no existe',
        detalles: null,
      });
      expect((await api.get(seller, '/ubigeo/15')).body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Ubigeo no tiene un formato válido',
        detalles: expect.any(Array),
      });
      expect((await api.get(seller, '/provincias?iddepartamento=1')).body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Departamento no tiene un formato válido',
        detalles: expect.any(Array),
      });
    });

    test('every reference read needs a session (HTTP 401 without a token)', async () => {
      for (const url of [
        '/tipomoneda',
        '/tipopago',
        '/tipoformapago/1',
        '/bancos',
        '/canales',
        '/tipodocumento',
        '/tipoguia',
        '/departamentos',
        '/provincias',
        '/distritos',
        '/ubigeo/150101',
        '/preciodollar',
        '/tipocambio',
        '/seriexcomprobante/1/1',
        '/seriexcomprobantexusuario/1/1/1',
      ]) {
        const { res, body } = await api.get(undefined, url);
        expect([url, res.statusCode, body]).toEqual([
          url,
          401,
          { status: 401, mensaje: 'Sesión no válida o vencida. Inicie sesión nuevamente.', detalles: null },
        ]);
      }
    });
  });

  describe('series of a user for a voucher type', () => {
    let ids: { admin: number; seller: number };
    beforeAll(async () => {
      const users = (await api.get(admin, '/usuario')).body.detalles;
      ids = {
        admin: users.find((u: any) => u.usuario === 'admin').idusuario,
        seller: users.find((u: any) => u.usuario === 'vendedor').idusuario,
      };
    });

    test('a user reads their own active series and the next number of one of them', async () => {
      const facturas = await api.get(seller, `/seriexcomprobante/${ids.seller}/1`);
      expect(facturas.body.detalles).toEqual([
        {
          idserie: expect.any(Number),
          serie: 'F001',
          correlativo: expect.any(Number),
          idsucursal: expect.any(Number),
          sucursal: 'Lima - Miraflores',
        },
      ]);
      const notas = (await api.get(seller, `/seriexcomprobante/${ids.seller}/3`)).body.detalles.map(
        (s: any) => s.serie,
      );
      expect(notas).toEqual(['BC01', 'FC01']);
      const idserie = facturas.body.detalles[0].idserie;
      // The demo's own sales may have used F001 already.
      const next = facturas.body.detalles[0].correlativo as number;
      expect((await api.get(seller, `/seriexcomprobantexusuario/${ids.seller}/1/${idserie}`)).body).toEqual({
        status: 200,
        mensaje: 'Siguiente número',
        detalles: { idserie, serie: 'F001', correlativo: next, numero: `F001-${String(next).padStart(8, '0')}` },
      });
      // Wrong voucher type for that series, or a series not assigned.
      expect((await api.get(seller, `/seriexcomprobantexusuario/${ids.seller}/2/${idserie}`)).body).toEqual({
        status: 400,
        mensaje: 'La serie no está asignada al usuario para ese comprobante',
        detalles: null,
      });
      const f002 = (await api.get(admin, '/serie/1?q=F002')).body.detalles[0];
      expect((await api.get(seller, `/seriexcomprobantexusuario/${ids.seller}/1/${f002.idserie}`)).body.status).toBe(
        400,
      );
    });

    test('disabled assignments or series are left out', async () => {
      const assignment = (await api.get(admin, `/usuarioserie?idusuario=${ids.seller}&q=B001`)).body.detalles[0];
      await api.post(admin, '/cusuarioserie', { idusuarioserie: assignment.idusuarioserie, estado: 0 });
      expect((await api.get(seller, `/seriexcomprobante/${ids.seller}/2`)).body.detalles).toEqual([]);
      await api.post(admin, '/cusuarioserie', { idusuarioserie: assignment.idusuarioserie, estado: 1 });
      await api.post(admin, '/cserie', { idserie: assignment.idserie, estado: 0 });
      expect((await api.get(seller, `/seriexcomprobante/${ids.seller}/2`)).body.detalles).toEqual([]);
      await api.post(admin, '/cserie', { idserie: assignment.idserie, estado: 1 });
      expect(
        (await api.get(seller, `/seriexcomprobante/${ids.seller}/2`)).body.detalles.map((s: any) => s.serie),
      ).toEqual(['B001']);
    });

    test("another user's series need the organization area", async () => {
      expect((await api.get(seller, `/seriexcomprobante/${ids.admin}/1`)).res.statusCode).toBe(403);
      expect((await api.get(seller, `/seriexcomprobantexusuario/${ids.admin}/1/1`)).res.statusCode).toBe(403);
      expect(
        (await api.get(admin, `/seriexcomprobante/${ids.seller}/1`)).body.detalles.map((s: any) => s.serie),
      ).toEqual(['F001']);
      expect((await api.get(admin, '/seriexcomprobante/0/1')).body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Usuario debe ser mayor o igual a 1',
        detalles: expect.any(Array),
      });
    });
  });
}
