import { defineResource, ESTADO_OPTIONS, type AnyRow, type FieldSpec, type Resource } from '@trade/ui';
import {
  ExistenceTypeBody,
  SubclassBody,
  UnitBody,
  type ExistenceTypeRow,
  type SubclassRow,
  type UnitRow,
} from '@trade/contracts/inventory';
import { CLASS_LOOKUP, CLASS_OPTIONS } from '../../options';

/*
 * The product catalogues, each a list with its r/a/e/c calls (estado: 1 activates, other values
 * deactivate): class, subclass (under a class), brand, material, presentation, existence type
 * (SUNAT tabla 5) and unit of measure (SUNAT catálogo 03).
 */

const estadoFilter = { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 };
const nameField: FieldSpec = { name: 'nombre', label: 'Nombre', required: true, max: 100 };

/** A catalogue that is only a name: clase, marca, material, presentacion. */
function simpleCatalogue(word: string, id: string, title: string, noun: string, gender: 'm' | 'f'): Resource<AnyRow> {
  const article = gender === 'f' ? 'la' : 'el';
  return defineResource<AnyRow>({
    key: word,
    title,
    noun,
    gender,
    idField: id,
    nameOf: 'nombre',
    api: { list: `/${word}`, create: `/r${word}`, update: `/a${word}`, remove: `/e${word}`, toggle: `/c${word}` },
    columns: [
      { key: 'nombre', title: 'Nombre', sortable: true },
      { key: 'estado', title: 'Estado', type: 'estado' },
    ],
    filters: [estadoFilter],
    form: {
      fields: [nameField],
      toBody: (v, { row }) => (row ? { [id]: row[id], nombre: v.nombre } : { nombre: v.nombre }),
    },
    messages: {
      saving: `Guardando ${noun}...`,
      saveError: `Error al guardar ${article} ${noun}`,
      updateError: `Error al actualizar ${article} ${noun}`,
      removeError: `Error al eliminar ${article} ${noun}`,
      toggleError: 'Error al actualizar el estado',
    },
  });
}

export const claseResource = simpleCatalogue('clase', 'idclase', 'Clases', 'clase', 'f');
export const marcaResource = simpleCatalogue('marca', 'idmarca', 'Marcas', 'marca', 'f');
export const materialResource = simpleCatalogue('material', 'idmaterial', 'Materiales', 'material', 'm');
export const presentacionResource = simpleCatalogue(
  'presentacion',
  'idpresentacion',
  'Presentaciones',
  'presentación',
  'f',
);

export const subclaseResource = defineResource<SubclassRow>({
  key: 'subclase',
  title: 'Subclases',
  noun: 'subclase',
  gender: 'f',
  idField: 'idsubclase',
  nameOf: 'nombre',
  schema: SubclassBody,
  api: { list: '/subclase', create: '/rsubclase', update: '/asubclase', remove: '/esubclase', toggle: '/csubclase' },
  columns: [
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'clase', title: 'Clase', sortable: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [{ name: 'idclase', label: 'Clase', numeric: true, options: CLASS_OPTIONS }, estadoFilter],
  form: {
    fields: [
      { name: 'idclase', label: 'Clase', type: 'lookup', lookup: CLASS_LOOKUP },
      { name: 'nombre', label: 'Nombre' },
    ],
    toBody: (v, { row }) => ({ ...(row ? { idsubclase: row.idsubclase } : {}), idclase: v.idclase, nombre: v.nombre }),
  },
  messages: {
    saveError: 'Error al guardar la subclase',
    updateError: 'Error al actualizar la subclase',
    removeError: 'Error al eliminar la subclase',
    toggleError: 'Error al actualizar el estado',
  },
});

export const tipoExistenciaResource = defineResource<ExistenceTypeRow>({
  key: 'tipoexistencia',
  title: 'Tipos de existencia',
  noun: 'tipo de existencia',
  idField: 'idtipoexistencia',
  nameOf: 'nombre',
  schema: ExistenceTypeBody,
  api: {
    list: '/tipoexistencia',
    create: '/rtipoexistencia',
    update: '/atipoexistencia',
    remove: '/etipoexistencia',
    toggle: '/ctipoexistencia',
  },
  columns: [
    { key: 'codigo_sunat', title: 'Código SUNAT (tabla 5)', sortable: true, width: 180 },
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [estadoFilter],
  form: {
    fields: [
      {
        name: 'codigo_sunat',
        label: 'Código SUNAT (tabla 5)',
        inputMode: 'numeric',
        normalize: (v) => (typeof v === 'string' ? v.replace(/\D/g, '').slice(0, 2) : v),
      },
      { name: 'nombre', label: 'Nombre' },
    ],
    toBody: (v, { row }) => ({
      ...(row ? { idtipoexistencia: row.idtipoexistencia } : {}),
      codigo_sunat: v.codigo_sunat,
      nombre: v.nombre,
    }),
  },
  messages: {
    saveError: 'Error al guardar el tipo de existencia',
    updateError: 'Error al actualizar el tipo de existencia',
    removeError: 'Error al eliminar el tipo de existencia',
    toggleError: 'Error al actualizar el estado',
  },
});

export const unidadMedidaResource = defineResource<UnitRow>({
  key: 'unidadmedida',
  title: 'Unidades de medida',
  noun: 'unidad de medida',
  gender: 'f',
  idField: 'unidad_medida_id',
  nameOf: 'unidad_medida',
  schema: UnitBody,
  api: {
    list: '/unidadmedida',
    create: '/runidadmedida',
    update: '/aunidadmedida',
    remove: '/eunidadmedida',
    toggle: '/cunidadmedida',
  },
  columns: [
    { key: 'codigo_sunat', title: 'Código SUNAT (catálogo 03)', sortable: true, width: 200 },
    { key: 'unidad_medida', title: 'Unidad de medida', sortable: true },
    { key: 'abreviatura', title: 'Abreviatura', sortable: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [estadoFilter],
  form: {
    fields: [
      {
        name: 'codigo_sunat',
        label: 'Código SUNAT (catálogo 03)',
        upperCase: true,
        placeholder: 'NIU, ZZ, KGM, BX...',
      },
      { name: 'unidad_medida', label: 'Unidad de medida' },
      { name: 'abreviatura', label: 'Abreviatura', upperCase: true },
    ],
    toBody: (v, { row }) => ({
      ...(row ? { unidad_medida_id: row.unidad_medida_id } : {}),
      codigo_sunat: v.codigo_sunat,
      unidad_medida: v.unidad_medida,
      abreviatura: v.abreviatura,
    }),
  },
  messages: {
    saveError: 'Error al guardar la unidad de medida',
    updateError: 'Error al actualizar la unidad de medida',
    removeError: 'Error al eliminar la unidad de medida',
    toggleError: 'Error al actualizar el estado',
  },
});

/** The tabs of /products after the products themselves: key in the URL (`?tab=marcas`), label, resource. */
export const CATALOGUE_TABS: { key: string; label: string; resource: Resource<any> }[] = [
  { key: 'clases', label: 'Clases', resource: claseResource },
  { key: 'subclases', label: 'Subclases', resource: subclaseResource },
  { key: 'marcas', label: 'Marcas', resource: marcaResource },
  { key: 'materiales', label: 'Materiales', resource: materialResource },
  { key: 'presentaciones', label: 'Presentaciones', resource: presentacionResource },
  { key: 'existencias', label: 'Tipos de existencia', resource: tipoExistenciaResource },
  { key: 'unidades', label: 'Unidades de medida', resource: unidadMedidaResource },
];
