import { BusinessError } from '../../core/envelope.js';
import { reglasDetraccion } from './detraccion.js';
import { reglasGuias } from './guias.js';
import { reglasGuiaTransportista } from './guias-transportista.js';
import { reglasHospedaje } from './hospedaje.js';
import { reglasIdentidad } from './identidad.js';
import { reglasImpuestos } from './impuestos.js';
import { reglasLeyendas } from './leyendas.js';
import { reglasNotas } from './notas.js';
import { reglasPagos } from './pagos.js';
import { hallazgo, type Hallazgo, type Regla, type TipoCpe } from './regla.js';
import { reglasTotales } from './totales.js';
import { leerUbl, leerUblPropio, type UblDocumento } from './ubl.js';

/**
 * SUNAT's business rules, checked on the XML before it is signed and queued (pipeline.ts) and by the
 * bundled simulator on what it receives: a document the engine would send is refused here with the
 * code and Spanish text SUNAT would answer. See docs/cpe.md for the list.
 */

export const REGLAS: readonly Regla[] = [
  ...reglasTotales,
  ...reglasImpuestos,
  ...reglasLeyendas,
  ...reglasIdentidad,
  ...reglasPagos,
  ...reglasDetraccion,
  ...reglasNotas,
  ...reglasGuias,
  ...reglasGuiaTransportista,
  ...reglasHospedaje,
];

export interface ResultadoReglas {
  /** Codes below 4000: SUNAT rejects the document. */
  rechazos: Hallazgo[];
  /** Codes from 4000: SUNAT accepts with an observation. */
  observaciones: Hallazgo[];
}

/** Where the document breaks one rule ('' = the document as a whole); empty when it complies. */
export function incumplimientos(regla: Regla, doc: UblDocumento): string[] {
  const roto = regla.revisar(doc);
  if (roto === false || roto === undefined) return [];
  return Array.isArray(roto) ? roto : [roto];
}

/** Every rule that applies to the document's type, in the order above. */
export function revisarReglas(documento: string | UblDocumento): ResultadoReglas {
  const doc = typeof documento === 'string' ? leerUbl(documento) : documento;
  const out: ResultadoReglas = { rechazos: [], observaciones: [] };
  for (const regla of REGLAS) {
    if (!regla.tipos.includes(doc.tipoDoc as TipoCpe)) continue;
    for (const detalle of incumplimientos(regla, doc)) {
      const h = hallazgo(regla.codigo, detalle || undefined);
      (h.observacion ? out.observaciones : out.rechazos).push(h);
    }
  }
  return out;
}

/**
 * Refuses (400, type "sunat") a document SUNAT would reject: `detalles` lists every finding. What SUNAT
 * only observes (codes 4000 and up) does not block: SUNAT accepts it with a note. Those observations
 * are answered so the caller shows them and records them on the document.
 */
export function assertReglasSunat(xml: string): Hallazgo[] {
  // Only ever given the XML our builders just wrote: read by the fast reader (rules/ubl-arbol.ts).
  const { rechazos, observaciones } = revisarReglas(leerUblPropio(xml));
  if (!rechazos.length) return observaciones;
  const todos = [...rechazos, ...observaciones];
  throw new BusinessError(`SUNAT rechazaría el comprobante: ${rechazos[0]!.mensaje}`, 400, {
    type: 'sunat',
    detalles: todos.map((h) => ({
      codigo: h.codigo,
      mensaje: h.mensaje,
      ...(h.detalle ? { detalle: h.detalle } : {}),
    })),
  });
}

/** Observations as the document's row keeps them (the CDR's notes take their place once SUNAT answers). */
export const notasDeObservacion = (observaciones: Hallazgo[]) =>
  observaciones.map((h) => ({ code: h.codigo, message: h.mensaje }));

/** The event that records the observations a document was registered with. */
export const eventoDeObservacion = (observaciones: Hallazgo[]) =>
  observaciones.length
    ? [
        {
          estado: 'observaciones',
          detalle: `SUNAT lo aceptaría con observaciones: ${observaciones.map((h) => h.mensaje).join('; ')}`,
        },
      ]
    : [];

export { leerUbl, type UblDocumento } from './ubl.js';
export type { Hallazgo, Regla, Familia } from './regla.js';
