import type { Regla } from './regla.js';
import type { LineaUbl, UblDocumento } from './ubl.js';

/**
 * Lodging sold to a non-domiciled foreigner (catálogo 51: 0202 lodging, 0205 a tourist package):
 * each line names its beneficiary with the properties of catálogo 55 (4000 … 4009). SUNAT's codes
 * 3136 … 3145, 4282 and 4313 (CodeErrors.xml).
 */
const HOSPEDAJE = ['0202', '0205'];
const deHospedaje = (d: UblDocumento) => HOSPEDAJE.includes(d.tipoOperacion ?? '');
const propiedad = (l: LineaUbl, codigo: string) => l.propiedades.find((p) => p.codigo === codigo);

/** A rule on the lines of a 0202/0205 export: the lines (as "línea N") where the property is missing. */
function requiere(
  codigo: number,
  propiedadCodigo: string,
  descripcion: string,
  tiene: (l: LineaUbl) => boolean,
): Regla {
  return {
    codigo,
    familia: 'hospedaje',
    tipos: ['01'],
    descripcion,
    revisar: (d) =>
      deHospedaje(d) &&
      d.lineas.filter((l) => !propiedad(l, propiedadCodigo) || !tiene(l)).map((l) => `línea ${l.numero}`),
  };
}
const valor = (codigo: string) => (l: LineaUbl) => !!propiedad(l, codigo)?.valor;

export const reglasHospedaje: Regla[] = [
  requiere(3136, '4009', 'Hospedaje a no domiciliados: número de documento del huésped (4009)', valor('4009')),
  requiere(3137, '4008', 'Hospedaje a no domiciliados: tipo de documento del huésped (4008)', valor('4008')),
  requiere(3138, '4000', 'Hospedaje a no domiciliados: país de emisión del pasaporte (4000)', valor('4000')),
  requiere(3139, '4007', 'Hospedaje a no domiciliados: nombres y apellidos del huésped (4007)', valor('4007')),
  requiere(3140, '4001', 'Hospedaje a no domiciliados: país de residencia (4001)', valor('4001')),
  requiere(
    3141,
    '4002',
    'Hospedaje a no domiciliados: fecha de ingreso al país (4002)',
    (l) => !!propiedad(l, '4002')?.inicio,
  ),
  requiere(
    3142,
    '4003',
    'Hospedaje a no domiciliados: fecha de ingreso al establecimiento (4003)',
    (l) => !!propiedad(l, '4003')?.inicio,
  ),
  requiere(
    3143,
    '4004',
    'Hospedaje a no domiciliados: fecha de salida del establecimiento (4004)',
    (l) => !!propiedad(l, '4004')?.fin,
  ),
  requiere(
    3145,
    '4005',
    'Hospedaje a no domiciliados: días de permanencia (4005)',
    (l) => !!propiedad(l, '4005')?.dias,
  ),
  {
    codigo: 4282,
    familia: 'hospedaje',
    tipos: ['01'],
    descripcion: 'La fecha de ingreso al establecimiento no es posterior a la de salida',
    revisar: (d) =>
      deHospedaje(d) &&
      d.lineas
        .filter((l) => {
          const desde = propiedad(l, '4003')?.inicio;
          const hasta = propiedad(l, '4004')?.fin;
          return !!desde && !!hasta && desde > hasta;
        })
        .map((l) => `línea ${l.numero}`),
  },
  {
    codigo: 4313,
    familia: 'hospedaje',
    tipos: ['01'],
    descripcion: 'Los días de permanencia se expresan en días (unitCode DAY)',
    revisar: (d) =>
      deHospedaje(d) &&
      d.lineas
        .filter((l) => {
          const dias = propiedad(l, '4005');
          return !!dias?.dias && dias.diasUnidad !== 'DAY';
        })
        .map((l) => `línea ${l.numero}`),
  },
];
