import { defineResource, ESTADO_OPTIONS, type FieldSpec, type Resource } from '@trade/ui';
import {
  brands,
  classes,
  existenceTypes,
  materials,
  presentations,
  subclasses,
  units,
} from '@trade/contracts/inventory';
import { CLASS_LOOKUP, CLASS_OPTIONS } from '../../options';

/*
 * The product catalogues, each a list with its r/a/e/c calls (estado: 1 activates, other values
 * deactivate): class, subclass (under a class), brand, material, presentation, existence type
 * (SUNAT tabla 5) and unit of measure (SUNAT catálogo 03).
 */

const estadoFilter = { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 };
const nameField: FieldSpec = { name: 'nombre', label: 'Nombre', required: true, max: 100 };

/** The spec's failure texts of a catalogue: 'Error al guardar la clase'. */
const catalogueMessages = ({ noun }: { noun: { singular: string; gender?: 'm' | 'f' } }) => {
  const article = noun.gender === 'f' ? 'la' : 'el';
  return {
    saving: `Guardando ${noun.singular}...`,
    saveError: `Error al guardar ${article} ${noun.singular}`,
    updateError: `Error al actualizar ${article} ${noun.singular}`,
    removeError: `Error al eliminar ${article} ${noun.singular}`,
    toggleError: 'Error al actualizar el estado',
  };
};

/** A catalogue that is only a name: clase, marca, material, presentación. */
function simpleCatalogue(contract: typeof classes | typeof brands | typeof materials | typeof presentations) {
  return defineResource({
    contract: contract as typeof classes,
    nameOf: 'nombre',
    columns: [
      { key: 'nombre', title: 'Nombre', sortable: true },
      { key: 'estado', title: 'Estado', type: 'estado' },
    ],
    filters: [estadoFilter],
    form: {
      fields: [nameField],
      toBody: (v, { row }) => ({ ...(row ? { [contract.id]: row[contract.id as 'idclase'] } : {}), nombre: v.nombre }),
    },
    messages: catalogueMessages(contract),
  });
}

export const claseResource = simpleCatalogue(classes);
export const marcaResource = simpleCatalogue(brands);
export const materialResource = simpleCatalogue(materials);
export const presentacionResource = simpleCatalogue(presentations);

export const subclaseResource = defineResource({
  contract: subclasses,
  nameOf: 'nombre',
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
  messages: catalogueMessages(subclasses),
});

export const tipoExistenciaResource = defineResource({
  contract: existenceTypes,
  nameOf: 'nombre',
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
  messages: catalogueMessages(existenceTypes),
});

export const unidadMedidaResource = defineResource({
  contract: units,
  nameOf: 'unidad_medida',
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
  messages: catalogueMessages(units),
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
