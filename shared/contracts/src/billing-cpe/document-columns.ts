import * as T from 'typebox';
import type { Static } from 'typebox';
import { Enum, Nullable, NullableMoney } from '../kit/index.js';

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

/** Catálogo 53 global charges a document offers: they raise the amount payable, not the IGV base. */
export const GLOBAL_CHARGE_CODES = ['46', '50'] as const;
/** How prints and screens name them (catálogo 53's own text for 46). */
export const GLOBAL_CHARGE_NAMES: Record<(typeof GLOBAL_CHARGE_CODES)[number], string> = {
  '46': 'Recargo al consumo y/o propinas',
  '50': 'Otros cargos',
};
/** The printed name of a stored charge code. */
export const globalChargeName = (codigo: string | null) =>
  GLOBAL_CHARGE_NAMES[codigo as (typeof GLOBAL_CHARGE_CODES)[number]] ?? 'Cargos';

/** A global charge as typed: 46 recargo al consumo y/o propinas, or 50 otros cargos globales; an amount. */
export const GlobalChargeFields = {
  codigo_cargo: T.Optional(
    T.Union([Enum(GLOBAL_CHARGE_CODES, 'Tipo de cargo global'), T.Null()], { title: 'Tipo de cargo global' }),
  ),
  cargo: NullableMoney('Cargo global'),
};

/** The global charge as stored (code null: none). */
export const GlobalChargeColumns = {
  codigo_cargo: Nullable(T.String()),
  cargo: T.String(),
};

/** A line's ISC (catálogo 08 system, rate or amount per unit, suggested price) and the ISC it pays. */
export const LineIscColumns = {
  isc_sistema: Nullable(T.String()),
  isc_tasa: Nullable(T.String()),
  isc_precio_sugerido: Nullable(T.String()),
  monto_isc: T.String(),
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
