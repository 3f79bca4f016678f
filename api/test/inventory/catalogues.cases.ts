import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectGuarded, expectRefused } from './support.js';

export default function cataloguesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
  });
  afterAll(() => t.close());

  /** The seven catalogues: their calls, id, table, a valid body, the Spanish noun and the duplicate refusal. */
  const CATALOGUES = [
    {
      word: 'clase',
      id: 'idclase',
      table: 'clase',
      body: { nombre: 'Jardinería' },
      noun: 'Clase registrada correctamente',
      duplicate: 'Ya existe una clase con ese nombre',
      missing: 'La clase no existe o fue eliminada',
    },
    {
      word: 'marca',
      id: 'idmarca',
      table: 'marca',
      body: { nombre: 'Tramontina' },
      noun: 'Marca registrada correctamente',
      duplicate: 'Ya existe una marca con ese nombre',
      missing: 'La marca no existe o fue eliminada',
    },
    {
      word: 'material',
      id: 'idmaterial',
      table: 'material',
      body: { nombre: 'Aluminio' },
      noun: 'Material registrado correctamente',
      duplicate: 'Ya existe un material con ese nombre',
      missing: 'El material no existe o fue eliminado',
    },
    {
      word: 'presentacion',
      id: 'idpresentacion',
      table: 'presentacion',
      body: { nombre: 'Sachet' },
      noun: 'Presentación registrada correctamente',
      duplicate: 'Ya existe una presentación con ese nombre',
      missing: 'La presentación no existe o fue eliminada',
    },
    {
      word: 'tipoexistencia',
      id: 'idtipoexistencia',
      table: 'tipo_existencia',
      body: { codigo_sunat: '98', nombre: 'Existencias de prueba' },
      noun: 'Tipo de existencia registrado correctamente',
      duplicate: 'Ya existe un tipo de existencia con ese código SUNAT',
      missing: 'El tipo de existencia no existe o fue eliminado',
    },
    {
      word: 'unidadmedida',
      id: 'unidad_medida_id',
      table: 'unidad_medida',
      body: { codigo_sunat: 'CMT', unidad_medida: 'Centímetro', abreviatura: 'CM' },
      noun: 'Unidad de medida registrada correctamente',
      duplicate: 'Ya existe una unidad de medida con esa abreviatura',
      missing: 'La unidad de medida no existe o fue eliminada',
    },
  ] as const;

  describe.each(CATALOGUES.map((c) => [c.word, c] as const))('%s', (_word, c) => {
    test('r / a / c / e and the list with q and estado', async () => {
      const created = await api.post(admin, `/r${c.word}`, c.body);
      expect([created.body.status, created.body.mensaje]).toEqual([200, c.noun]);
      const id = created.body.detalles[c.id];
      await expectRefused(t, c.table, () => api.post(admin, `/r${c.word}`, c.body), c.duplicate);

      const renamed =
        c.word === 'unidadmedida'
          ? { ...c.body, unidad_medida: 'Centímetros' }
          : { ...c.body, nombre: `${(c.body as { nombre: string }).nombre} Perú` };
      const updated = await api.post(admin, `/a${c.word}`, { [c.id]: id, ...renamed });
      expect(updated.body.status).toBe(200);
      const off = await api.post(admin, `/c${c.word}`, { [c.id]: id, estado: 0 });
      expect([off.body.detalles.estado, off.body.mensaje]).toEqual([0, expect.stringMatching(/desactivad[oa]$/)]);
      const on = await api.post(admin, `/c${c.word}`, { [c.id]: id, estado: 1 });
      expect(on.body.mensaje).toMatch(/activad[oa]$/);

      const word = c.word === 'unidadmedida' ? 'centimetros' : 'peru';
      const list = await api.get(admin, `/${c.word}?q=${word}&estado=1&pageSize=5`);
      expect(list.body.detalles.map((r: Record<string, number>) => r[c.id])).toEqual([id]);

      const removed = await api.post(admin, `/e${c.word}`, { [c.id]: id });
      expect(removed.body.status).toBe(200);
      await expectRefused(t, c.table, () => api.post(admin, `/a${c.word}`, { [c.id]: id, ...c.body }), c.missing);
      await expectRefused(t, c.table, () => api.post(admin, `/c${c.word}`, { [c.id]: id, estado: 1 }), c.missing);
      await expectRefused(t, c.table, () => api.post(admin, `/e${c.word}`, { [c.id]: id }), c.missing);
      await expectRefused(
        t,
        c.table,
        () =>
          api.post(admin, `/r${c.word}`, {
            ...c.body,
            ...('nombre' in c.body ? { nombre: '   ' } : { unidad_medida: '   ' }),
          }),
        /^Datos no válidos: /,
      );
    });
  });

  describe('subclase', () => {
    test('belongs to a class; repeated in the same class refused; a class in use cannot be deleted', async () => {
      const classes = await api.get(admin, '/clase?q=ferreteria');
      const idclase = classes.body.detalles[0].idclase;
      const created = await api.post(admin, '/rsubclase', { idclase, nombre: 'Soldadura' });
      expect([created.body.mensaje, created.body.detalles.clase]).toEqual([
        'Subclase registrada correctamente',
        'Ferretería',
      ]);
      await expectRefused(
        t,
        'subclase',
        () => api.post(admin, '/rsubclase', { idclase, nombre: 'soldadura' }),
        'Ya existe una subclase con ese nombre en la clase',
      );
      await expectRefused(
        t,
        'subclase',
        () => api.post(admin, '/rsubclase', { idclase: 999999, nombre: 'Otra' }),
        'La clase no existe o fue eliminada',
      );
      const list = await api.get(admin, `/subclase?idclase=${idclase}&pageSize=50`);
      expect(list.body.detalles.every((r: { idclase: number }) => r.idclase === idclase)).toBe(true);
      const id = created.body.detalles.idsubclase;
      expect(
        (await api.post(admin, '/asubclase', { idsubclase: id, idclase, nombre: 'Soldadura y corte' })).body.detalles
          .nombre,
      ).toBe('Soldadura y corte');
      expect((await api.post(admin, '/csubclase', { idsubclase: id, estado: 0 })).body.mensaje).toBe(
        'Subclase desactivada',
      );
      expect((await api.post(admin, '/esubclase', { idsubclase: id })).body.mensaje).toBe(
        'Subclase eliminada correctamente',
      );
      await expectRefused(
        t,
        'clase',
        () => api.post(admin, '/eclase', { idclase }),
        'La clase está en uso por productos; desactívela en su lugar',
      );
    });

    test('every catalogue call needs a token and one of its menus', async () => {
      await expectGuarded(
        t,
        CATALOGUES.flatMap((c) => [
          { method: 'GET' as const, url: `/${c.word}` },
          { method: 'POST' as const, url: `/r${c.word}`, payload: c.body },
        ]),
      );
    });
  });
}
