import { stateSet } from '../kit/states.js';

/**
 * The engine's states (`cpe_documento.estado`) in the order a document goes through them, with
 * their Spanish names and tag colours: every screen (sales, notes, guides, CPE management) and the
 * API's messages read this one set. Accepted green, observed gold, rejected and errors red, in
 * flight blue.
 */
export const CPE_STATES = stateSet([
  { value: 'generado', label: 'Generado', color: 'default' },
  { value: 'firmado', label: 'Firmado', color: 'cyan' },
  { value: 'en_cola', label: 'En cola', color: 'processing' },
  { value: 'enviando', label: 'Enviando', color: 'processing' },
  { value: 'enviado', label: 'Enviado (ticket)', color: 'geekblue' },
  { value: 'aceptado', label: 'Aceptado', color: 'success' },
  { value: 'observado', label: 'Aceptado con observaciones', color: 'gold' },
  { value: 'rechazado', label: 'Rechazado', color: 'error' },
  { value: 'anulado', label: 'Anulado', color: 'default' },
  { value: 'invalido', label: 'XML inválido', color: 'magenta' },
  { value: 'error', label: 'Error de envío', color: 'volcano' },
]);
export type CpeEstado = (typeof CPE_STATES.values)[number];

/** A document without an electronic one (a nota de venta, a note not issued yet): its tag, and the sales list's filter value. */
export const NO_CPE = { value: 'sin_cpe', label: 'Sin comprobante electrónico', color: 'default' } as const;

/** Where nothing more happens on its own (the queue leaves them). */
export const CPE_FINAL_STATES = CPE_STATES.pick(['aceptado', 'observado', 'rechazado', 'anulado', 'invalido', 'error']);
/** Moving on their own (the queue sends them, SUNAT's answer is awaited): a list showing one refreshes until it settles. */
export const CPE_IN_FLIGHT_STATES = CPE_STATES.pick(['en_cola', 'enviando', 'enviado']);
/** Not accepted yet and still able to be: what the sending deadline watches. */
export const CPE_PENDING_STATES = CPE_STATES.pick(['generado', 'firmado', 'en_cola', 'enviando', 'enviado', 'error']);
/**
 * States of a document that may never have reached SUNAT (with no sending recorded): reverting
 * its sale or note abandons it (marked invalido) instead of asking SUNAT to void it.
 */
export const CPE_NEVER_SENT_STATES = CPE_STATES.pick(['firmado', 'en_cola', 'invalido', 'error']);
/** States a document list filters by: every one a saved sale, note or guide can be in. */
export const CPE_LISTED_STATES = CPE_STATES.except(['generado']);
