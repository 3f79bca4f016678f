import { toIsoDateLima } from '@trade/formats';
import type { CpeType, DateValue, Money } from './model.js';
import { money } from './text.js';

/** Default address printed under a CPE's legend when the document gives none. */
export const DEFAULT_CONSULTA_URL = 'www.sunat.gob.pe';

const CPE_NAMES: Record<CpeType, string> = {
  '01': 'FACTURA ELECTRÓNICA',
  '03': 'BOLETA DE VENTA ELECTRÓNICA',
  '07': 'NOTA DE CRÉDITO ELECTRÓNICA',
  '08': 'NOTA DE DÉBITO ELECTRÓNICA',
  '09': 'GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE',
  '31': 'GUÍA DE REMISIÓN ELECTRÓNICA TRANSPORTISTA',
};

/** The name SUNAT gives each electronic document type ('01' -> 'FACTURA ELECTRÓNICA'). */
export const cpeName = (tipo: CpeType): string => CPE_NAMES[tipo];

/** 'Representación impresa de la FACTURA ELECTRÓNICA' */
export const cpeLegend = (tipo: CpeType): string => `Representación impresa de la ${CPE_NAMES[tipo]}`;

export interface CpeQrData {
  ruc: string;
  tipo: CpeType;
  serie: string;
  numero: string | number;
  igv: Money;
  total: Money;
  fechaEmision: DateValue;
  /** Customer's document type (catálogo 06: '6' RUC, '1' DNI, '-' varios). */
  clienteTipoDocumento: string;
  clienteNumeroDocumento: string;
  hash: string;
}

/**
 * The text of a CPE's QR code, as SUNAT defines it:
 * RUC|TIPO|SERIE|NUMERO|IGV|TOTAL|FECHA (YYYY-MM-DD)|TIPO DOC. ADQUIRENTE|NUM. DOC. ADQUIRENTE|HASH
 * Amounts with two decimals and no thousands separator; the correlative as printed (8 digits).
 */
export function cpeQrPayload(d: CpeQrData): string {
  const plain = (amount: Money) => money(amount).replace(/,/g, '');
  const numero = typeof d.numero === 'number' ? String(d.numero).padStart(8, '0') : d.numero;
  const fecha = toIsoDateLima(d.fechaEmision);
  if (!fecha) throw new RangeError(`Fecha de emisión no válida: ${String(d.fechaEmision)}`);
  return [
    d.ruc,
    d.tipo,
    d.serie,
    numero,
    plain(d.igv),
    plain(d.total),
    fecha,
    d.clienteTipoDocumento || '-',
    d.clienteNumeroDocumento || '-',
    d.hash,
  ].join('|');
}
