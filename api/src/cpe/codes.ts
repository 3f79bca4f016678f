import { readFileSync } from 'node:fs';
import { codeErrorsFile } from './paths.js';

/** SUNAT response and error codes with their Spanish text (CodeErrors.xml, 1,711 codes). */

let table: Map<number, string> | undefined;

function load(): Map<number, string> {
  if (table) return table;
  const xml = readFileSync(codeErrorsFile, 'utf8');
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  table = new Map();
  for (const m of xml.matchAll(/<error code="(\d+)">([\s\S]*?)<\/error>/g)) {
    const message = m[2]!.replace(/&(#x?[0-9a-f]+|\w+);/gi, (_e, n: string) =>
      n.startsWith('#x') ? String.fromCodePoint(parseInt(n.slice(2), 16)) : n.startsWith('#') ? String.fromCodePoint(Number(n.slice(1))) : (entities[n] ?? `&${n};`),
    );
    table.set(Number(m[1]), message.trim());
  }
  return table;
}

/** Spanish text of a SUNAT code ("0111", 2800 ...), or undefined when unknown. */
export function describeSunatCode(code: string | number): string | undefined {
  const n = Number(String(code).replace(/\D/g, ''));
  if (!Number.isFinite(n)) return undefined;
  return load().get(n);
}

/** "2800 - El dato ingresado ..." (falls back to the given text). */
export function sunatMessage(code: string | number, fallback?: string): string {
  const padded = String(code).padStart(4, '0');
  const text = describeSunatCode(code) ?? fallback ?? 'Código de SUNAT desconocido';
  return `${padded} - ${text}`;
}

export type ResultadoSunat = 'aceptado' | 'observado' | 'rechazado' | 'excepcion';

/** 0 accepted; 100-1999 exception (retry); 2000-3999 rejected; 4000+ accepted with observations. */
export function classifySunatCode(code: number): ResultadoSunat {
  if (code === 0) return 'aceptado';
  if (code >= 4000) return 'observado';
  if (code >= 2000) return 'rechazado';
  return 'excepcion';
}
