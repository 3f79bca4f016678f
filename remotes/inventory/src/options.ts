import { branches } from '@trade/contracts/organization';
import {
  brands,
  classes,
  existenceTypes,
  materials,
  motives,
  presentations,
  products,
  units,
  warehouses,
} from '@trade/contracts/inventory';
import { lookupFrom, optionsFrom } from '@trade/ui';

/** Choices of the inventory screens: searched on the server as typed (lookups) or loaded once (short lists). */
export const WAREHOUSE_LOOKUP = lookupFrom(warehouses.endpoints.list, {
  query: { estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
  labelField: 'almacen',
});
export const WAREHOUSE_OPTIONS = optionsFrom(warehouses.endpoints.list, {
  query: { page: 1, pageSize: 500, estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
});
export const BRANCH_LOOKUP = lookupFrom(branches.endpoints.list, {
  query: { estado: 1 },
  value: 'idsucursal',
  label: 'nombre',
  labelField: 'sucursal',
});
export const BRANCH_OPTIONS = optionsFrom(branches.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
});

export const CLASS_LOOKUP = lookupFrom(classes.endpoints.list, {
  query: { estado: 1 },
  value: 'idclase',
  label: 'nombre',
  labelField: 'clase',
});
export const BRAND_LOOKUP = lookupFrom(brands.endpoints.list, {
  query: { estado: 1 },
  value: 'idmarca',
  label: 'nombre',
  labelField: 'marca',
});
export const MATERIAL_LOOKUP = lookupFrom(materials.endpoints.list, {
  query: { estado: 1 },
  value: 'idmaterial',
  label: 'nombre',
  labelField: 'material',
});
export const PRESENTATION_LOOKUP = lookupFrom(presentations.endpoints.list, {
  query: { estado: 1 },
  value: 'idpresentacion',
  label: 'nombre',
  labelField: 'presentacion',
});
export const EXISTENCE_TYPE_LOOKUP = lookupFrom(existenceTypes.endpoints.list, {
  query: { estado: 1 },
  value: 'idtipoexistencia',
  label: (r) => `${r.codigo_sunat} · ${r.nombre}`,
  labelField: 'tipo_existencia',
});
export const UNIT_LOOKUP = lookupFrom(units.endpoints.list, {
  query: { estado: 1 },
  value: 'unidad_medida_id',
  label: (r) => `${r.abreviatura} · ${r.unidad_medida} (${r.codigo_sunat})`,
  labelField: 'unidad_medida',
});
export const CLASS_OPTIONS = optionsFrom(classes.endpoints.list, {
  query: { page: 1, pageSize: 500, estado: 1 },
  value: 'idclase',
  label: 'nombre',
});
export const BRAND_OPTIONS = optionsFrom(brands.endpoints.list, {
  query: { page: 1, pageSize: 500, estado: 1 },
  value: 'idmarca',
  label: 'nombre',
});

/** A product picked by name, code or barcode (the kardex, the prices filter). */
export const PRODUCT_LOOKUP = lookupFrom(products.endpoints.list, {
  value: 'producto_id',
  label: (r) => [r.codigo_producto, r.denominacion].filter(Boolean).join(' · '),
  labelField: 'denominacion',
});

/** Reasons of a kind of document (SUNAT tabla 12): 1 entries, 2 outputs, 3 transfers. */
export const motiveOptions = (tipo: 1 | 2 | 3) =>
  optionsFrom(motives.endpoints.list, {
    params: { id: tipo },
    value: 'idmotivo',
    label: (r) => `${r.codigo_sunat} · ${r.nombre}`,
    cache: true,
  });
/** Series of a stock document type: NI entries, NS outputs, NT transfers. */
export const seriesOptions = (tipo: 'NI' | 'NS' | 'NT') =>
  optionsFrom(motives.endpoints.series, {
    params: { tipo },
    value: 'idserie',
    label: (r) => `${r.serie} (${r.sucursal})`,
  });

/** SUNAT catálogo 07 (tipo de afectación del IGV), the ones a product usually has. */
/** Catálogo 08: the ISC system of a product ('' none). */
export const ISC_OPTIONS = [
  { value: '', label: 'Sin ISC' },
  { value: '01', label: '01 · Al valor' },
  { value: '02', label: '02 · Monto fijo por unidad' },
  { value: '03', label: '03 · Precio de venta al público' },
];

export const AFECTACION_OPTIONS = [
  { value: '10', label: '10 · Gravado - operación onerosa' },
  { value: '20', label: '20 · Exonerado - operación onerosa' },
  { value: '30', label: '30 · Inafecto - operación onerosa' },
  { value: '40', label: '40 · Exportación' },
  { value: '17', label: '17 · Gravado - IVAP' },
];
