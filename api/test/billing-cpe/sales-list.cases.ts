import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { wordsFilter } from '../../src/core/lists.js';
import { day } from '../purchasing-credits/support.js';
import { line, salesApp, type SalesApp } from './sales-support.js';

/**
 * The sales list's counts and totals come from `venta_resumen` (a trigger keeps it with every insert,
 * annulment or delete of a sale) for its usual filters, and the page is chosen on `venta` before the
 * joins (docs/sales.md "Figures"). Whatever the path, the answer must be what counting the sales
 * themselves gives.
 */
export default function salesListCases() {
  let s: SalesApp;
  beforeAll(async () => {
    s = await salesApp({ worker: false });
  });
  afterAll(() => s.t.close());

  async function direct(where: SQL) {
    const [row] = await queryRows<{ n: number; total: string }>(
      s.t.db,
      sql`select count(*)::int as n, coalesce(sum(total), 0)::numeric(18,2)::text as total from venta where ${where}`,
    );
    const ids = await queryRows<{ idventa: number }>(
      s.t.db,
      sql`select idventa from venta where ${where} order by fecha desc, idventa desc limit 10`,
    );
    return { ...row!, ids: ids.map((r) => r.idventa) };
  }

  test('totals and pages of the list equal counting the sales, after new sales and an annulment', async () => {
    const nv = await s.api.post(s.admin, '/rfacturacion', {
      facturacion: { idserie: s.serie('NV01'), idmoneda: 1, tipo_pago_id: 1 },
      detalles: [line(s, 'FER-0016', '1', '35.40')],
    });
    expect(nv.body.status).toBe(200);
    const boleta = await s.api.post(s.admin, '/rfacturacion', {
      facturacion: { idserie: s.serie('B001'), idmoneda: 1, tipo_pago_id: 1 },
      detalles: [line(s, 'FER-0017', '2', '24.90')],
    });
    expect(boleta.body.status).toBe(200);
    const annulled = await s.api.post(s.admin, '/cfacturacion', {
      idventa: nv.body.detalles.idventa,
      estado_venta: 0,
      motivo: 'Prueba de la lista',
    });
    expect(annulled.body.status).toBe(200);

    const [{ idusuario, idsucursal }] = (await queryRows<{ idusuario: number; idsucursal: number }>(
      s.t.db,
      sql`select idusuario, idsucursal from venta where idventa = ${boleta.body.detalles.idventa}`,
    )) as [{ idusuario: number; idsucursal: number }];
    const cases: [string, SQL][] = [
      ['', sql`true`],
      [`idusuario=${idusuario}&idsucursal=${idsucursal}`, sql`idusuario = ${idusuario} and idsucursal = ${idsucursal}`],
      ['codigo_comprobante=03', sql`codigo_comprobante = '03'`],
      ['estado_venta=0', sql`estado_venta = 0`],
      ['estado_venta=1&tipo_pago_id=1', sql`estado_venta = 1 and tipo_pago_id = 1`],
      [`desde=${day(-3)}&hasta=${day(0)}`, sql`fecha between ${day(-3)}::date and ${day(0)}::date`],
      [`q=${encodeURIComponent(boleta.body.detalles.documento)}`, sql`idventa = ${boleta.body.detalles.idventa}`],
    ];
    for (const [filter, where] of cases) {
      const page = (await s.api.get(s.admin, `/facturacion?page=1&${filter}`)).body;
      const expected = await direct(where);
      expect({
        filter,
        n: page.totalRegistros,
        total: page.totales.total,
        ids: page.detalles.map((r: { idventa: number }) => r.idventa),
      }).toEqual({ filter, n: expected.n, total: expected.total, ids: expected.ids });
    }
    // A sort by a joined column (the client) still pages every sale once.
    const byClient = (await s.api.get(s.admin, '/facturacion?page=1&pageSize=100&sort=cliente&order=asc')).body;
    const all = await direct(sql`true`);
    const ids = byClient.detalles.map((r: { idventa: number }) => r.idventa);
    expect(new Set(ids).size).toBe(Math.min(100, all.n));
  });

  /** The list's `q` as the kit's words filter reads it over the sale's number and its client, live. */
  const kitWords = (q: string) =>
    sql`idventa in (select v.idventa from venta v join persona p on p.idpersona = v.idpersona
        where ${wordsFilter(q, [sql`p.nombres`, sql`p.numero_documento`, sql`v.serie || '-' || lpad(v.numero::text, 8, '0')`])})`;

  test('q finds every typed word, without case or accents, in the number or the client, also after the client is renamed', async () => {
    const client = await s.api.post(s.admin, '/rpersonaprovedor', {
      idtipodocumento: 1,
      numero_documento: '41234577',
      nombres: 'ÑANDÚ PEÑA, JOSÉ',
      ubica_persona: 1,
    });
    expect(client.body.status).toBe(200);
    const idpersona = client.body.detalles.idpersona as number;
    const sale = await s.api.post(s.admin, '/rfacturacion', {
      facturacion: { idserie: s.serie('B001'), idmoneda: 1, tipo_pago_id: 1, idpersona },
      detalles: [line(s, 'FER-0016', '1', '35.40')],
    });
    expect(sale.body.status).toBe(200);
    const { idventa, documento } = sale.body.detalles as { idventa: number; documento: string };

    const check = async (q: string, found: boolean) => {
      const page = (await s.api.get(s.admin, `/facturacion?page=1&pageSize=100&q=${encodeURIComponent(q)}`)).body;
      const expected = await direct(kitWords(q));
      expect({ q, n: page.totalRegistros, total: page.totales.total }).toEqual({
        q,
        n: expected.n,
        total: expected.total,
      });
      expect({ q, found: page.detalles.some((r: { idventa: number }) => r.idventa === idventa) }).toEqual({ q, found });
    };
    await check('jose nandu', true);
    await check('PEÑA josé 41234577', true);
    await check(`${documento.toLowerCase()} pena`, true);
    // The number as SUNAT and the CPE screen write it, without the zeros, finds it too.
    const [serie, numero] = documento.split('-') as [string, string];
    await check(`${serie}-${Number(numero)} pena`, true);
    await check(`${serie}-0${Number(numero)}`, true);
    await check('b001 nandu', true);
    await check('nandu 99999999', false);
    await check('nandu%', false);

    const renamed = await s.api.post(s.admin, '/apersonaprovedor', {
      idpersona,
      idtipodocumento: 1,
      numero_documento: '41234578',
      nombres: 'GÓMEZ TÁVARA, MARÍA',
      ubica_persona: 1,
    });
    expect(renamed.body.status).toBe(200);
    await check('nandu', false);
    await check('41234577', false);
    await check('tavara MARIA 41234578', true);
    await check(`gomez ${documento}`, true);
    const [stored] = await queryRows<{ busqueda: string }>(
      s.t.db,
      sql`select busqueda from venta where idventa = ${idventa}`,
    );
    expect(stored!.busqueda).toBe(`${documento.toLowerCase()} 41234578 gomez tavara, maria`);
    // Every sale (the demo's and this file's) holds its client's current text.
    const [stale] = await queryRows<{ n: number }>(
      s.t.db,
      sql`select count(*)::int as n from venta v join persona p on p.idpersona = v.idpersona
    where v.busqueda is distinct from venta_texto(v.serie, v.numero, p.numero_documento, p.nombres)`,
    );
    expect(stale!.n).toBe(0);
  });
}
