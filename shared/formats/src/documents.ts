/** SUNAT catálogo 06 (tipo de documento de identidad). */
export type DocumentTypeCode = '0' | '1' | '4' | '6' | '7' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | '-';

export interface DocumentType {
  code: DocumentTypeCode;
  /** For selects and tables. */
  short: string;
  /** Description as SUNAT's catalogue writes it. */
  sunat: string;
}

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  { code: '0', short: 'Sin documento', sunat: 'DOC.TRIB.NO.DOM.SIN.RUC' },
  { code: '1', short: 'DNI', sunat: 'DOC. NACIONAL DE IDENTIDAD' },
  { code: '4', short: 'CARNET EXT.', sunat: 'CARNET DE EXTRANJERIA' },
  { code: '6', short: 'RUC', sunat: 'REG. UNICO DE CONTRIBUYENTES' },
  { code: '7', short: 'PASAPORTE', sunat: 'PASAPORTE' },
  { code: 'A', short: 'CED. DIPLOMÁTICA', sunat: 'CED. DIPLOMATICA DE IDENTIDAD' },
  { code: 'B', short: 'DOC. IDENT. PAÍS RESIDENCIA', sunat: 'DOC.IDENT.PAIS.RESIDENCIA-NO.D' },
  { code: 'C', short: 'TIN', sunat: 'Tax Identification Number - TIN - Doc Trib PP.NN' },
  { code: 'D', short: 'IN', sunat: 'Identification Number - IN - Doc Trib PP.JJ' },
  { code: 'E', short: 'TAM', sunat: 'TAM - Tarjeta Andina de Migración' },
  { code: 'F', short: 'PTP', sunat: 'Permiso Temporal de Permanencia - PTP' },
  { code: 'G', short: 'SALVOCONDUCTO', sunat: 'Salvoconducto' },
  { code: 'H', short: 'CPP', sunat: 'Carné Permiso Temp. Perman. - CPP' },
  { code: '-', short: 'VARIOS', sunat: 'VARIOS - VENTAS MENORES A S/.700.00 Y OTROS' },
];

const BY_CODE = new Map<string, DocumentType>(DOCUMENT_TYPES.map((t) => [t.code, t]));

function normalizeCode(code: string | number | null | undefined): string {
  return String(code ?? '')
    .trim()
    .toUpperCase();
}

/**
 * documentTypeLabel('6') -> 'RUC'; documentTypeLabel('6', 'sunat') -> 'REG. UNICO DE CONTRIBUYENTES'.
 * Accepts numbers (1 -> 'DNI') and lower-case letters; an unknown code is returned as given so nothing
 * is hidden, and an empty one gives ''.
 */
export function documentTypeLabel(
  code: string | number | null | undefined,
  variant: 'short' | 'sunat' = 'short',
): string {
  const key = normalizeCode(code);
  const type = BY_CODE.get(key);
  if (!type) return key;
  return variant === 'sunat' ? type.sunat : type.short;
}

// SUNAT's weights for the first ten digits of a RUC.
const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * 11 digits, a taxpayer-type prefix (10/15/17 people, 20 companies) and SUNAT's modulo-11 check digit:
 * check = 11 - (Σ digit·weight mod 11), where 10 becomes 0 and 11 becomes 1.
 */
export function isValidRuc(ruc: string | null | undefined): boolean {
  if (typeof ruc !== 'string') return false;
  const text = ruc.trim();
  if (!/^(10|15|17|20)\d{9}$/.test(text)) return false;
  const digits = Array.from(text, Number);
  const sum = RUC_WEIGHTS.reduce((acc, w, i) => acc + w * (digits[i] as number), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === digits[10];
}

/** A DNI is exactly 8 digits (no check digit is printed on it). */
export function isValidDni(dni: string | null | undefined): boolean {
  return typeof dni === 'string' && /^\d{8}$/.test(dni.trim());
}

/**
 * The number is acceptable for that document type: RUC and DNI as above; carné de extranjería and
 * passport up to 12 letters/digits; the other types up to 15 letters, digits or dashes (SUNAT's lengths).
 */
export function isValidDocumentNumber(
  code: string | number | null | undefined,
  number: string | null | undefined,
): boolean {
  if (typeof number !== 'string') return false;
  const text = number.trim();
  switch (normalizeCode(code)) {
    case '6':
      return isValidRuc(text);
    case '1':
      return isValidDni(text);
    case '4':
    case '7':
      return /^[A-Za-z0-9]{1,12}$/.test(text);
    case '0':
    case 'A':
    case 'B':
    case 'C':
    case 'D':
    case 'E':
    case 'F':
    case 'G':
    case 'H':
    case '-':
      return /^[A-Za-z0-9-]{1,15}$/.test(text);
    default:
      return false;
  }
}
