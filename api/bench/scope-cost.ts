import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { seededApp } from './measure.js';

/**
 * What the data scope costs the API (docs/security.md, *Data scope*): CPU of this process per call,
 * through `inject` (no HTTP), `SCOPE_CONCURRENCY` (default 8) at a time, for a sale by id and the
 * sales list, as the administrator (the record's existence is read; lists unfiltered) and as a
 * seller of the branch with the grant otros_usuarios (the scope condition on the record and on the
 * list). On PGlite (default) or DATABASE_URL (an existing database, migrated and seeded here).
 * Run: pnpm --filter @trade/api exec tsx bench/scope-cost.ts
 */
const calls = Number(process.env.SCOPE_CALLS ?? 2000);
const concurrency = Number(process.env.SCOPE_CONCURRENCY ?? 8);
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
const { app, headers, dataDir } = await seededApp(handle);
try {
  const [sale] = await queryRows<{ idventa: number; idsucursal: number }>(
    handle.db,
    sql`select idventa, idsucursal from venta order by idventa limit 1`,
  );
  const [seller] = await queryRows<{ idusuario: number; usuario: string; rol: string }>(
    handle.db,
    sql`insert into usuario (usuario, nombres, rol, idsucursal, password_hash, permisos)
        values ('bench.alcance', 'Bench alcance', 'seller', ${sale!.idsucursal}, 'x', '{otros_usuarios}') returning idusuario, usuario, rol`,
  );
  await handle.db.execute(
    sql`insert into menu_usuario (idusuario, idmenu) select ${seller!.idusuario}, idmenu from menu where ruta = '/sales'`,
  );
  const sellerHeaders = { authorization: `Bearer ${await app.sessions.open(seller!, '127.0.0.1')}` };

  const cost = async (label: string, url: string, as: Record<string, string>) => {
    const run = async (n: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next++ < n) {
            const res = await app.inject({ method: 'GET', url, headers: as });
            if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
          }
        }),
      );
    };
    await run(Math.min(500, calls));
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await run(calls);
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ${label}: CPU de la API ${((cpu.user + cpu.system) / 1000 / calls).toFixed(3)} ms por llamada, ${(wall / calls).toFixed(3)} ms de reloj`,
    );
  };
  await cost('venta por id, administrador', `/api/consultaventa/${sale!.idventa}`, headers);
  await cost('venta por id, vendedor con otros_usuarios', `/api/consultaventa/${sale!.idventa}`, sellerHeaders);
  await cost('lista de ventas, administrador', '/api/facturacion?page=1&pageSize=20', headers);
  await cost('lista de ventas, vendedor con otros_usuarios', '/api/facturacion?page=1&pageSize=20', sellerHeaders);
  await app.close();
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
