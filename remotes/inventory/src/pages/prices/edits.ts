import { createContext, useContext } from 'react';
import { dec, fixed } from '@trade/money';
import { isValidAmountInput } from '@trade/formats';
import type { PriceItem, PriceRow } from '@trade/contracts/inventory';

/** The price fields of a unit, in the grid's order. */
export const PRICE_FIELDS = ['precioventa', 'precio1', 'precio2', 'precio3', 'preciocredito'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
export const PRICE_TITLES: Record<PriceField, string> = {
  precioventa: 'Precio de venta',
  precio1: 'Precio 1',
  precio2: 'Precio 2',
  precio3: 'Precio 3',
  preciocredito: 'Precio al crédito',
};

/** Typed prices not saved yet, per unit of product (idproductounidad). */
export type PriceEdits = Record<number, Partial<Record<PriceField, string>>>;

export const EditsContext = createContext<{
  edits: PriceEdits;
  rows: Map<number, PriceRow>;
  set: (row: PriceRow, field: PriceField, value: string) => void;
}>({ edits: {}, rows: new Map(), set: () => undefined });
export const useEdits = () => useContext(EditsContext);

/** The value shown in a cell: the typed one, else the saved one (without trailing zeros). */
export function cellValue(row: PriceRow, field: PriceField, edits: PriceEdits): string {
  const typed = edits[row.idproductounidad]?.[field];
  if (typed !== undefined) return typed;
  const saved = row[field];
  return saved === null || saved === undefined ? '' : saved;
}

/** Margin over the last cost with the sale price shown: (price − cost) / cost × 100, 2 decimals; '' without both. */
export function margin(price: string, cost: string | null): string {
  if (!cost || !isValidAmountInput(price, 2) || dec(cost).isZero()) return '';
  return fixed(dec(price).minus(cost).div(cost).times(100));
}

/** Why the edits cannot be saved (first problem), or null. */
export function editsProblem(edits: PriceEdits, rows: Map<number, PriceRow>): string | null {
  for (const [id, fields] of Object.entries(edits)) {
    const row = rows.get(Number(id));
    const name = row ? `${row.denominacion} (${row.abreviatura})` : `unidad ${id}`;
    for (const [field, value] of Object.entries(fields)) {
      if (value === '' && field === 'precioventa') return `${name}: ingrese el precio de venta`;
      if (value !== '' && !isValidAmountInput(value, 2))
        return `${name}: ${PRICE_TITLES[field as PriceField]} no es un monto válido`;
    }
  }
  return null;
}

/**
 * The body of /aprecioproducto: every edited unit with its sale price and the optional prices
 * only when greater than zero (spec 001 §3); an optional price emptied is sent as null (cleared).
 */
export function editsBody(edits: PriceEdits, rows: Map<number, PriceRow>): PriceItem[] {
  return Object.entries(edits).map(([id, fields]) => {
    const row = rows.get(Number(id))!;
    const value = (f: PriceField) => fields[f] ?? row[f] ?? '';
    const item: PriceItem = { idproductounidad: Number(id), precioventa: value('precioventa') };
    for (const f of PRICE_FIELDS.slice(1) as PriceField[]) {
      const v = value(f);
      if (v !== '' && Number(v) > 0) (item as Record<string, unknown>)[f] = v;
      else if (fields[f] !== undefined) (item as Record<string, unknown>)[f] = null;
    }
    return item;
  });
}
