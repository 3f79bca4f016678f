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
      n.startsWith('#x')
        ? String.fromCodePoint(parseInt(n.slice(2), 16))
        : n.startsWith('#')
          ? String.fromCodePoint(Number(n.slice(1)))
          : (entities[n] ?? `&${n};`),
    );
    table.set(Number(m[1]), message.trim());
  }
  return table;
}

/**
 * Codes SUNAT's rules use that the bundled CodeErrors.xml predates. Since PAS20211U210700059 ("Excel v7")
 * several observations became rejections under new codes with the same meaning: those reuse the
 * observation's text. The guía (GRE 2022) codes have no text in the file: ours, in SUNAT's style.
 */
const SUPLEMENTO: Record<number, number | string> = {
  3270: 4287,
  3271: 4288,
  3272: 4294,
  3278: 4309,
  3279: 4310,
  3280: 4312,
  3290: 4289,
  3292: 4293,
  3295: 4302,
  3300: 4307,
  3301: 4308,
  3303: 4314,
  3306: 4321,
  3319: 'La suma de las cuotas no coincide con el monto neto pendiente de pago',
  3343: 'La fecha de inicio del traslado no puede ser anterior a la fecha de emisión de la guía',
  3357: 'Debe consignar los datos del conductor principal',
  3365: 'Debe consignar el código de establecimiento anexo del punto de partida',
  3369: 'Debe consignar el código de establecimiento anexo del punto de llegada',
  3414: 'El establecimiento anexo debe pertenecer al RUC del remitente',
  4386: 'La fecha de entrega de los bienes al transportista no debe ser anterior a la fecha de emisión de la guía',
};

/** Spanish text of a SUNAT code ("0111", 2800 ...), or undefined when unknown. */
export function describeSunatCode(code: string | number): string | undefined {
  const n = Number(String(code).replace(/\D/g, ''));
  if (!Number.isFinite(n)) return undefined;
  const text = load().get(n);
  if (text !== undefined) return text;
  const extra = SUPLEMENTO[n];
  return typeof extra === 'number' ? load().get(extra) : extra;
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
