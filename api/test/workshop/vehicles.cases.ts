import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectRefused } from '../organization/support.js';

/**
 * The workshop's catalogues (brands, models, accessories), vehicles with their owners (people of
 * the people area) and stations: what each call writes, every refusal with its Spanish mensaje
 * and nothing written, and the demo data they start from.
 */
export default function vehiclesCases() {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
  });
  afterAll(() => t.close());

  const personId = async (documento: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select idpersona as id from persona where numero_documento = ${documento}`,
    );
    return row!.id;
  };
  const created = async (url: string, payload: object) => {
    const { res, body } = await api.post(admin, url, payload);
    expect([res.statusCode, body]).toMatchObject([200, { status: 200 }]);
    return body.detalles;
  };

  describe('catalogues', () => {
    test('a brand and its model: registered, a repeated name (case and accents ignored) refused, deactivated through the update, kept while used', async () => {
      const brand = await created('/rmarcavehiculo', { nombre: ' Suzuki ' });
      expect(brand).toEqual({ idmarcavehiculo: expect.any(Number), nombre: 'Suzuki', estado: 1 });
      await expectRefused(
        t,
        'marca_vehiculo',
        () => api.post(admin, '/rmarcavehiculo', { nombre: 'SUZÚKI' }),
        'Ya existe una marca con ese nombre',
      );
      const model = await created('/rmodelovehiculo', { idmarcavehiculo: brand.idmarcavehiculo, nombre: 'Swift' });
      expect(model).toMatchObject({ marca: 'Suzuki', nombre: 'Swift', estado: 1 });
      // The same model name under another brand is another model.
      const toyota = (await api.get(admin, '/marcavehiculo?q=toyota')).body.detalles[0];
      await created('/rmodelovehiculo', { idmarcavehiculo: toyota.idmarcavehiculo, nombre: 'Swift' });
      await expectRefused(
        t,
        'modelo_vehiculo',
        () => api.post(admin, '/rmodelovehiculo', { idmarcavehiculo: brand.idmarcavehiculo, nombre: 'swift' }),
        'Ya existe un modelo con ese nombre en la marca',
      );
      const list = await api.get(admin, `/modelovehiculo?idmarcavehiculo=${brand.idmarcavehiculo}`);
      expect(list.body.detalles.map((m: { nombre: string }) => m.nombre)).toEqual(['Swift']);

      await expectRefused(
        t,
        'marca_vehiculo',
        () => api.post(admin, '/emarcavehiculo', { idmarcavehiculo: brand.idmarcavehiculo }),
        'La marca tiene modelos registrados; desactívela en su lugar',
      );
      const off = await api.post(admin, '/amarcavehiculo', {
        idmarcavehiculo: brand.idmarcavehiculo,
        nombre: 'Suzuki',
        estado: 0,
      });
      expect([off.body.mensaje, off.body.detalles.estado]).toEqual(['Marca actualizada correctamente', 0]);
      await expectRefused(
        t,
        'modelo_vehiculo',
        () => api.post(admin, '/rmodelovehiculo', { idmarcavehiculo: brand.idmarcavehiculo, nombre: 'Vitara' }),
        'La marca está desactivada',
      );
      // 'amodelovehicul' (the specification's name): a model of a deactivated brand is still renamed
      // and deactivated; moved to it, refused.
      const renamed = await api.post(admin, '/amodelovehicul', {
        idmodelovehiculo: model.idmodelovehiculo,
        idmarcavehiculo: brand.idmarcavehiculo,
        nombre: 'Swift Sport',
        estado: 0,
      });
      expect(renamed.body).toMatchObject({
        status: 200,
        mensaje: 'Modelo actualizado correctamente',
        detalles: { nombre: 'Swift Sport', estado: 0 },
      });
      const other = (await api.get(admin, `/modelovehiculo?q=swift&idmarcavehiculo=${toyota.idmarcavehiculo}`)).body
        .detalles[0];
      const moved = await api.post(admin, '/amodelovehicul', {
        idmodelovehiculo: other.idmodelovehiculo,
        idmarcavehiculo: brand.idmarcavehiculo,
        nombre: 'Swift 2',
      });
      expect(moved.body).toMatchObject({ status: 400, mensaje: 'La marca está desactivada' });
      const removed = await api.post(admin, '/emodelovehiculo', { idmodelovehiculo: model.idmodelovehiculo });
      expect(removed.body).toEqual({ status: 200, mensaje: 'Modelo eliminado correctamente', detalles: null });
    });

    test('accessories: the demo checklist, a new one, a repeated one refused, deleted', async () => {
      const demo = await api.get(admin, '/vaccesorios?estado=1&pageSize=50');
      expect(demo.body.detalles.map((a: { nombre: string }) => a.nombre)).toContain('Llanta de repuesto');
      expect(demo.body.detalles.map((a: { nombre: string }) => a.nombre)).not.toContain('Antena');
      const mat = await created('/rvaccesorios', { nombre: 'Pisos de jebe' });
      await expectRefused(
        t,
        'accesorio_vehiculo',
        () => api.post(admin, '/rvaccesorios', { nombre: 'PISOS DE JEBE' }),
        'Ya existe un accesorio con ese nombre',
      );
      const updated = await api.post(admin, '/avaccesorios', { idaccesorio: mat.idaccesorio, nombre: 'Pisos de goma' });
      expect(updated.body.detalles).toEqual({ idaccesorio: mat.idaccesorio, nombre: 'Pisos de goma', estado: 1 });
      expect((await api.post(admin, '/evaccesorios', { idaccesorio: mat.idaccesorio })).body.mensaje).toBe(
        'Accesorio eliminado correctamente',
      );
      await expectRefused(
        t,
        'accesorio_vehiculo',
        () => api.post(admin, '/evaccesorios', { idaccesorio: mat.idaccesorio }),
        'El accesorio no existe o fue eliminado',
      );
    });
  });

  describe('vehicles and owners', () => {
    const hilux = async () => (await api.get(admin, '/modelovehiculo?q=hilux')).body.detalles[0].idmodelovehiculo;

    test('a vehicle with its first owner: plate normalised and unique, VIN unique, year bounded, all or nothing', async () => {
      const idmodelovehiculo = await hilux();
      const owner = await personId('70214589');
      const vehicle = await created('/rvehiculo', {
        placa: ' m4x 821 ',
        idmodelovehiculo,
        anio: 2020,
        color: 'Plata',
        vin: '1hgbh41jxmn109186',
        kilometraje: 45000,
        idpersona: owner,
      });
      expect(vehicle).toMatchObject({
        placa: 'M4X-821',
        marca: 'Toyota',
        modelo: 'Hilux',
        vin: '1HGBH41JXMN109186',
        propietarios: 'HUAMÁN TORRES JORGE LUIS',
        estado: 1,
      });
      const base = { idmodelovehiculo, anio: 2020 };
      await expectRefused(
        t,
        'vehiculo',
        () => api.post(admin, '/rvehiculo', { ...base, placa: 'M4X821' }),
        'Ya existe un vehículo con esa placa o ese VIN',
      );
      await expectRefused(
        t,
        'vehiculo',
        () => api.post(admin, '/rvehiculo', { ...base, placa: 'Z9Z-999', vin: '1HGBH41JXMN109186' }),
        'Ya existe un vehículo con esa placa o ese VIN',
      );
      await expectRefused(t, 'vehiculo', () => api.post(admin, '/rvehiculo', { ...base, placa: 'Z9-9' }), /Placa/);
      await expectRefused(
        t,
        'vehiculo',
        () => api.post(admin, '/rvehiculo', { ...base, placa: 'Z9Z-999', anio: new Date().getFullYear() + 2 }),
        `El año no puede ser posterior a ${new Date().getFullYear() + 1}`,
      );
      // A missing owner rolls the vehicle back with it.
      await expectRefused(
        t,
        'vehiculo',
        () => api.post(admin, '/rvehiculo', { ...base, placa: 'Z9Z-999', idpersona: 999999 }),
        /no existe/,
      );
      const retired = (await api.get(admin, '/modelovehiculo?q=elantra')).body.detalles[0];
      await expectRefused(
        t,
        'vehiculo',
        () => api.post(admin, '/rvehiculo', { placa: 'Z9Z-999', idmodelovehiculo: retired.idmodelovehiculo }),
        'El modelo o su marca están desactivados',
      );

      const changed = await api.post(admin, '/avehiculo', {
        idvehiculo: vehicle.idvehiculo,
        placa: 'M4X-821',
        idmodelovehiculo,
        anio: 2020,
        color: 'Plata',
        kilometraje: 47310,
      });
      expect(changed.body).toMatchObject({
        mensaje: 'Vehículo actualizado correctamente',
        detalles: { kilometraje: 47310, vin: null },
      });
    });

    test('owners: several per vehicle, each once, deactivated and removed; the lists find a vehicle by its owner', async () => {
      const idmodelovehiculo = await hilux();
      const vehicle = await created('/rvehiculo', { placa: 'P0P-100', idmodelovehiculo });
      expect(vehicle.propietarios).toBe('');
      const rosa = await personId('46027897');
      const smith = await personId('001234567');
      const first = await created('/rpropietario', { idvehiculo: vehicle.idvehiculo, idpersona: rosa });
      expect(first).toMatchObject({ nombres: 'QUISPE MAMANI ROSA ELENA', tipodocumento: 'DNI', estado: 1 });
      await created('/rpropietario', { idvehiculo: vehicle.idvehiculo, idpersona: smith });
      await expectRefused(
        t,
        'vehiculo_propietario',
        () => api.post(admin, '/rpropietario', { idvehiculo: vehicle.idvehiculo, idpersona: rosa }),
        'La persona ya es propietaria del vehículo',
      );
      const owners = await api.get(admin, `/vpropietarios/${vehicle.idvehiculo}`);
      expect(owners.body.detalles.map((o: { nombres: string }) => o.nombres)).toEqual([
        'QUISPE MAMANI ROSA ELENA',
        'SMITH JOHN MICHAEL',
      ]);

      const off = await api.post(admin, '/cpropietario', {
        idvehiculopropietario: first.idvehiculopropietario,
        estado: 0,
      });
      expect([off.body.mensaje, off.body.detalles.estado]).toEqual(['Propietario desactivado', 0]);
      const bySmith = await api.get(admin, `/vehiculos?idpersona=${smith}`);
      expect(bySmith.body.detalles.map((v: { placa: string }) => v.placa)).toContain('P0P-100');
      const byRosa = await api.get(admin, `/vehiculos?idpersona=${rosa}`);
      expect(byRosa.body.detalles.map((v: { placa: string }) => v.placa)).not.toContain('P0P-100');
      const searched = await api.get(admin, '/vehiculos?q=smith');
      expect(searched.body.detalles.find((v: { placa: string }) => v.placa === 'P0P-100')?.propietarios).toBe(
        'SMITH JOHN MICHAEL',
      );

      const removed = await api.post(admin, '/epropietario', { idvehiculopropietario: first.idvehiculopropietario });
      expect(removed.body.mensaje).toBe('Propietario quitado del vehículo');
      expect((await api.get(admin, `/vpropietarios/${vehicle.idvehiculo}`)).body.detalles).toHaveLength(1);
      expect((await api.get(admin, '/vpropietarios/999999')).body).toMatchObject({
        status: 400,
        mensaje: 'El vehículo no existe o fue eliminado',
      });

      // A vehicle without history is deleted with its owner links.
      expect((await api.post(admin, '/evehiculo', { idvehiculo: vehicle.idvehiculo })).body.mensaje).toBe(
        'Vehículo eliminado correctamente',
      );
      const [left] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from vehiculo_propietario where idvehiculo = ${vehicle.idvehiculo}`,
      );
      expect(Number(left!.n)).toBe(0);
    });

    test('the demo vehicles, the picker of active vehicles, the deactivated one only in the full list', async () => {
      const all = await api.get(admin, '/vehiculos?pageSize=50&sort=placa');
      const demo = all.body.detalles.filter((v: { placa: string }) =>
        ['ABC-123', 'F3K-452', 'BXR-908', 'C7T-210', 'D2M-771'].includes(v.placa),
      );
      expect(demo.map((v: { placa: string; estado: number }) => [v.placa, v.estado])).toEqual([
        ['ABC-123', 1],
        ['BXR-908', 1],
        ['C7T-210', 1],
        ['D2M-771', 0],
        ['F3K-452', 1],
      ]);
      expect(demo.find((v: { placa: string }) => v.placa === 'F3K-452').propietarios).toBe(
        'HUAMÁN TORRES JORGE LUIS / QUISPE MAMANI ROSA ELENA',
      );
      const picker = await api.get(admin, '/vehiculo?q=d2m');
      expect(picker.body.detalles).toEqual([]);
      const toggled = await api.post(admin, '/cvehiculo', { idvehiculo: demo[3].idvehiculo, estado: 1 });
      expect(toggled.body.mensaje).toBe('Vehículo activado');
      expect((await api.get(admin, '/vehiculo?q=d2m')).body.detalles.map((v: { placa: string }) => v.placa)).toEqual([
        'D2M-771',
      ]);
    });
  });

  test('stations: the demo bays, a new one, a repeated name refused, out of service and deleted', async () => {
    const demo = await api.get(admin, '/estacion?estado=0');
    expect(demo.body.detalles.map((s: { nombre: string }) => s.nombre)).toEqual(['Alineamiento']);
    const bay = await created('/restacion', { nombre: 'Bahía 3', descripcion: 'Electricidad' });
    expect(bay).toEqual({ idestacion: expect.any(Number), nombre: 'Bahía 3', descripcion: 'Electricidad', estado: 1 });
    await expectRefused(
      t,
      'estacion',
      () => api.post(admin, '/restacion', { nombre: 'BAHIA 3' }),
      'Ya existe una estación con ese nombre',
    );
    const off = await api.post(admin, '/cestacion', { idestacion: bay.idestacion, estado: 0 });
    expect(off.body.mensaje).toBe('Estación desactivada');
    const renamed = await api.post(admin, '/aestacion', {
      idestacion: bay.idestacion,
      nombre: 'Bahía 3',
      descripcion: '',
    });
    expect(renamed.body.detalles).toMatchObject({ descripcion: null, estado: 0 });
    expect((await api.post(admin, '/eestacion', { idestacion: bay.idestacion })).body.mensaje).toBe(
      'Estación eliminada correctamente',
    );
  });
}
