/**
 * Run with `node --import tsx e2e/support/cpe-database.ts <command> <databaseUrl>` from api/ (the
 * manage-cpe spec does): the CPE documents the screen lists, issued through the engine straight into
 * the product's PostgreSQL database (no screen issues them yet), and that database's life.
 *   create | drop     the database named in the URL (through the server's `postgres` database)
 *   issue             a few documents; prints their ids as JSON
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { openDatabase } from '../../api/src/db/client.js';
import { createCpeService } from '../../api/src/cpe/service.js';
import { demoCpeSettings } from '../../api/src/cpe/settings.js';
import { limaDate } from '../../api/src/cpe/zip.js';
import type { Comprobante } from '../../api/src/cpe/types.js';

const apiDir = resolve(import.meta.dirname, '..', '..', 'api');
const pg = createRequire(resolve(apiDir, 'package.json'))('pg') as typeof import('pg');
const [command, url] = process.argv.slice(2) as [string, string];

async function admin(statement: (name: string) => string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`nombre de base de datos no válido: ${name}`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(statement(name));
  } finally {
    await client.end();
  }
}

const daysAgo = (n: number) => {
  const d = new Date(`${limaDate()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function issue() {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const cpe = createCpeService({ db: handle.db, settings: async () => demoCpeSettings() });
    const ruc = '20000000001';
    const lineas = [{ codigo: 'P1', descripcion: 'Arroz extra 5 kg', cantidad: 2, precioUnitario: '24.50' }];
    const factura = (numero: number, fechaEmision: string, razonSocial: string): Comprobante => ({
      tipoDoc: '01', serie: 'F001', numero, fechaEmision, cliente: { tipoDoc: '6', numDoc: '20100070970', razonSocial }, lineas,
    });
    const accepted = await cpe.emitirComprobante(ruc, factura(1, limaDate(), 'COMERCIAL ÑAÑEZ E HIJOS S.A.C.'));
    const other = await cpe.emitirComprobante(ruc, factura(2, limaDate(), 'DISTRIBUIDORA SAN MARTÍN S.R.L.'));
    const boleta = await cpe.emitirComprobante(ruc, { tipoDoc: '03', serie: 'B001', numero: 1, fechaEmision: limaDate(), cliente: { tipoDoc: '1', numDoc: '46027896', razonSocial: 'JUAN PÉREZ' }, lineas });
    // Signed and never sent: its last day to send is today.
    const due = await cpe.emitirComprobante(ruc, factura(3, daysAgo(3), 'FERRETERÍA LOS ÁLAMOS S.A.C.'), { enviar: false });
    console.log(JSON.stringify({ accepted: accepted.id, other: other.id, boleta: boleta.id, due: due.id }));
  } finally {
    await handle.close();
  }
}

if (command === 'create') await admin((name) => `create database ${name}`);
else if (command === 'drop') await admin((name) => `drop database if exists ${name} with (force)`);
else if (command === 'issue') await issue();
else throw new Error(`orden desconocida: ${command}`);
