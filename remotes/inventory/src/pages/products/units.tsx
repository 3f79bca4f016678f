import { sanitizeAmountInput } from '@trade/formats';
import { call } from '@trade/session';
import { defineResource } from '@trade/ui';
import { ProductUnitBody, productUnits, type ProductUnitRow } from '@trade/contracts/inventory';
import { UNIT_LOOKUP } from '../../options';

/** What a minimum price does (price control of sales, docs/sales.md). */
export const MINIMUM_NOTE = 'Por debajo de él, un vendedor necesita la aprobación de un supervisor';

/** The optional prices: sent only when greater than zero (spec 001 §3); an update sends null to clear one. */
export const OPTIONAL_PRICES = ['precio1', 'precio2', 'precio3', 'preciocredito'] as const;

type PriceName = 'precioventa' | (typeof OPTIONAL_PRICES)[number];
/** A form's price values as typed (text, or a number the money input gave). */
export type PriceValues = Partial<Record<PriceName, string | number | null>>;

export function pricesBody(values: PriceValues, update: boolean): PriceValues {
  const body: PriceValues = { precioventa: values.precioventa };
  for (const name of OPTIONAL_PRICES) {
    const value = values[name];
    if (value !== undefined && value !== null && value !== '' && Number(value) > 0) body[name] = String(value);
    else if (update) body[name] = null;
  }
  return body;
}

const priceText = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? undefined : v);

/**
 * The units of one product (UND ×1 is its base unit, CAJA ×12...), each with its factor, barcode
 * and prices. Shown in the product's drawer: `params: { producto_id }`.
 */
export const productUnitResource = defineResource<ProductUnitRow>({
  key: 'umproducto',
  title: 'Unidades del producto',
  noun: 'unidad',
  gender: 'f',
  idField: 'idproductounidad',
  nameOf: 'abreviatura',
  schema: ProductUnitBody,
  api: {
    list: (_query, params) => call(productUnits.endpoints.list, { query: { producto_id: params.producto_id } }),
    paging: 'client',
    create: productUnits.endpoints.create,
    update: productUnits.endpoints.update,
    remove: productUnits.endpoints.remove,
  },
  search: false,
  exportable: false,
  canRemove: (r) => !r.base,
  columns: [
    { key: 'abreviatura', title: 'Unidad', value: (r) => `${r.abreviatura}${r.base ? ' (base)' : ''}` },
    { key: 'factor', title: 'Factor', type: 'number' },
    { key: 'codigo_barra', title: 'Código de barras' },
    { key: 'precioventa', title: 'Precio de venta', type: 'money' },
    { key: 'precio_minimo', title: 'Precio mínimo', type: 'money' },
    { key: 'precio1', title: 'Precio 1', type: 'money', hidden: true },
    { key: 'precio2', title: 'Precio 2', type: 'money', hidden: true },
    { key: 'precio3', title: 'Precio 3', type: 'money', hidden: true },
    { key: 'preciocredito', title: 'Precio al crédito', type: 'money', hidden: true },
  ],
  form: {
    columns: 2,
    defaults: { factor: '1' },
    toValues: (r) => ({
      unidad_medida_id: r.unidad_medida_id,
      factor: Number(r.factor).toString(),
      codigo_barra: r.codigo_barra ?? undefined,
      precioventa: priceText(r.precioventa),
      precio1: priceText(r.precio1),
      precio2: priceText(r.precio2),
      precio3: priceText(r.precio3),
      preciocredito: priceText(r.preciocredito),
      precio_minimo: priceText(r.precio_minimo),
    }),
    toBody: (v, { row, params }) => {
      const common = {
        unidad_medida_id: v.unidad_medida_id,
        factor: String(v.factor),
        codigo_barra: v.codigo_barra ? v.codigo_barra : null,
        ...pricesBody(v, !!row),
        precio_minimo: v.precio_minimo === undefined || v.precio_minimo === '' ? null : String(v.precio_minimo),
      };
      return row
        ? { idproductounidad: row.idproductounidad, ...common }
        : { producto_id: params.producto_id, ...common };
    },
    fields: [
      {
        name: 'unidad_medida_id',
        label: 'Unidad de medida',
        type: 'lookup',
        lookup: { ...UNIT_LOOKUP, labelField: 'unidad_medida' },
        required: true,
      },
      {
        name: 'factor',
        label: 'Factor (unidades base)',
        required: true,
        inputMode: 'decimal',
        normalize: (v) => sanitizeAmountInput(String(v ?? ''), 4),
        help: 'Cuántas unidades base contiene: CAJA = 12',
        disabled: (ctx) => !!ctx.row?.base,
      },
      { name: 'codigo_barra', label: 'Código de barras', wide: true },
      {
        name: 'precioventa',
        label: 'Precio de venta',
        type: 'money',
        required: true,
        help: 'Incluye el IGV si el producto es gravado',
      },
      {
        name: 'precio_minimo',
        label: 'Precio mínimo',
        type: 'money',
        help: `Incluye el IGV si el producto es gravado. ${MINIMUM_NOTE}`,
      },
      { name: 'precio1', label: 'Precio 1', type: 'money' },
      { name: 'precio2', label: 'Precio 2', type: 'money' },
      { name: 'precio3', label: 'Precio 3', type: 'money' },
      { name: 'preciocredito', label: 'Precio al crédito', type: 'money' },
    ],
  },
  messages: {
    saving: 'Guardando unidad...',
    saveError: 'Error al guardar la unidad del producto',
    updateError: 'Error al actualizar la unidad del producto',
    removeError: 'Error al quitar la unidad del producto',
  },
});
