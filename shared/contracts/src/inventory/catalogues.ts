import * as T from 'typebox';
import type { Static } from 'typebox';
import { EstadoFilter, IdFilter, Id, ListQuery, Nullable, Search, Sort, Text, crud } from '../kit/index.js';
import { PRODUCT_READERS } from './fields.js';

/**
 * The product catalogues: class, subclass (under a class), brand, material, presentation, existence
 * type (SUNAT tabla 5) and unit of measure (SUNAT catálogo 03). Managed on /products; every screen
 * that reads products may list them (filters, lookups).
 */
const Name = Text('Nombre', 100);
const NAME_SORT = ['nombre'] as const;
const simpleQuery = ListQuery({ ...Search, ...Sort(NAME_SORT), estado: EstadoFilter });
const WRITE = ['/products'] as const;

const simple = <const K extends string>(
  id: K,
  idTitle: string,
  tag: string,
  noun: { singular: string; plural: string; gender?: 'm' | 'f' },
  word: string,
) => {
  const row = T.Object({ [id]: T.Integer(), nombre: T.String(), estado: T.Integer() } as { [P in K]: T.TInteger } & {
    nombre: T.TString;
    estado: T.TInteger;
  });
  return crud({
    tag,
    noun,
    id,
    idTitle,
    row,
    body: T.Object({ nombre: Name }),
    listQuery: simpleQuery,
    listMenus: PRODUCT_READERS,
    menus: WRITE,
    paths: { list: `/${word}`, create: `/r${word}`, update: `/a${word}`, state: `/c${word}`, remove: `/e${word}` },
  });
};

export const classes = simple(
  'idclase',
  'Clase',
  'catalogos',
  { singular: 'clase', plural: 'Clases', gender: 'f' },
  'clase',
);
export const brands = simple(
  'idmarca',
  'Marca',
  'catalogos',
  { singular: 'marca', plural: 'Marcas', gender: 'f' },
  'marca',
);
export const materials = simple(
  'idmaterial',
  'Material',
  'catalogos',
  { singular: 'material', plural: 'Materiales' },
  'material',
);
export const presentations = simple(
  'idpresentacion',
  'Presentación',
  'catalogos',
  { singular: 'presentación', plural: 'Presentaciones', gender: 'f' },
  'presentacion',
);
export type ClassRow = { idclase: number; nombre: string; estado: number };
export type BrandRow = { idmarca: number; nombre: string; estado: number };
export type MaterialRow = { idmaterial: number; nombre: string; estado: number };
export type PresentationRow = { idpresentacion: number; nombre: string; estado: number };
export type CatalogueBody = { nombre: string };

export const SubclassRow = T.Object({
  idsubclase: T.Integer(),
  idclase: T.Integer(),
  clase: T.String(),
  nombre: T.String(),
  estado: T.Integer(),
});
export const SubclassBody = T.Object({ idclase: Id('Clase'), nombre: Name });
export const SubclassListQuery = ListQuery({
  ...Search,
  ...Sort(['nombre', 'clase'] as const),
  estado: EstadoFilter,
  idclase: IdFilter('Clase'),
});
export const subclasses = crud({
  tag: 'catalogos',
  noun: { singular: 'subclase', plural: 'Subclases', gender: 'f' },
  id: 'idsubclase',
  idTitle: 'Subclase',
  row: SubclassRow,
  body: SubclassBody,
  listQuery: SubclassListQuery,
  listMenus: PRODUCT_READERS,
  menus: WRITE,
  paths: { list: '/subclase', create: '/rsubclase', update: '/asubclase', state: '/csubclase', remove: '/esubclase' },
});
export type SubclassRow = Static<typeof SubclassRow>;
export type SubclassBody = Static<typeof SubclassBody>;

/** SUNAT tabla 5 (tipo de existencia): 01 mercaderías, 02 productos terminados, ... 99 otros. */
export const ExistenceTypeRow = T.Object({
  idtipoexistencia: T.Integer(),
  codigo_sunat: T.String(),
  nombre: T.String(),
  estado: T.Integer(),
});
export const ExistenceTypeBody = T.Object({
  codigo_sunat: Text('Código SUNAT (tabla 5)', 2, { minLength: 2, pattern: '^[0-9]{2}$' }),
  nombre: Name,
});
export const existenceTypes = crud({
  tag: 'catalogos',
  noun: { singular: 'tipo de existencia', plural: 'Tipos de existencia' },
  id: 'idtipoexistencia',
  idTitle: 'Tipo de existencia',
  row: ExistenceTypeRow,
  body: ExistenceTypeBody,
  listQuery: ListQuery({ ...Search, ...Sort(['codigo_sunat', 'nombre'] as const), estado: EstadoFilter }),
  listMenus: PRODUCT_READERS,
  menus: WRITE,
  paths: {
    list: '/tipoexistencia',
    create: '/rtipoexistencia',
    update: '/atipoexistencia',
    state: '/ctipoexistencia',
    remove: '/etipoexistencia',
  },
});
export type ExistenceTypeRow = Static<typeof ExistenceTypeRow>;
export type ExistenceTypeBody = Static<typeof ExistenceTypeBody>;

/** SUNAT catálogo 03 (unidad de medida comercial): NIU unidad, ZZ servicio, KGM kilogramo, BX caja... */
export const UnitRow = T.Object({
  unidad_medida_id: T.Integer(),
  codigo_sunat: T.String(),
  unidad_medida: T.String(),
  abreviatura: T.String(),
  estado: T.Integer(),
});
export const UnitBody = T.Object({
  codigo_sunat: Text('Código SUNAT (catálogo 03)', 3, { pattern: '^[A-Z0-9]{1,3}$' }),
  unidad_medida: Text('Unidad de medida', 60),
  abreviatura: Text('Abreviatura', 10),
});
export const units = crud({
  tag: 'catalogos',
  noun: { singular: 'unidad de medida', plural: 'Unidades de medida', gender: 'f' },
  id: 'unidad_medida_id',
  idTitle: 'Unidad de medida',
  row: UnitRow,
  body: UnitBody,
  listQuery: ListQuery({
    ...Search,
    ...Sort(['codigo_sunat', 'unidad_medida', 'abreviatura'] as const),
    estado: EstadoFilter,
  }),
  listMenus: PRODUCT_READERS,
  menus: WRITE,
  paths: {
    list: '/unidadmedida',
    create: '/runidadmedida',
    update: '/aunidadmedida',
    state: '/cunidadmedida',
    remove: '/eunidadmedida',
  },
});
export type UnitRow = Static<typeof UnitRow>;
export type UnitBody = Static<typeof UnitBody>;
