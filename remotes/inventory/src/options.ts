import type { LookupSource, OptionsSource } from '@trade/ui';

/** Choices of the inventory screens: searched on the server as typed (lookups) or loaded once (short lists). */
export const WAREHOUSE_LOOKUP: LookupSource = {
  url: '/almacen',
  params: { estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
  labelField: 'almacen',
};
export const WAREHOUSE_OPTIONS: OptionsSource = {
  url: '/almacen',
  params: { page: 1, pageSize: 500, estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
};
export const BRANCH_LOOKUP: LookupSource = {
  url: '/esucursal',
  params: { estado: 1 },
  value: 'idsucursal',
  label: 'nombre',
  labelField: 'sucursal',
};
export const BRANCH_OPTIONS: OptionsSource = {
  url: '/esucursal',
  params: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
};

export const CLASS_LOOKUP: LookupSource = {
  url: '/clase',
  params: { estado: 1 },
  value: 'idclase',
  label: 'nombre',
  labelField: 'clase',
};
export const BRAND_LOOKUP: LookupSource = {
  url: '/marca',
  params: { estado: 1 },
  value: 'idmarca',
  label: 'nombre',
  labelField: 'marca',
};
export const MATERIAL_LOOKUP: LookupSource = {
  url: '/material',
  params: { estado: 1 },
  value: 'idmaterial',
  label: 'nombre',
  labelField: 'material',
};
export const PRESENTATION_LOOKUP: LookupSource = {
  url: '/presentacion',
  params: { estado: 1 },
  value: 'idpresentacion',
  label: 'nombre',
  labelField: 'presentacion',
};
export const EXISTENCE_TYPE_LOOKUP: LookupSource = {
  url: '/tipoexistencia',
  params: { estado: 1 },
  value: 'idtipoexistencia',
  label: (r) => `${r.codigo_sunat} · ${r.nombre}`,
  labelField: 'tipo_existencia',
};
export const UNIT_LOOKUP: LookupSource = {
  url: '/unidadmedida',
  params: { estado: 1 },
  value: 'unidad_medida_id',
  label: (r) => `${r.abreviatura} · ${r.unidad_medida} (${r.codigo_sunat})`,
  labelField: 'unidad_medida',
};
export const CLASS_OPTIONS: OptionsSource = {
  url: '/clase',
  params: { page: 1, pageSize: 500, estado: 1 },
  value: 'idclase',
  label: 'nombre',
};
export const BRAND_OPTIONS: OptionsSource = {
  url: '/marca',
  params: { page: 1, pageSize: 500, estado: 1 },
  value: 'idmarca',
  label: 'nombre',
};

/** A product picked by name, code or barcode (the kardex, the prices filter). */
export const PRODUCT_LOOKUP: LookupSource = {
  url: '/producto',
  value: 'producto_id',
  label: (r) => [r.codigo_producto, r.denominacion].filter(Boolean).join(' · '),
  labelField: 'denominacion',
};

/** Reasons of a kind of document (SUNAT tabla 12): 1 entries, 2 outputs, 3 transfers. */
export const motiveOptions = (tipo: 1 | 2 | 3): OptionsSource => ({
  url: `/motivo/${tipo}`,
  value: 'idmotivo',
  label: (r) => `${r.codigo_sunat} · ${r.nombre}`,
  cache: true,
});
/** Series of a stock document type: NI entries, NS outputs, NT transfers. */
export const seriesOptions = (tipo: 'NI' | 'NS' | 'NT'): OptionsSource => ({
  url: `/seriesinventario/${tipo}`,
  value: 'idserie',
  label: (r) => `${r.serie} (${r.sucursal})`,
});

/** SUNAT catálogo 07 (tipo de afectación del IGV), the ones a product usually has. */
export const AFECTACION_OPTIONS = [
  { value: '10', label: '10 · Gravado - operación onerosa' },
  { value: '20', label: '20 · Exonerado - operación onerosa' },
  { value: '30', label: '30 · Inafecto - operación onerosa' },
  { value: '40', label: '40 · Exportación' },
  { value: '17', label: '17 · Gravado - IVAP' },
];
