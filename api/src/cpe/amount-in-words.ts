import { dec, fixed, type DecimalInput } from './decimal.js';

/** Amount in words for the legend 1000: "MIL SEISCIENTOS CINCUENTA Y DOS CON 00/100 SOLES". */

const UNIDADES = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISEIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE', 'VEINTIUNO', 'VEINTIDOS', 'VEINTITRES', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISEIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const DECENAS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const CENTENAS = ['', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS', 'OCHOCIENTOS', 'NOVECIENTOS'];

const MONEDAS: Record<string, string> = { PEN: 'SOLES', USD: 'DÓLARES AMERICANOS', EUR: 'EUROS' };

function hasta999(n: number): string {
  if (n === 0) return '';
  if (n === 100) return 'CIEN';
  const c = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (c) parts.push(CENTENAS[c]!);
  if (r < 30) {
    if (r) parts.push(UNIDADES[r]!);
  } else {
    const d = Math.floor(r / 10);
    const u = r % 10;
    parts.push(u ? `${DECENAS[d]} Y ${UNIDADES[u]}` : DECENAS[d]!);
  }
  return parts.join(' ');
}

/** Apocopated form before MIL/MILLONES: VEINTIUNO -> VEINTIUN, UNO -> UN. */
const apocope = (text: string) => text.replace(/VEINTIUNO$/, 'VEINTIUN').replace(/UNO$/, 'UN');

function entero(n: bigint): string {
  if (n === 0n) return 'CERO';
  const millones = n / 1_000_000n;
  const resto = Number(n % 1_000_000n);
  const miles = Math.floor(resto / 1000);
  const unidades = resto % 1000;
  const parts: string[] = [];
  if (millones > 0n) parts.push(millones === 1n ? 'UN MILLON' : `${apocope(entero(millones))} MILLONES`);
  if (miles) parts.push(miles === 1 ? 'MIL' : `${apocope(hasta999(miles))} MIL`);
  if (unidades) parts.push(hasta999(unidades));
  return parts.join(' ');
}

export function montoEnLetras(amount: DecimalInput, moneda = 'PEN'): string {
  const text = fixed(dec(amount).abs(), 2);
  const [int, cents] = text.split('.') as [string, string];
  const nombre = MONEDAS[moneda] ?? moneda;
  return `${entero(BigInt(int))} CON ${cents}/100 ${nombre}`;
}
