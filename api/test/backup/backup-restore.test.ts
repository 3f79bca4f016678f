import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { type Dirent, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { restoreBackup } from '../../src/backup/restore.js';
import type { BackupRow } from '@trade/contracts/organization';
import { salesApp, line, type SalesApp } from '../billing-cpe/sales-support.js';
import { scopeUser } from '../security/scope-users.js';
import { openRestored, salesFootprint, tempDir } from './support.js';

/**
 * On the test's own database (PGlite, or a PostgreSQL database in CI's second pass): a backup taken
 * while sales are being saved, restored into an empty embedded database; then damaged copies of it,
 * refused before anything changes.
 */
let s: SalesApp;
let backupFile: string;
let restoredDir: string;
const LOGO = Buffer.from('logo de la sucursal');

beforeAll(async () => {
  s = await salesApp();
  mkdirSync(join(s.t.config.dataDir, 'logos'), { recursive: true });
  writeFileSync(join(s.t.config.dataDir, 'logos', 'sucursal-1.png'), LOGO);
});
afterAll(async () => {
  await s?.t.close();
});

const boleta = (n: number) => ({
  facturacion: { idmoneda: 1, tipo_pago_id: 1, idserie: s.serie('B001') },
  detalles: [line(s, 'FER-0016', '1', `${30 + n}.00`)],
  pagos: [{ idformapago: 1, monto: `${30 + n}.00` }],
});

describe('backup while sales are saved', () => {
  test('restores every acknowledged sale with its lines, ledger and cash rows, its CPE (XML, CDR) and the data files', async () => {
    const acknowledged: number[] = [];
    let backupStarted = false;
    const ackedBefore: number[] = [];
    const sales = (async () => {
      for (let n = 0; n < 8; n++) {
        const { body } = await s.api.post(s.admin, '/rfacturacion', boleta(n));
        expect(body).toMatchObject({ status: 200 });
        acknowledged.push(body.detalles.idventa);
        if (!backupStarted) ackedBefore.push(body.detalles.idventa);
      }
    })();
    // The backup starts once three sales are acknowledged, while the others are being saved.
    while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 10));
    backupStarted = true;
    const row: BackupRow = await s.t.app.organization.backups.runNow('consola');
    await sales;
    expect(row).toMatchObject({ estado: 'correcto', origen: 'consola' });
    backupFile = row.archivo!;
    expect(backupFile).toMatch(/trade-respaldo-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);

    restoredDir = tempDir('trade-restaurado-');
    const result = await restoreBackup({ file: backupFile, dataDir: restoredDir });
    expect(result.manifest.tables.venta).toBe(result.tables.venta);
    expect(result.files).toBe(1);
    expect(readFileSync(join(restoredDir, 'logos', 'sucursal-1.png'))).toEqual(LOGO);

    const source = new Map((await salesFootprint(s.t.db)).map((f) => [f.idventa, f]));
    const restored = await openRestored({ dataDir: restoredDir });
    try {
      const rows = await salesFootprint(restored.db);
      const ids = rows.map((r) => r.idventa);
      for (const id of ackedBefore) expect(ids).toContain(id);
      for (const r of rows) {
        // All or nothing per sale: what the restored database holds of a sale is what the source has.
        const original = source.get(r.idventa)!;
        expect({ ...r, xml: r.xml ?? original.xml, cdr: r.cdr ?? original.cdr }).toEqual(original);
      }
      // This test's sales wrote every kind of row, so the comparison above covers them.
      for (const r of rows.filter((row) => acknowledged.includes(row.idventa))) {
        expect(r.lineas).toBeGreaterThan(0);
        expect(r.kardex).toBeGreaterThan(0);
        expect(r.caja).toBeGreaterThan(0);
        expect(r.cpe).not.toBeNull();
      }
      expect(rows.some((r) => acknowledged.includes(r.idventa) && r.xml)).toBe(true);
    } finally {
      await restored.close();
    }
  });

  test('the status shows the last good backup; a manual one right after is refused', async () => {
    const token = s.admin;
    const status = await s.api.get(token, '/respaldos/estado');
    expect(status.body.detalles).toMatchObject({
      atrasado: false,
      enCurso: false,
      ultimoCorrecto: { estado: 'correcto', archivo: backupFile },
      programa: { cadaHoras: 24, hora: 3, conservarDias: 7 },
    });
    expect(status.body.detalles.ultimoCorrecto.tamano).toBeGreaterThan(0);
    const again = await s.api.post(token, '/respaldar', {});
    expect(again.body).toMatchObject({
      status: 400,
      mensaje: 'Se hizo un respaldo hace menos de un minuto; espere un momento antes de hacer otro.',
    });
  });

  test('only an administrator runs or sees backups: the company settings menu is not enough', async () => {
    const settings = await scopeUser(s.t, 'respaldo.config', 1, [], ['/company_settings']);
    const token = await settings.token();
    const runs = (await s.api.get(s.admin, '/respaldos')).body.detalles.length;
    for (const answer of [
      await s.api.get(token, '/respaldos/estado'),
      await s.api.get(token, '/respaldos'),
      await s.api.post(token, '/respaldar', {}),
    ])
      expect([answer.res.statusCode, answer.body.status]).toEqual([403, 403]);
    expect((await s.api.get(s.admin, '/respaldos')).body.detalles.length).toBe(runs);
  });
});

describe('a damaged backup is refused and changes nothing', () => {
  /** Every file of the target (the embedded database's included) with its digest. */
  const contents = () =>
    Object.fromEntries(
      (readdirSync(restoredDir, { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [path, createHash('sha256').update(readFileSync(path)).digest('hex')];
        }),
    );
  const attempt = async (file: string) => {
    const before = contents();
    const refusal = await restoreBackup({ file, dataDir: restoredDir, overwrite: true }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(contents()).toEqual(before);
    return refusal;
  };

  test('bytes changed inside the compressed file', async () => {
    const bytes = readFileSync(backupFile);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const file = join(tempDir('trade-danado-'), 'danado.tar.gz');
    writeFileSync(file, bytes);
    expect(await attempt(file)).toMatch(/^El archivo de respaldo está dañado o incompleto: /);
  });

  test('a file cut short', async () => {
    const bytes = readFileSync(backupFile);
    const file = join(tempDir('trade-danado-'), 'cortado.tar.gz');
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    expect(await attempt(file)).toMatch(/^El archivo de respaldo está dañado o incompleto: /);
  });

  test('an entry changed and compressed again (the gzip is sound, the checksum is not)', async () => {
    const tar = gunzipSync(readFileSync(backupFile));
    const at = tar.indexOf(LOGO);
    expect(at).toBeGreaterThan(0);
    tar.write('LOGO', at);
    const file = join(tempDir('trade-danado-'), 'alterado.tar.gz');
    writeFileSync(file, gzipSync(tar));
    expect(await attempt(file)).toBe(
      'El archivo de respaldo está dañado o incompleto: files/logos/sucursal-1.png no coincide con su suma de verificación (SHA-256).',
    );
  });

  test('without --sobrescribir a target holding data is refused', async () => {
    const refusal = await restoreBackup({ file: backupFile, dataDir: restoredDir }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/^La carpeta de datos de destino \(.+\) no está vacía\./);
    expect(existsSync(join(restoredDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });
});
