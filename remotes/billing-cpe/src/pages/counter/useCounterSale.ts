import { useMemo, useState } from 'react';
import type { SaleVoucherCode } from '@trade/contracts/billing-cpe';
import { dec, Decimal, fixed } from '@trade/money';
import { isValidAmountInput, todayLima } from '@trade/formats';
import {
  addProduct,
  documentTable,
  QUANTITY_DECIMALS,
  removeLine,
  specTableOptions,
  updateLine,
  type DocLine,
  type DocProduct,
} from '@trade/ui';
import { saleSpec } from '../sales/spec';
import type { ClientChoice, SaleHeader } from '../sales/types';

/*
 * The sale on the counter, free of calls: its lines (a repeated scan adds one more), the selected
 * line the quantity and discount keys act on, voucher, series, client, the payment form and the
 * cash received; its total from the same money engine and mapping as the sale screen.
 */

/** What the entry field is typing: a code to scan, or an amount for the selected line or the payment. */
export type EntryMode = 'scan' | 'cantidad' | 'descuento' | 'precio' | 'recibido';

export interface CounterSale {
  lines: DocLine[];
  selected: string | null;
  voucher: SaleVoucherCode;
  idserie: number | null;
  client: ClientChoice | null;
  idformapago: number | null;
  recibido: string;
}

export const EMPTY_SALE: CounterSale = {
  lines: [],
  selected: null,
  voucher: '03',
  idserie: null,
  client: null,
  idformapago: null,
  recibido: '',
};

/** The header the sale screen's body and engine read. */
export function headerOf(sale: CounterSale, total: string | null = null): SaleHeader {
  const received = isValidAmountInput(sale.recibido, 2) ? dec(sale.recibido) : null;
  // Cash received over the total pays it and gives change; otherwise the exact total.
  const monto = received && total && received.gte(dec(total)) ? fixed(received, 2) : (total ?? '0');
  return {
    codigo_comprobante: sale.voucher,
    idserie: sale.idserie,
    fecha: todayLima(),
    moneda: 'PEN',
    tipo_pago_id: 1,
    idpersona: sale.client?.idpersona ?? null,
    cliente: sale.client,
    ticket: 1,
    a4: 0,
    aplica_despacho: 0,
    pagos: sale.idformapago ? [{ key: 'p1', idformapago: sale.idformapago, monto, referencia: '' }] : [],
    cuotas: [],
  };
}

const validAmount = (text: string, decimals: number) => isValidAmountInput(text.trim(), decimals);

export function useCounterSale() {
  const [sale, setSale] = useState<CounterSale>(EMPTY_SALE);
  const table = useMemo(() => {
    const header = headerOf(sale);
    return documentTable(sale.lines, {
      fechaEmision: String(header.fecha),
      moneda: 'PEN',
      pricesIncludeTax: true,
      ...specTableOptions(saleSpec, header),
    });
  }, [sale]);
  const total = table.totales.total || '0.00';
  const received = validAmount(sale.recibido, 2) ? dec(sale.recibido) : null;
  const change = received && received.gt(dec(total)) ? received.minus(dec(total)) : new Decimal(0);
  const missing = received && received.lt(dec(total)) ? dec(total).minus(received) : new Decimal(0);

  const patch = (values: Partial<CounterSale>) => setSale((s) => ({ ...s, ...values }));
  const selectedLine = sale.lines.find((l) => l.key === sale.selected) ?? null;

  return {
    sale,
    setSale,
    patch,
    table,
    total,
    change: fixed(change, 2),
    missing: fixed(missing, 2),
    selectedLine,
    /** A scanned or picked product: one more of it, `cantidad` when the code came with 'n*'. */
    add(product: DocProduct, unitId: string | number | null, cantidad?: string) {
      setSale((s) => {
        const added = addProduct(s.lines, product, unitId);
        const lines = cantidad ? updateLine(added.lines, added.key, { cantidad }) : added.lines;
        return { ...s, lines, selected: added.key };
      });
    },
    /** The entry's amount applied where the mode says; the Spanish problem when it is not valid. */
    apply(mode: Exclude<EntryMode, 'scan'>, text: string): string | null {
      const value = text.trim().replace(',', '.');
      if (mode === 'recibido') {
        if (!validAmount(value, 2)) return 'Escriba el monto recibido (por ejemplo 50 o 20.50)';
        patch({ recibido: value });
        return null;
      }
      if (!selectedLine) return 'Primero agregue un producto';
      if (mode === 'cantidad') {
        if (!validAmount(value, QUANTITY_DECIMALS) || dec(value).isZero()) return 'Escriba una cantidad mayor que cero';
        setSale((s) => ({ ...s, lines: updateLine(s.lines, selectedLine.key, { cantidad: value }) }));
        return null;
      }
      if (mode === 'precio') {
        // Price control warns on the line at once; below the minimum a supervisor approves when charging.
        if (!validAmount(value, 2)) return 'Escriba el precio unitario en soles (con IGV)';
        setSale((s) => ({ ...s, lines: updateLine(s.lines, selectedLine.key, { precio: value }) }));
        return null;
      }
      if (!validAmount(value, 2)) return 'Escriba el descuento en soles (con IGV)';
      const lineTotal = dec(selectedLine.precio || '0').times(dec(selectedLine.cantidad || '0'));
      if (dec(value).gt(lineTotal)) return 'El descuento no puede superar el importe de la línea';
      setSale((s) => ({ ...s, lines: updateLine(s.lines, selectedLine.key, { descuento: value }) }));
      return null;
    },
    step(key: string, delta: number) {
      setSale((s) => {
        const line = s.lines.find((l) => l.key === key);
        if (!line) return s;
        const next = dec(validAmount(line.cantidad, QUANTITY_DECIMALS) ? line.cantidad : '0').plus(delta);
        if (next.lte(0)) return { ...s, lines: removeLine(s.lines, key), selected: s.lines.at(-2)?.key ?? null };
        return { ...s, lines: updateLine(s.lines, key, { cantidad: next.toString() }), selected: key };
      });
    },
    remove(key: string) {
      setSale((s) => {
        const lines = removeLine(s.lines, key);
        return { ...s, lines, selected: s.selected === key ? (lines.at(-1)?.key ?? null) : s.selected };
      });
    },
    /** Arrow keys move the selected line. */
    move(delta: number) {
      setSale((s) => {
        const index = s.lines.findIndex((l) => l.key === s.selected);
        const next = s.lines[Math.max(0, Math.min(s.lines.length - 1, index + delta))];
        return next ? { ...s, selected: next.key } : s;
      });
    },
  };
}
