import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectGuarded, expectRefused } from '../organization/support.js';

export default function peopleCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  const DNI = 1;
  const RUC = 2;
  const CE = 3;
  const PASAPORTE = 4;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
  });
  afterAll(() => t.close());

  const person = (over: Record<string, unknown> = {}) => ({
    idtipodocumento: RUC,
    numero_documento: '20601030013',
    nombres: 'Ferretería Central S.A.C.',
    nombre_comercial: 'Ferrecentral',
    direccion: 'Av. Grau 120',
    ubigeo: '150101',
    email: 'ventas@ferrecentral.pe',
    telefono: '01 4441111',
    ubica_persona: 2,
    limite_credito: null,
    dias_credito: null,
    ...over,
  });

  describe('people (clients and providers)', () => {
    test('the list pages and filters by kind, estado, document type and accent-free words', async () => {
      const all = (await api.get(admin, '/personaprovedor?pageSize=100')).body;
      expect(all.status).toBe(200);
      expect(all.totalRegistros).toBeGreaterThanOrEqual(10);
      const providers = (await api.get(admin, '/personaprovedor?ubica=2&pageSize=100')).body.detalles;
      expect(providers.every((p: any) => p.ubica_persona === 2 || p.ubica_persona === 3)).toBe(true);
      expect(providers.map((p: any) => p.nombres)).toContain('TECNOLOGÍA DEL SUR E.I.R.L.');
      const clients = (await api.get(admin, '/personaprovedor?ubica=1&pageSize=100')).body.detalles;
      expect(clients.every((p: any) => p.ubica_persona !== 2)).toBe(true);
      const dnis = (await api.get(admin, `/personaprovedor?idtipodocumento=${DNI}&pageSize=100`)).body.detalles;
      expect(dnis.every((p: any) => p.tipodocumento === 'DNI')).toBe(true);
      const found = (await api.get(admin, '/personaprovedor?q=naupa servicios')).body.detalles;
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ numero_documento: '20387654322', condicion_sunat: 'NO HABIDO' });
      expect(found[0].advertencia).toMatch(/NO HABIDO/);
      const page = (await api.get(admin, '/personaprovedor?pageSize=3&page=2&sort=nombres&order=desc')).body;
      expect(page.detalles).toHaveLength(3);
    });

    test('create, read, update, disable and delete a provider', async () => {
      const created = await api.post(admin, '/rpersonaprovedor', person());
      expect(created.body).toMatchObject({ status: 200, mensaje: 'Persona registrada correctamente' });
      const id = created.body.detalles.idpersona;
      expect(created.body.detalles).toMatchObject({
        tipodocumento: 'RUC',
        codigo_documento: '6',
        numero_documento: '20601030013',
        advertencia: null,
        estado: 1,
      });

      expect((await api.get(admin, `/sidpersonaprovedor/${id}`)).body.detalles.nombres).toBe(
        'Ferretería Central S.A.C.',
      );
      const account = (await api.get(admin, `/persona/${id}`)).body.detalles;
      expect(account).toMatchObject({ idpersona: id, saldos: [] });

      const updated = await api.post(admin, '/apersonaprovedor', {
        idpersona: id,
        ...person({
          ubica_persona: 3,
          limite_credito: '5000',
          dias_credito: 30,
          estado_sunat: 'baja de oficio',
          condicion_sunat: 'habido',
        }),
      });
      expect(updated.body.detalles).toMatchObject({
        ubica_persona: 3,
        limite_credito: '5000.00',
        dias_credito: 30,
        estado_sunat: 'BAJA DE OFICIO',
      });
      expect(updated.body.detalles.advertencia).toBe(
        'SUNAT reporta este RUC como BAJA DE OFICIO / HABIDO; verifique antes de emitir o aceptar una factura',
      );

      const off = await api.post(admin, '/cpersonaprovedor', { idpersona: id, estado: 0 });
      expect(off.body).toMatchObject({ mensaje: 'Persona desactivada', detalles: { estado: 0 } });
      expect((await api.get(admin, '/persona/search?parametro=20601030013')).body.detalles).toHaveLength(0);

      const removed = await api.post(admin, '/epersonaprovedor', { idpersona: id });
      expect(removed.body).toMatchObject({ status: 200, mensaje: 'Persona eliminada correctamente' });
      await expectRefused(t, 'persona', () => api.get(admin, `/persona/${id}`), 'La persona no existe o fue eliminada');
    });

    test('document numbers are checked on the server: DNI 8 digits, RUC check digit, CE and passport formats', async () => {
      await expectRefused(
        t,
        'persona',
        () =>
          api.post(
            admin,
            '/rpersonaprovedor',
            person({ idtipodocumento: DNI, numero_documento: '1234567', nombres: 'Ana' }),
          ),
        'El DNI debe tener 8 dígitos',
      );
      await expectRefused(
        t,
        'persona',
        () => api.post(admin, '/rpersonaprovedor', person({ numero_documento: '20601030014' })),
        'El RUC no es válido: debe tener 11 dígitos, empezar con 10, 15, 17 o 20 y tener el dígito verificador correcto',
      );
      await expectRefused(
        t,
        'persona',
        () => api.post(admin, '/rpersonaprovedor', person({ numero_documento: '30601030013' })),
        /^El RUC no es válido/,
      );
      await expectRefused(
        t,
        'persona',
        () => api.post(admin, '/rpersonaprovedor', person({ idtipodocumento: CE, numero_documento: '0012-345' })),
        'El carné de extranjería debe tener de 1 a 12 letras o números',
      );
      await expectRefused(
        t,
        'persona',
        () =>
          api.post(
            admin,
            '/rpersonaprovedor',
            person({ idtipodocumento: PASAPORTE, numero_documento: 'ABC1234567890' }),
          ),
        /^Número de documento|^El pasaporte debe tener de 1 a 12 letras o números$/,
      );
      const passport = await api.post(
        admin,
        '/rpersonaprovedor',
        person({ idtipodocumento: PASAPORTE, numero_documento: 'ab123456', nombres: 'Jane Doe', ubica_persona: 1 }),
      );
      expect(passport.body.detalles.numero_documento).toBe('AB123456');
      await expectRefused(
        t,
        'persona',
        () => api.post(admin, '/rpersonaprovedor', person({ idtipodocumento: 99 })),
        'El tipo de documento no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'persona',
        () => api.post(admin, '/rpersonaprovedor', person({ ubigeo: '15A' })),
        /Ubigeo/,
      );
    });

    test('a duplicate document is refused with a clear message, on create and on update', async () => {
      await expectRefused(
        t,
        'persona',
        () => api.post(admin, '/rpersonaprovedor', person({ numero_documento: '20100047218' })),
        'Ya existe una persona registrada con RUC 20100047218 (DISTRIBUIDORA ANDINA S.A.C.)',
      );
      const other = (
        await api.post(
          admin,
          '/rpersonaprovedor',
          person({
            idtipodocumento: DNI,
            numero_documento: '72345618',
            nombres: 'Castillo Vega Ana',
            ubica_persona: 1,
          }),
        )
      ).body.detalles;
      const refused = await api.post(admin, '/apersonaprovedor', {
        idpersona: other.idpersona,
        ...person({ idtipodocumento: DNI, numero_documento: '46027897', nombres: 'X', ubica_persona: 1 }),
      });
      expect(refused.body).toMatchObject({
        status: 400,
        mensaje: 'Ya existe una persona registrada con DNI 46027897 (QUISPE MAMANI ROSA ELENA)',
      });
    });

    test('search by document prefix or by every word of the name (accent-free); gupersona lists a kind', async () => {
      const byNumber = (await api.get(admin, '/persona/search?parametro=2010004')).body.detalles;
      expect(byNumber.map((p: any) => p.numero_documento)).toEqual(['20100047218']);
      const byWords = (await api.get(admin, '/persona/search?parametro=pacifico importaciones')).body.detalles;
      expect(byWords.map((p: any) => p.nombres)).toEqual(['IMPORTACIONES DEL PACÍFICO S.A.']);
      expect((await api.get(admin, '/persona/search?parametro=huaman&ubica=2')).body.detalles).toHaveLength(0);
      expect((await api.get(admin, '/persona/search?parametro=huaman&ubica=1')).body.detalles[0]).toMatchObject({
        numero_documento: '70214589',
        tipodocumento: 'DNI',
      });

      const providers = (await api.get(admin, '/gupersona/2')).body;
      expect(providers.mensaje).toBe('Proveedores');
      expect(providers.detalles.every((p: any) => p.ubica_persona !== 1)).toBe(true);
      const warned = providers.detalles.find((p: any) => p.numero_documento === '20387654322');
      expect(warned.advertencia).toMatch(/NO HABIDO/);
      expect((await api.get(admin, '/gupersona/1?q=alamos')).body.detalles.map((p: any) => p.numero_documento)).toEqual(
        ['20498765433'],
      );
      expect((await api.get(admin, '/gupersona/3')).body.status).toBe(400);
    });

    test('rapersona: quick create, and an existing document answers the person marked with the new kind', async () => {
      const created = await api.post(admin, '/rapersona', {
        idtipodocumento: DNI,
        numero_documento: '08765432',
        nombres: 'GUTIÉRREZ LÓPEZ PEDRO PABLO',
        ubica_persona: 1,
      });
      expect(created.body).toMatchObject({
        status: 200,
        mensaje: 'Persona registrada correctamente',
        detalles: { ubica_persona: 1 },
      });
      const again = await api.post(admin, '/rapersona', {
        idtipodocumento: DNI,
        numero_documento: '08765432',
        nombres: 'otro nombre',
        ubica_persona: 2,
      });
      expect(again.body).toMatchObject({
        status: 200,
        mensaje: 'La persona ya estaba registrada',
        detalles: {
          idpersona: created.body.detalles.idpersona,
          ubica_persona: 3,
          nombres: 'GUTIÉRREZ LÓPEZ PEDRO PABLO',
        },
      });
      await expectRefused(
        t,
        'persona',
        () =>
          api.post(admin, '/rapersona', {
            idtipodocumento: RUC,
            numero_documento: '20100047219',
            nombres: 'X',
            ubica_persona: 2,
          }),
        /^El RUC no es válido/,
      );
    });

    test('who may call: no token 401, a user without the menus 403', async () => {
      await expectGuarded(t, [
        { method: 'GET', url: '/personaprovedor' },
        { method: 'GET', url: '/persona/1' },
        { method: 'GET', url: '/persona/search?parametro=x' },
        { method: 'POST', url: '/rpersonaprovedor', payload: person() },
        {
          method: 'POST',
          url: '/rapersona',
          payload: { idtipodocumento: DNI, numero_documento: '08765432', nombres: 'x', ubica_persona: 1 },
        },
      ]);
    });
  });
}
