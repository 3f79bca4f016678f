import { AppstoreOutlined } from '@ant-design/icons';
import { formatMoney, sanitizeAmountInput } from '@trade/formats';
import { IGV_PORCENTAJE, IVAP_PORCENTAJE, afectacion, dec, fixed } from '@trade/money';
import { call } from '@trade/session';
import { defineResource, ESTADO_OPTIONS, lookupFrom } from '@trade/ui';
import { products, subclasses } from '@trade/contracts/inventory';
import {
  AFECTACION_OPTIONS,
  ISC_OPTIONS,
  BRAND_LOOKUP,
  BRAND_OPTIONS,
  CLASS_LOOKUP,
  CLASS_OPTIONS,
  EXISTENCE_TYPE_LOOKUP,
  MATERIAL_LOOKUP,
  PRESENTATION_LOOKUP,
  UNIT_LOOKUP,
} from '../../options';
import { ProductDetail } from './ProductDetail';
import { MINIMUM_NOTE } from './units';

const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);
const IDS = ['idclase', 'idsubclase', 'idmarca', 'idmaterial', 'idpresentacion', 'idtipoexistencia'] as const;
const FLAGS = ['icbper', 'servicio', 'control_stock', 'control_serie'] as const;
const TIPO_OPTIONS = [
  { value: 0, label: 'Bienes' },
  { value: 1, label: 'Servicios' },
];

/** Products: goods or services with their catalogues, base unit, IGV affectation, flags and minimum stock. */
/**
 * Whether the sale price includes the tax, and the figure without it: prices are charged as typed,
 * so a gravado price carries its IGV (an IVAP one its IVAP); the other affectations carry none.
 */
function priceTaxNote(values: Record<string, unknown>, name = 'precioventa'): string {
  const typed = values[name];
  const price = typeof typed === 'string' && typed !== '' ? dec(typed) : null;
  const { grupo, gratuito } = afectacion(String(values.tipo_afectacion ?? '10'));
  if (gratuito) return 'Entrega gratuita: el precio es el valor referencial, no se cobra';
  if (grupo !== 'gravado' && grupo !== 'ivap') return `Sin IGV (${grupo === 'exportacion' ? 'exportación' : grupo})`;
  const [tax, rate] = grupo === 'ivap' ? ['IVAP', IVAP_PORCENTAJE] : ['IGV', IGV_PORCENTAJE];
  const isc = values.isc_sistema ? ' e ISC' : '';
  if (!price) return `Incluye ${tax}${isc} (${rate} %)`;
  const base = price.div(dec(rate).div(100).plus(1));
  return isc
    ? `Incluye ${tax} e ISC (${rate} %)`
    : `Incluye ${tax} (${rate} %): valor sin ${tax} ${formatMoney(fixed(base, 2))}`;
}

export const productoResource = defineResource({
  contract: products,
  nameOf: 'denominacion',
  search: { placeholder: 'Buscar denominación, código o código de barras' },
  columns: [
    { key: 'codigo_producto', title: 'Código', sortable: true, width: 110 },
    { key: 'denominacion', title: 'Denominación', sortable: true },
    { key: 'codigo_barra', title: 'Código de barras', hidden: true },
    { key: 'marca', title: 'Marca', sortable: true },
    { key: 'clase', title: 'Clase' },
    { key: 'abreviatura', title: 'Unidad', width: 80 },
    { key: 'precioventa', title: 'Precio (S/)', type: 'money', sortable: true },
    { key: 'stock', title: 'Stock', type: 'number', sortable: true, value: (r) => (r.servicio ? null : r.stock) },
    { key: 'tipo_afectacion', title: 'Afectación IGV', hidden: true },
    { key: 'isc_sistema', title: 'ISC', hidden: true, value: (r) => r.isc_sistema ?? '' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    { name: 'idclase', label: 'Clase', numeric: true, options: CLASS_OPTIONS },
    { name: 'idmarca', label: 'Marca', numeric: true, options: BRAND_OPTIONS },
    { name: 'servicio', label: 'Tipo', numeric: true, options: TIPO_OPTIONS, width: 130 },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 130 },
  ],
  detail: {
    label: 'Detalle',
    icon: <AppstoreOutlined />,
    title: (r) => r.denominacion,
    width: 760,
    render: (r, ctx) => <ProductDetail product={r} reload={ctx.reload} />,
  },
  form: {
    container: 'drawer',
    columns: 2,
    width: 760,
    defaults: { tipo_afectacion: '10', icbper: 0, servicio: 0, control_stock: 1, control_serie: 0, isc_sistema: '' },
    // The next code of the company's sequence, editable; left empty, the API gives that code on saving.
    proposals: async () => {
      const answer = await call(products.endpoints.proposedCode);
      return answer.status === 200 && answer.detalles ? { codigo_producto: answer.detalles.codigo_producto } : {};
    },
    toValues: (r) => ({
      ...r,
      codigo_producto: r.codigo_producto ?? undefined,
      codigo_barra: r.codigo_barra ?? undefined,
      precioventa: r.precioventa ?? undefined,
      precio_minimo: r.precio_minimo ?? undefined,
      stock_minimo: r.stock_minimo ? Number(r.stock_minimo).toString() : undefined,
      isc_sistema: r.isc_sistema ?? '',
      isc_tasa: r.isc_tasa ? Number(r.isc_tasa).toString() : undefined,
      isc_precio_sugerido: r.isc_precio_sugerido ? Number(r.isc_precio_sugerido).toFixed(2) : undefined,
      ...Object.fromEntries(FLAGS.map((f) => [f, r[f] ? 1 : 0])),
    }),
    toBody: (v, { row }) => {
      const body: Record<string, unknown> = {
        denominacion: v.denominacion,
        codigo_producto: nullIfEmpty(v.codigo_producto),
        codigo_barra: nullIfEmpty(v.codigo_barra),
        unidad_medida_id: v.unidad_medida_id,
        tipo_afectacion: v.tipo_afectacion ?? '10',
        stock_minimo: nullIfEmpty(v.stock_minimo),
        precioventa: nullIfEmpty(v.precioventa),
        precio_minimo: nullIfEmpty(v.precio_minimo),
        // No system clears the rate and the suggested price (the API refuses them left alone).
        isc_sistema: nullIfEmpty(v.isc_sistema),
        isc_tasa: v.isc_sistema ? nullIfEmpty(v.isc_tasa) : null,
        isc_precio_sugerido: v.isc_sistema === '03' ? nullIfEmpty(v.isc_precio_sugerido) : null,
      };
      for (const id of IDS) body[id] = v[id] ?? null;
      for (const flag of FLAGS) body[flag] = v[flag] === 1;
      return row ? { producto_id: row.producto_id, ...body } : body;
    },
    fields: [
      { name: 'denominacion', label: 'Denominación', wide: true },
      {
        name: 'codigo_producto',
        label: 'Código del producto',
        upperCase: true,
        help: (ctx) =>
          ctx.mode === 'create' ? 'El siguiente de la secuencia de la empresa; puede cambiarlo' : undefined,
      },
      { name: 'codigo_barra', label: 'Código de barras', inputMode: 'numeric' },
      {
        name: 'unidad_medida_id',
        label: 'Unidad base',
        type: 'lookup',
        lookup: UNIT_LOOKUP,
        help: 'El stock y el kardex se cuentan en esta unidad',
      },
      {
        name: 'precioventa',
        label: 'Precio de venta (unidad base)',
        type: 'money',
        help: (ctx) => priceTaxNote(ctx.values),
      },
      {
        name: 'precio_minimo',
        label: 'Precio mínimo (unidad base)',
        type: 'money',
        help: (ctx) => `${priceTaxNote(ctx.values, 'precio_minimo')}. ${MINIMUM_NOTE}`,
      },
      { name: 'idclase', label: 'Clase', type: 'lookup', lookup: CLASS_LOOKUP },
      {
        name: 'idsubclase',
        label: 'Subclase',
        type: 'lookup',
        lookup: lookupFrom(subclasses.endpoints.list, {
          query: { estado: 1 },
          value: 'idsubclase',
          label: (r) => `${r.nombre} (${r.clase})`,
          labelField: 'subclase',
        }),
      },
      { name: 'idmarca', label: 'Marca', type: 'lookup', lookup: BRAND_LOOKUP },
      { name: 'idmaterial', label: 'Material', type: 'lookup', lookup: MATERIAL_LOOKUP },
      { name: 'idpresentacion', label: 'Presentación', type: 'lookup', lookup: PRESENTATION_LOOKUP },
      {
        name: 'idtipoexistencia',
        label: 'Tipo de existencia (tabla 5)',
        type: 'lookup',
        lookup: EXISTENCE_TYPE_LOOKUP,
      },
      {
        name: 'tipo_afectacion',
        label: 'Afectación del IGV (catálogo 07)',
        type: 'select',
        options: AFECTACION_OPTIONS,
      },
      {
        name: 'stock_minimo',
        label: 'Stock mínimo',
        inputMode: 'decimal',
        normalize: (v) => sanitizeAmountInput(String(v ?? ''), 4),
      },
      { name: 'servicio', label: 'Servicio (sin stock)', type: 'switch', switchLabels: ['Sí', 'No'] },
      { name: 'control_stock', label: 'Controla stock', type: 'switch', switchLabels: ['Sí', 'No'] },
      { name: 'control_serie', label: 'Controla series', type: 'switch', switchLabels: ['Sí', 'No'] },
      { name: 'icbper', label: 'Afecto al ICBPER (bolsas)', type: 'switch', switchLabels: ['Sí', 'No'] },
      { name: 'isc_sistema', label: 'Sistema del ISC (catálogo 08)', type: 'select', options: ISC_OPTIONS },
      {
        name: 'isc_tasa',
        label: 'Tasa del ISC (%) o monto fijo por unidad',
        inputMode: 'decimal',
        normalize: (v) => sanitizeAmountInput(String(v ?? ''), 4),
        help: 'Sistemas 01 y 03: porcentaje (mayor que 0, hasta 100). Sistema 02: monto por unidad base',
        visible: ({ values }) => Boolean(values.isc_sistema),
        required: ({ values }) => Boolean(values.isc_sistema),
      },
      {
        name: 'isc_precio_sugerido',
        label: 'Precio de venta al público sugerido',
        type: 'money',
        visible: ({ values }) => values.isc_sistema === '03',
        required: ({ values }) => values.isc_sistema === '03',
      },
    ],
  },
  messages: {
    saving: 'Guardando producto...',
    updating: 'Actualizando producto...',
    removing: 'Eliminando producto...',
    saveError: 'Error al guardar el producto',
    updateError: 'Error al actualizar el producto',
    removeError: 'Error al eliminar el producto',
    toggleError: 'Error al actualizar el estado',
  },
});
