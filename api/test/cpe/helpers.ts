import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import type { Cliente, Comprobante, Emisor, LineaInput, Nota } from '../../src/cpe/types.js';

export const here = dirname(fileURLToPath(import.meta.url));
export const fixtures = resolve(here, '..', 'fixtures', 'sunat');
export const resources = resolve(here, '..', '..', 'resources', 'sunat');

export const EMISOR: Emisor = {
  ruc: '20000000001',
  razonSocial: 'EMPRESA DEMO S.A.C.',
  nombreComercial: 'Trade Demo',
  direccion: {
    ubigeo: '150122',
    departamento: 'LIMA',
    provincia: 'LIMA',
    distrito: 'MIRAFLORES',
    direccion: 'Av. Larco 101',
  },
};
export const CLIENTE_RUC: Cliente = {
  tipoDoc: '6',
  numDoc: '20100070970',
  razonSocial: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
};
export const CLIENTE_DNI: Cliente = { tipoDoc: '1', numDoc: '46027896', razonSocial: 'JUAN PEREZ' };

/** A 10-line factura (the benchmark's document). */
export function facturaDe(numero: number, lineas = 10, serie = 'F001'): Comprobante {
  const items: LineaInput[] = Array.from({ length: lineas }, (_, i) => ({
    codigo: `P${i + 1}`,
    descripcion: `Producto ${i + 1} con descripción larga & detalles <especiales>`,
    cantidad: (i % 3) + 1,
    valorUnitario: `${(i + 1) * 7}.35`,
    tipoAfectacion: i === 9 ? '20' : '10',
  }));
  return {
    tipoDoc: '01',
    serie,
    numero,
    fechaEmision: '2024-05-10',
    horaEmision: '10:15:00',
    cliente: CLIENTE_RUC,
    lineas: items,
  };
}

export function boletaDe(numero: number, serie = 'B001'): Comprobante {
  return {
    tipoDoc: '03',
    serie,
    numero,
    fechaEmision: '2024-05-10',
    cliente: CLIENTE_DNI,
    lineas: [
      { descripcion: 'Gaseosa 500 ml', cantidad: 2, precioUnitario: '3.50' },
      { descripcion: 'Bolsa plástica', cantidad: 1, valorUnitario: '0', tipoAfectacion: '10', bolsasPlasticas: true },
    ],
  };
}

export function notaCreditoDe(numero: number, afectado: number): Nota {
  return {
    tipoDoc: '07',
    serie: 'F001',
    numero,
    fechaEmision: '2024-05-11',
    cliente: CLIENTE_RUC,
    codigoMotivo: '07',
    descripcionMotivo: 'Devolución por ítem',
    documentoAfectado: { tipoDoc: '01', serie: 'F001', numero: afectado },
    lineas: [{ descripcion: 'Producto 1', cantidad: 1, valorUnitario: '7.35' }],
  };
}

export function notaDebitoDe(numero: number, afectado: number): Nota {
  return {
    tipoDoc: '08',
    serie: 'F001',
    numero,
    fechaEmision: '2024-05-11',
    cliente: CLIENTE_RUC,
    codigoMotivo: '01',
    descripcionMotivo: 'Intereses por mora',
    documentoAfectado: { tipoDoc: '01', serie: 'F001', numero: afectado },
    lineas: [{ descripcion: 'Intereses', unidad: 'ZZ', cantidad: 1, valorUnitario: '12.50' }],
  };
}

export const demoPem = () => ({
  privateKey: readFileSync(join(resources, 'certificates', 'private.key'), 'utf8'),
  certificate: readFileSync(join(resources, 'certificates', 'public.cer'), 'utf8'),
});

const tmp = mkdtempSync(join(tmpdir(), 'cpe-test-'));
let counter = 0;

/** xmlsec1, an independent verifier (C, OpenSSL). Trusts the KeyInfo certificate like SUNAT's beta. */
export function xmlsecVerify(xml: string): { ok: boolean; output: string } {
  const file = join(tmp, `doc-${process.pid}-${++counter}.xml`);
  writeFileSync(file, xml);
  const r = spawnSync('xmlsec1', ['--verify', '--insecure', '--enabled-key-data', 'x509', file], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

/** xmllint from libxml2-utils, the CLI the issue names, as a second opinion on the schema. */
export function xmllintValidate(xml: string, schema: string): { ok: boolean; output: string } {
  const file = join(tmp, `doc-${process.pid}-${++counter}.xml`);
  writeFileSync(file, xml);
  const r = spawnSync('xmllint', ['--noout', '--schema', join(resources, 'xsd', schema), file], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

export function hasTool(tool: string): boolean {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const ublParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  isArray: (name) =>
    [
      'InvoiceLine',
      'CreditNoteLine',
      'DebitNoteLine',
      'TaxSubtotal',
      'AllowanceCharge',
      'AlternativeConditionPrice',
      'Note',
      'PaymentTerms',
    ].includes(name),
});

export const text = (v: unknown): string | undefined =>
  v === undefined || v === null
    ? undefined
    : typeof v === 'object'
      ? (v as Record<string, string>)['#text']
      : String(v);
