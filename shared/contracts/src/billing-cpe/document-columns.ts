import * as T from 'typebox';
import type { Static } from 'typebox';
import { Nullable } from '../kit/index.js';

/**
 * Row columns every billing document (sale, note, proforma, order) answers alike, declared once and
 * spread into each row: the same name always means the same value.
 */

/** The client as a list shows it. */
export const ClientColumns = {
  idpersona: T.Integer(),
  cliente: T.String(),
  /** catálogo 06 code of the client's document ('6' RUC, '1' DNI, '-' none). */
  cliente_tipo_documento: T.String(),
  cliente_documento: T.String(),
};

/** The amounts by IGV treatment (the shared tax engine's totals). */
export const TaxTotalColumns = {
  gravadas: T.String(),
  exoneradas: T.String(),
  inafectas: T.String(),
  gratuitas: T.String(),
  igv: T.String(),
  icbper: T.String(),
};

/** The totals the signed XML carries besides TaxTotalColumns: exports, ISC and the IVAP (its base and its 4 %). */
export const ExportIscIvapColumns = {
  exportacion: T.String(),
  isc: T.String(),
  base_ivap: T.String(),
  ivap: T.String(),
};

/** Where and by whom it was made. */
export const MadeByColumns = {
  idsucursal: T.Integer(),
  sucursal: T.String(),
  idusuario: T.Integer(),
  usuario: T.String(),
};

/** The state of its electronic document (null while it has none). */
export const CpeStateColumns = {
  cpe_documento_id: Nullable(T.Integer()),
  cpe_estado: Nullable(T.String()),
  cpe_codigo: Nullable(T.Integer()),
  cpe_descripcion: Nullable(T.String()),
};

/** Mails sent (or kept in the outbox, or failed) about the document. */
export const DocumentMailRow = T.Object({
  idcorreo: T.Integer(),
  fecha: T.String(),
  para: T.String(),
  estado: T.String(),
  detalle: Nullable(T.String()),
  adjuntos: T.Array(T.String()),
});
export type DocumentMailRow = Static<typeof DocumentMailRow>;
