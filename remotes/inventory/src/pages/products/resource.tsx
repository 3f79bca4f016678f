import { AppstoreOutlined } from '@ant-design/icons';
import { sanitizeAmountInput } from '@trade/formats';
import { defineResource, ESTADO_OPTIONS, lookupFrom } from '@trade/ui';
import { products, subclasses } from '@trade/contracts/inventory';
import {
  AFECTACION_OPTIONS,
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

const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);
const IDS = ['idclase', 'idsubclase', 'idmarca', 'idmaterial', 'idpresentacion', 'idtipoexistencia'] as const;
const FLAGS = ['icbper', 'servicio', 'control_stock', 'control_serie'] as const;
const TIPO_OPTIONS = [
  { value: 0, label: 'Bienes' },
  { value: 1, label: 'Servicios' },
];

/** Products: goods or services with their catalogues, base unit, IGV affectation, flags and minimum stock. */
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
    defaults: { tipo_afectacion: '10', icbper: 0, servicio: 0, control_stock: 1, control_serie: 0 },
    toValues: (r) => ({
      ...r,
      codigo_producto: r.codigo_producto ?? undefined,
      codigo_barra: r.codigo_barra ?? undefined,
      precioventa: r.precioventa ?? undefined,
      stock_minimo: r.stock_minimo ? Number(r.stock_minimo).toString() : undefined,
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
      };
      for (const id of IDS) body[id] = v[id] ?? null;
      for (const flag of FLAGS) body[flag] = v[flag] === 1;
      return row ? { producto_id: row.producto_id, ...body } : body;
    },
    fields: [
      { name: 'denominacion', label: 'Denominación', wide: true },
      { name: 'codigo_producto', label: 'Código del producto', upperCase: true },
      { name: 'codigo_barra', label: 'Código de barras', inputMode: 'numeric' },
      {
        name: 'unidad_medida_id',
        label: 'Unidad base',
        type: 'lookup',
        lookup: UNIT_LOOKUP,
        help: 'El stock y el kardex se cuentan en esta unidad',
      },
      { name: 'precioventa', label: 'Precio de venta (unidad base)', type: 'money' },
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
