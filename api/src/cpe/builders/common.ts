import {
  MoneyInputError,
  calcularDocumento,
  type DocumentoInput,
  type LineaCalculada,
  type Totales,
} from '@trade/money';
import type { Emisor } from '../types.js';
import { BusinessError } from '../../core/envelope.js';

/** What every builder returns: the unsigned XML and the document's identity. */
export interface BuiltDocument {
  xml: string;
  /** 01, 03, 07, 08, 09, RC, RA */
  tipoDoc: string;
  /** Serie (F001) or, for summaries, the prefix with date (RC-20240105). */
  serie: string;
  numero: number;
  /** RUC-TT-SERIE-NUMERO (summaries RUC-RC-YYYYMMDD-n): the XML and zip name without extension. */
  nombre: string;
  /** Issue date (YYYY-MM-DD). */
  fecha: string;
  moneda?: string;
  totales?: Totales;
  lineas?: LineaCalculada[];
}

export function documentName(ruc: string, tipoDoc: string, serie: string, numero: number): string {
  if (tipoDoc === 'RC' || tipoDoc === 'RA') return `${ruc}-${serie}-${numero}`;
  return `${ruc}-${tipoDoc}-${serie}-${numero}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkDate(value: string, what: string): void {
  if (!DATE.test(value ?? '') || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new BusinessError(`${what} no es una fecha válida (AAAA-MM-DD)`);
}

export function checkEmisor(emisor: Emisor): void {
  if (!/^(10|15|16|17|20)\d{9}$/.test(emisor?.ruc ?? '')) throw new BusinessError('El RUC del emisor no es válido');
  if (!emisor.razonSocial?.trim()) throw new BusinessError('Falta la razón social del emisor');
}

export function checkCommon(
  emisor: Emisor,
  doc: {
    serie: string;
    numero: number;
    fechaEmision: string;
    horaEmision?: string;
    cliente?: { tipoDoc: string; numDoc: string; razonSocial: string };
  },
): void {
  checkEmisor(emisor);
  if (!/^[A-Z0-9]{4}$/.test(doc.serie ?? ''))
    throw new BusinessError('La serie debe tener 4 caracteres alfanuméricos en mayúsculas');
  if (!Number.isInteger(doc.numero) || doc.numero < 1 || doc.numero > 99_999_999)
    throw new BusinessError('El número debe ser un entero entre 1 y 99999999');
  checkDate(doc.fechaEmision, 'La fecha de emisión');
  if (doc.horaEmision && !/^\d{2}:\d{2}:\d{2}$/.test(doc.horaEmision))
    throw new BusinessError('La hora de emisión debe tener el formato HH:mm:ss');
  if (doc.cliente) {
    if (!doc.cliente.numDoc?.trim() || !doc.cliente.razonSocial?.trim())
      throw new BusinessError('Faltan los datos del cliente');
    if (doc.cliente.tipoDoc === '6' && !/^\d{11}$/.test(doc.cliente.numDoc))
      throw new BusinessError('El RUC del cliente debe tener 11 dígitos');
    if (doc.cliente.tipoDoc === '1' && !/^\d{8}$/.test(doc.cliente.numDoc))
      throw new BusinessError('El DNI del cliente debe tener 8 dígitos');
  }
}

/** The shared money engine, its input errors answered as 400s with their Spanish message. */
export function calcular(doc: DocumentoInput): { lineas: LineaCalculada[]; totales: Totales } {
  try {
    return calcularDocumento(doc);
  } catch (error) {
    if (error instanceof MoneyInputError || error instanceof TypeError) throw new BusinessError(error.message);
    throw error;
  }
}
