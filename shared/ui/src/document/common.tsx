import { useEffect, useState } from 'react';
import { Input, Typography } from 'antd';
import type { Endpoint } from '@trade/contracts/client';
import { CURRENCIES, exchangeRate } from '@trade/contracts/reference';
import { dec } from '@trade/money';
import { call, openPrintable, PRINT_ERROR, type Envelope } from '@trade/session';
import type { Notify } from '@trade/session/notify';
import { lineKey } from './lines.js';
import type { DocLine, DocumentAction, DocumentContext, HeaderField } from './types.js';

/*
 * What the priced documents (sales, proformas, orders, notes, purchases, stock documents) share
 * beyond the kit's pages: a saved line as the kit's, the currency and its exchange rate, printing
 * and mailing a document.
 */

/** A stored amount as the user would type it: '' for none, no trailing zeros ('10.0000' → '10'). */
export const plainAmount = (value: string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : dec(value).toString();

/** An optional value as the API takes it: null when empty. */
export const blankToNull = <T,>(value: T): T | null =>
  value === undefined || value === null || (value as unknown) === '' ? null : value;

/** The product and unit columns every saved document line carries (the contracts' line rows). */
export interface SavedLineRow {
  producto_id: number;
  codigo_producto: string | null;
  unidad_medida_id: number;
  abreviatura: string;
  factor: string;
}

/**
 * A saved line as the kit's line, in its stored unit (the editor brings the product's other units
 * when editing): `descripcion`, `cantidad`, `precio`, `descuento` as stored, `extra` what the
 * document keeps on the line (serials, a lot, the order line it invoices).
 */
export function savedLine(
  row: SavedLineRow,
  line: {
    descripcion: string;
    cantidad: string;
    precio?: string | null;
    descuento?: string | null;
    tipoAfectacion?: string | null;
    codigoSunat?: string | null;
    extra?: DocLine['extra'];
  },
): DocLine {
  return {
    key: lineKey(),
    productId: row.producto_id,
    codigo: row.codigo_producto,
    descripcion: line.descripcion,
    tipoAfectacion: line.tipoAfectacion || '10',
    controlaStock: true,
    units: [{ id: row.unidad_medida_id, nombre: row.abreviatura, factor: row.factor, codigoSunat: line.codigoSunat }],
    unitId: row.unidad_medida_id,
    cantidad: plainAmount(line.cantidad),
    precio: plainAmount(line.precio),
    descuento: line.descuento && !dec(line.descuento).isZero() ? plainAmount(line.descuento) : '',
    extra: line.extra,
  };
}

/** Opens a document's PDF (an endpoint with `:id`) in a new tab; a failure shows as a toast. */
export async function printDocument(notify: Pick<Notify, 'error'>, endpoint: Endpoint, id: string | number) {
  try {
    // The id comes from a saved row or the page's URL: the server checks it.
    await openPrintable(endpoint, { params: { id: Number(id) } } as never);
  } catch (error) {
    notify.error(error instanceof Error && error.message ? error.message : PRINT_ERROR);
  }
}

/** 'Enviar por correo': asks for the address (the client's first), then `send(id, correo)`. */
export function mailAction(
  send: (id: number, correo: string) => Promise<Envelope<unknown>>,
  options: {
    initial?: (ctx: DocumentContext) => string | null | undefined;
    /** Offered on an annulled document too. */
    always?: boolean;
    /** The spec's failure text when it has its own (default 'Error al enviar el correo'). */
    failText?: string;
  } = {},
): DocumentAction {
  return {
    key: 'correo',
    label: 'Enviar por correo',
    kind: 'email',
    visible: options.always ? undefined : (ctx) => !ctx.record?.anulado,
    initial: options.initial,
    progress: 'Enviando correo...',
    failText: options.failText ?? 'Error al enviar el correo',
    call: (ctx, email) => send(Number(ctx.id), email ?? ''),
  };
}

interface Controlled<T> {
  value?: T;
  onChange?: (value: T) => void;
  id?: string;
}

/** The exchange rate (soles per dollar): the day's selling rate until the user types another. */
export function ExchangeRateInput({ value, onChange, id }: Controlled<string | null>) {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    call(exchangeRate.endpoints.current)
      .then((answer) => {
        if (!live || answer.status !== 200 || !answer.detalles) return;
        const rate = answer.detalles;
        if (!value) onChange?.(rate.venta);
        setNote(rate.esHoy ? `Venta del día: ${rate.venta}` : `Último registrado (${rate.fecha}): ${rate.venta}`);
      })
      .catch(() => live && setNote('No se pudo obtener el tipo de cambio del día'));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <Input
        id={id}
        value={value ?? ''}
        inputMode="decimal"
        maxLength={10}
        onChange={(e) => onChange?.(e.target.value.replace(/[^0-9.]/g, ''))}
      />
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </>
  );
}

export const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c.codigo, label: c.label }));

/**
 * The header's currency ('moneda', the ISO code) and, in dollars, its exchange rate proposed from
 * the day's rate; `more` folds the currency under 'Más datos' (a cashier seldom changes it).
 */
export const currencyFields = (options: { more?: boolean } = {}): HeaderField[] => [
  { name: 'moneda', more: options.more, label: 'Moneda', type: 'select', options: CURRENCY_OPTIONS, required: true },
  {
    name: 'tipo_cambio',
    label: 'Tipo de cambio',
    type: 'custom',
    input: () => <ExchangeRateInput />,
    visible: (ctx) => ctx.values.moneda === 'USD',
    show: (r) => (r.raw.moneda === 'USD' ? r.raw.tipo_cambio : '—'),
  },
];
