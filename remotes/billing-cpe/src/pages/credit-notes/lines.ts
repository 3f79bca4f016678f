import { afectacion, dec, fixed, type LineaInput } from '@trade/money';
import {
  motivoOf,
  type NoteEffect,
  type NoteLineRow,
  type NoteSale,
  type NoteSaleLine,
  type NoteType,
} from '@trade/contracts/billing-cpe';
import { lineKey, plainAmount as plain, type DocLine, type DocUnit } from '@trade/ui';
import { referenceValue } from '../sales/engine';

/*
 * A note's lines on the document kit. They come from the sale (never from the product search): an
 * annulment takes every line as sold, a return the lines with what is left of them (the user lowers
 * or removes), an item discount or a bonus the sale's lines with the amount to type, and a global
 * discount, another concept or a debit note one concept line (unit ZZ). The body sent is what
 * rnotacredito reads; the server recomputes everything from the sale.
 */

const CONCEPT_UNIT: DocUnit = { id: 'ZZ', nombre: 'SERV', factor: 1, codigoSunat: 'ZZ' };
export const CONCEPT = 'concepto';

/** A note's header as the form and its section hold it. */
export interface NoteHeader {
  tipo?: NoteType;
  idventa?: number | null;
  codigo_motivo?: string;
  sustento?: string;
  fecha?: string;
  cuotas?: { monto: string; fecha_vencimiento: string }[];
  /** The sale being corrected, as NoteSection loaded it. */
  _venta?: NoteSale | null;
}

export const effectOf = (tipo: NoteType | undefined, codigo: string | undefined): NoteEffect | undefined =>
  tipo && codigo ? motivoOf(tipo, codigo)?.efecto : undefined;

function saleLine(l: NoteSaleLine, cantidad: string, precio: string, withDiscount: boolean): DocLine {
  const sold = dec(l.cantidad);
  // The line discount in proportion to what comes back, before IGV (as the server computes it).
  const descuento =
    withDiscount && !sold.isZero()
      ? fixed(
          dec(l.descuento)
            .times(dec(cantidad || '0'))
            .div(sold),
          2,
        )
      : '0';
  return {
    key: lineKey(),
    productId: l.producto_id,
    codigo: l.codigo_producto,
    descripcion: l.descripcion,
    tipoAfectacion: l.tipo_afectacion,
    controlaStock: false,
    units: [{ id: l.abreviatura, nombre: l.abreviatura, factor: 1 }],
    unitId: l.abreviatura,
    cantidad,
    precio,
    descuento: '',
    extra: {
      iddetalle: l.iddetalle,
      disponible: l.disponible,
      vendido: l.cantidad,
      precioVenta: l.precio_unitario,
      descuentoVenta: l.descuento,
      gratuito: l.gratuito,
      icbper: l.icbper,
      devuelve: withDiscount,
      descuentoSinIgv: descuento,
    },
  };
}

export function conceptLine(descripcion: string, precio = ''): DocLine {
  return {
    key: lineKey(),
    productId: CONCEPT,
    codigo: null,
    descripcion,
    tipoAfectacion: '10',
    controlaStock: false,
    units: [CONCEPT_UNIT],
    unitId: CONCEPT_UNIT.id,
    cantidad: '1',
    precio,
    descuento: '',
    extra: { concepto: true },
  };
}

/** The lines a new note starts with, by what its reason does. */
export function linesFor(sale: NoteSale, tipo: NoteType, codigo: string): DocLine[] {
  const motivo = motivoOf(tipo, codigo);
  if (!motivo) return [];
  const left = sale.lineas.filter((l) => dec(l.disponible).gt(0));
  switch (motivo.efecto) {
    case 'anulacion':
      return sale.lineas.map((l) => saleLine(l, plain(l.cantidad), plain(l.precio_unitario), true));
    case 'devolucion':
      return left.map((l) => saleLine(l, plain(l.disponible), plain(l.precio_unitario), true));
    case 'cuotas':
      return [conceptLine('Corrección del monto pendiente y/o fechas de pago', '0')];
    default:
      // Item discounts and bonuses name the sale's lines; the rest is one concept.
      if (tipo === '07' && ['05', '08'].includes(codigo))
        return left.filter((l) => !l.gratuito).map((l) => saleLine(l, plain(l.disponible), '', false));
      return [conceptLine(motivo.descripcion)];
  }
}

/** The money engine's input of a note line: a returned line carries its share of the sale's line discount (before IGV). */
export function noteEngineLine(line: DocLine, base: LineaInput | null): LineaInput | null {
  if (!base) return null;
  const stored = line.extra?.descuentoSinIgv as string | undefined;
  const { descuentos: _d, ...rest } = base;
  const afe = afectacion(line.tipoAfectacion || '10');
  if (afe.gratuito) {
    // A free line comes back at its reference value, as it was sold.
    const { precioUnitario: _p, ...free } = rest;
    return { ...free, valorReferencial: referenceValue(base, afe.grupo) };
  }
  const withCode = line.extra?.concepto ? { ...rest, codigo: 'NOTA' } : rest;
  return stored && dec(stored).gt(0) ? { ...withCode, descuentos: [{ codigo: '00', monto: stored }] } : withCode;
}

/** Why the note cannot be saved yet (shown above the buttons), or null. */
export function noteProblem(header: NoteHeader, lines: DocLine[], sale: NoteSale | null): string | null {
  if (!header.idventa) return 'Elija la venta que corrige la nota';
  if (!sale) return 'Obteniendo la venta...';
  if (sale.impedimento) return sale.impedimento;
  const efecto = effectOf(header.tipo, header.codigo_motivo);
  if (!efecto) return 'Elija el motivo de la nota';
  if (
    efecto === 'anulacion' &&
    lines.some((l) => l.extra?.vendido && !dec(l.cantidad || '0').eq(dec(l.extra.vendido as string)))
  ) {
    return 'La anulación devuelve la venta completa: para devolver una parte elija el motivo 07 (Devolución por ítem)';
  }
  for (const [i, l] of lines.entries()) {
    if (efecto === 'devolucion' || efecto === 'anulacion') {
      if (l.extra?.precioVenta && l.precio !== '' && !dec(l.precio).eq(dec(l.extra.precioVenta as string)))
        return `Línea ${i + 1} (${l.descripcion}): en una devolución el precio es el de la venta`;
      if (l.extra?.disponible && l.cantidad !== '' && dec(l.cantidad).gt(dec(l.extra.disponible as string)))
        return `Línea ${i + 1} (${l.descripcion}): quedan ${plain(l.extra.disponible as string)} por devolver`;
    }
  }
  if (efecto === 'cuotas') {
    const cuotas = header.cuotas ?? [];
    if (!cuotas.length) return 'Indique las nuevas cuotas';
    if (cuotas.some((c) => !c.monto || !c.fecha_vencimiento)) return 'Complete el monto y la fecha de cada cuota';
    const sum = cuotas.reduce((s, c) => s.plus(dec(c.monto)), dec(0));
    if (sale.saldo_credito && !sum.eq(dec(sale.saldo_credito)))
      return `Las cuotas suman ${fixed(sum, 2)} y el saldo pendiente es ${sale.saldo_credito}`;
  }
  return null;
}

/** POST /rnotacredito from the form. */
export function noteBody(header: NoteHeader, lines: DocLine[]) {
  const efecto = effectOf(header.tipo, header.codigo_motivo);
  const cuotas = header.cuotas ?? [];
  return {
    tipo: header.tipo,
    idventa: Number(header.idventa),
    codigo_motivo: header.codigo_motivo,
    sustento: String(header.sustento ?? '').trim(),
    fecha: header.fecha,
    ...(efecto === 'anulacion' || efecto === 'cuotas'
      ? {}
      : {
          detalles: lines.map((l) => ({
            iddetalle: (l.extra?.iddetalle as number | undefined) ?? null,
            descripcion: l.extra?.concepto ? l.descripcion : null,
            cantidad: l.cantidad,
            precio_unitario: efecto === 'devolucion' ? null : l.precio,
          })),
        }),
    ...(efecto === 'cuotas'
      ? { cuotas: cuotas.map((c) => ({ monto: fixed(dec(c.monto), 2), fecha_vencimiento: c.fecha_vencimiento })) }
      : {}),
  };
}

/** A saved note's line as the kit shows it. */
export function savedNoteLine(l: NoteLineRow): DocLine {
  return {
    key: lineKey(),
    productId: l.producto_id ?? CONCEPT,
    codigo: l.codigo_producto,
    descripcion: l.descripcion,
    tipoAfectacion: l.tipo_afectacion,
    controlaStock: false,
    units: [{ id: l.abreviatura, nombre: l.abreviatura, factor: 1, codigoSunat: l.codigo_sunat }],
    unitId: l.abreviatura,
    cantidad: plain(l.cantidad),
    precio: plain(l.precio_unitario),
    descuento: '',
    extra: { concepto: l.producto_id === null, devuelve: l.devuelve, importe: l.importe, descuentoSinIgv: l.descuento },
  };
}
